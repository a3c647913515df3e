// Adds up the JSON reports of every runner into one closing line: "Tests: N passed, N failed", after
// the slowest test files of each report (what to look at first when the run grows long).
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const SLOWEST = 8;

/** Seconds per test file: Vitest gives each file's start and end, Playwright each test's duration. */
function fileDurations(report) {
  if (Array.isArray(report.testResults)) {
    return report.testResults.map((result) => [path.relative(process.cwd(), result.name), (result.endTime - result.startTime) / 1000]);
  }
  const totals = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) totals.set(spec.file, (totals.get(spec.file) ?? 0) + (result.duration ?? 0) / 1000);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return [...totals];
}

for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    // Vitest
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  const slowest = fileDurations(report)
    .sort((a, b) => b[1] - a[1])
    .slice(0, SLOWEST);
  if (slowest.length > 0) {
    console.log(`\nSlowest files of ${file.replace(/\.json$/, '')}:`);
    for (const [name, seconds] of slowest) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
  }
}
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
