// Every test project runs this first: a test during which something calls console.error fails, with
// the messages, unless the test said it expects one by replacing the implementation itself:
//   vi.spyOn(console, 'error').mockImplementation(() => {});
// An unexpected error log is a bug in the code under test (a React warning, a failed request that was
// only logged), not noise to scroll past.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let consoleError: MockInstance<typeof console.error>;
let recordedCalls: unknown[][] = [];
const record = (...args: unknown[]) => {
  recordedCalls.push(args);
};

beforeEach(() => {
  recordedCalls = [];
  consoleError = vi.spyOn(console, 'error').mockImplementation(record);
});

afterEach(() => {
  const isExpected = consoleError.getMockImplementation() !== record;
  consoleError.mockRestore();
  if (isExpected || recordedCalls.length === 0) return;
  const messages = recordedCalls.map((args) => args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
  throw new Error(`console.error was called during this test:\n${messages.join('\n')}`);
});
