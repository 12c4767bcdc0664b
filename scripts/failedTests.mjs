// The names of the failed tests in each runner's machine-readable result, for the summary of run-suites.mjs:
// `file › describe › test`, so a red run says at once what failed.

const separator = ' › ';

/** A path relative to `root` when it lies inside it, else as it is. */
function relativeTo(root, file) {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}

/** The first non-empty line of a message (terminal colours removed), for a failure that has no test of its own. */
function firstLine(message) {
  return (
    String(message ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '') ?? 'no message'
  );
}

/**
 * The failed tests of a Vitest JSON report (`--reporter=json`): one name per failed test, and one per test file
 * that failed without a failed test (an import error, a failing hook).
 *
 * @param report the parsed report
 * @param root the workspace folder, left off the file paths
 * @returns names like `src/app/lazyPage.test.tsx › lazyPage › shows the failure view`
 */
export function vitestFailedTests(report, root = '') {
  const names = [];
  for (const file of report?.testResults ?? []) {
    const fileName = relativeTo(root, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      const name = [fileName, ...(test.ancestorTitles ?? []), test.title ?? test.fullName].join(separator);
      const message = test.failureMessages?.[0];
      names.push(message === undefined ? name : `${name} — ${firstLine(message)}`);
    }
    if (failed.length === 0 && file.status === 'failed') {
      names.push(`${fileName}${separator}(the file failed: ${firstLine(file.message)})`);
    }
  }
  return names;
}

/**
 * The failed tests of a Playwright JSON report: every test whose outcome was unexpected, and the run's own errors
 * (a web server that did not start).
 *
 * @param report the parsed report
 * @returns names like `charts.spec.ts › charts › creates a chart`
 */
export function playwrightFailedTests(report) {
  const names = [];
  const visit = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      const failed = (spec.tests ?? []).find((test) => test.status === 'unexpected');
      if (!failed) continue;
      const name = [...path, spec.title].join(separator);
      const reason = playwrightReason(failed);
      names.push(reason === undefined ? name : `${name} — ${reason}`);
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  for (const error of report?.errors ?? []) names.push(`(the run failed: ${firstLine(error.message)})`);
  return names;
}

/**
 * Why a Playwright test failed, for a CI log that shows only the summary: the first line of its last attempt's
 * first error and the line of the spec where it happened.
 */
function playwrightReason(test) {
  const result = (test.results ?? []).at(-1);
  const error = result?.errors?.[0] ?? result?.error;
  if (!error?.message) return undefined;
  const where = error.location ? ` (${error.location.file.split('/').at(-1)}:${error.location.line})` : '';
  return `${firstLine(error.message)}${where}`;
}

/**
 * The failed tests in the output of `cargo test` (with or without `--quiet`): `test path ... FAILED` lines and the
 * `---- path stdout ----` headers of the failures section.
 *
 * @param output what cargo printed
 * @returns test paths like `quantize::tests::keeps_the_palette`
 */
export function cargoFailedTests(output) {
  const names = new Set();
  for (const match of output.matchAll(/^test (.+?) \.\.\. FAILED$/gm)) names.add(match[1]);
  for (const match of output.matchAll(/^---- (.+?) stdout ----$/gm)) names.add(match[1]);
  return [...names];
}

/** What Vitest 4 says when a worker closed while a module was still loading (vitest-dev/vitest#8649, #11153). */
const teardownRace = /after the environment was torn down|Closing rpc while "\w+" was pending/;

/**
 * The test files of a Vitest JSON report that failed only because Vitest tore its worker down while the file was
 * still loading — a race in Vitest's runner, not in the code under test (the file's tests never ran). run-suites.mjs
 * runs these files once more on their own; any other failure is never retried.
 *
 * @param report the parsed report
 * @returns the files' absolute paths, as the report names them
 */
export function vitestTeardownRaceFiles(report) {
  return (report?.testResults ?? [])
    .filter(
      (file) =>
        file.status === 'failed' &&
        !(file.assertionResults ?? []).some((test) => test.status === 'failed') &&
        teardownRace.test(String(file.message ?? '')),
    )
    .map((file) => file.name);
}
