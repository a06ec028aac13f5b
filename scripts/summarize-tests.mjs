// Adds up the JSON reports every test runner wrote into test-results/ and prints one closing line.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dir = new URL("../test-results/", import.meta.url).pathname;
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const report = JSON.parse(readFileSync(join(dir, file), "utf8"));
  if ("numPassedTests" in report) {
    // vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    // playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
if (passed + failed === 0) {
  console.error("No test reports found in test-results/");
  process.exit(1);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
