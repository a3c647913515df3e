// A vitest reporter that `npm test` adds to the default one: every minute it names the test files
// still running after three minutes, so that a file that hangs shows in the CI log (and which one it
// is) long before the run's own time limit stops everything without a word.
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const REPORT_AFTER_MS = 3 * 60_000;
const CHECK_EVERY_MS = 60_000;

export default class SlowTestFilesReporter implements Reporter {
  private readonly startedAt = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  onTestRunStart(): void {
    this.timer = setInterval(() => this.reportSlowFiles(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  onTestModuleStart(testModule: TestModule): void {
    this.startedAt.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule: TestModule): void {
    this.startedAt.delete(testModule.moduleId);
  }

  onTestRunEnd(): void {
    clearInterval(this.timer);
  }

  private reportSlowFiles(): void {
    const now = Date.now();
    for (const [file, since] of this.startedAt) {
      if (now - since < REPORT_AFTER_MS) continue;
      const minutes = Math.floor((now - since) / 60_000);
      process.stdout.write(`… toujours en cours après ${minutes} min : ${path.relative(process.cwd(), file)}\n`);
    }
  }
}
