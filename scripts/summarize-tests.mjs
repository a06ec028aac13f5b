// Adds up the JSON reports every test runner wrote into test-results/ and prints one closing line.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dir = new URL("../test-results/", import.meta.url).pathname;
let passed = 0;
let failed = 0;
let skipped = 0;
/** Playwright journeys that passed only on their retry. */
const flaky = [];

/** Walks a Playwright JSON report's suites for the tests whose outcome was "flaky". */
function collectFlaky(suite, titles) {
  for (const child of suite.suites ?? []) collectFlaky(child, [...titles, child.title]);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === "flaky")
        flaky.push(`[${test.projectName}] ${[...titles, spec.title].filter(Boolean).join(" › ")}`);
    }
  }
}
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
    for (const suite of report.suites ?? []) collectFlaky(suite, [suite.title]);
  }
}
if (passed + failed === 0) {
  console.error("No test reports found in test-results/");
  process.exit(1);
}
for (const name of flaky) console.log(`flaky (passed on its retry): ${name}`);
console.log(
  `tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}${flaky.length ? `, ${flaky.length} flaky` : ""}`,
);
process.exit(failed > 0 ? 1 : 0);
