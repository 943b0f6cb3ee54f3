// Closes a CI log with what a reader of its tail needs: each stage's test count and wall time, its slowest files
// (where CI's minutes go), every failed test with the first line of its error, and the totals. Vitest's own failure
// lists scroll out of a long log's tail.
import fs from 'node:fs';
import path from 'node:path';

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const SLOWEST_SHOWN = 8;
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.error(`missing test report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  const ends = report.testResults.map((result) => result.endTime).filter(Boolean);
  const minutes = ends.length ? (Math.max(...ends) - report.startTime) / 60_000 : 0;
  console.log(
    `${path.basename(file)}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ` +
      `${minutes.toFixed(1)} min`,
  );
  const slowest = report.testResults
    .filter((result) => result.startTime && result.endTime)
    .map((result) => ({ where: path.relative(process.cwd(), result.name), ms: result.endTime - result.startTime }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST_SHOWN);
  for (const { where, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${where}`);
  for (const result of report.testResults) {
    const where = path.relative(process.cwd(), result.name);
    const failedTests = result.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that fails before its tests run (a broken import, a hook) has no failed test, only a message.
    if (result.status === 'failed' && failedTests.length === 0) {
      failures.push(`${where}: ${firstLine(result.message)}`);
      failed += 1;
    }
  }
}
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
