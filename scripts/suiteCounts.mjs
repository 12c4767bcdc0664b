// The counts of each runner's result for the summary of run-suites.mjs: passed, failed and skipped tests, so a
// skipped test is seen (a `.skip` left behind, a `test.fixme`) instead of vanishing from the total.

/**
 * The counts in the output of `cargo test` (with or without `--quiet`), summed over its `test result:` lines; ignored
 * tests count as skipped.
 *
 * @param output what cargo printed
 * @returns `{ passed, failed, skipped }`
 */
export function cargoCounts(output) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const match of output.matchAll(/test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored/g)) {
    counts.passed += Number(match[1]);
    counts.failed += Number(match[2]);
    counts.skipped += Number(match[3]);
  }
  return counts;
}

/**
 * The counts of a Vitest JSON report (`--reporter=json`): skipped and todo tests count as skipped.
 *
 * @param report the parsed report
 * @returns `{ passed, failed, skipped }`
 */
export function vitestCounts(report) {
  return {
    passed: report?.numPassedTests ?? 0,
    failed: report?.numFailedTests ?? 0,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
  };
}

/**
 * The counts of a Playwright JSON report: a flaky test (passed on a retry) counts as passed, an unexpected outcome
 * as failed.
 *
 * @param report the parsed report
 * @returns `{ passed, failed, skipped }`
 */
export function playwrightCounts(report) {
  const stats = report?.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

/**
 * One summary line: `N passed, N failed, N skipped` (the first two always at its start, as tools and people read
 * them).
 */
export function countsLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}
