// Runs each suite, reads its machine-readable result and prints one total: `N passed, N failed`.
// A suite that crashes before reporting counts as one failure, so a broken runner never looks green.
// The summary names every failed test (file › describe › test), so a red run says at once what failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cargoFailedTests, playwrightFailedTests, vitestFailedTests } from './failedTests.mjs';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, '.data', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/** Runs a command with inherited output; returns its exit status (and output when captured). */
function run(command, args, { cwd, env = {}, capture = false }) {
  const result = spawnSync(command, args, {
    cwd: join(root, cwd),
    env: { ...process.env, ...env },
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (capture) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
  }
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

function cargoSuite() {
  const { status, output } = run('/usr/bin/cargo', ['test', '--quiet'], {
    cwd: 'engine-rs',
    env: { RUSTC: '/usr/bin/rustc' },
    capture: true,
  });
  let passed = 0;
  let failed = 0;
  for (const match of output.matchAll(/test result: \w+\. (\d+) passed; (\d+) failed/g)) {
    passed += Number(match[1]);
    failed += Number(match[2]);
  }
  return { passed, failed, status, failedTests: cargoFailedTests(output) };
}

function vitestSuite(workspace, env = {}) {
  const outputFile = join(resultsDir, `vitest-${workspace}.json`);
  const { status } = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`],
    { cwd: workspace, env },
  );
  if (!existsSync(outputFile)) return { passed: 0, failed: 0, status, failedTests: [] };
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    status,
    failedTests: vitestFailedTests(report, join(root, workspace)),
  };
}

const e2ePort = 8091;

function playwrightSuite() {
  const outputFile = join(resultsDir, 'e2e.json');
  const { status } = run('npx', ['playwright', 'test'], {
    cwd: 'e2e',
    env: {
      E2E_RESULTS_FILE: outputFile,
      E2E_BASE_URL: `http://localhost:${e2ePort}`,
      // The real server: the API serving the built web app, on its own database, with the catalogue imported.
      E2E_WEB_SERVER_COMMAND:
        'node ../api/dist/cli/migrate.js && node ../api/dist/cli/catalogue-import.js && exec node ../api/dist/main.js',
      PORT: String(e2ePort),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      // The specs read activation and reset links from the development outbox (/nl/email).
      SHOW_OUTBOX: 'true',
    },
  });
  if (!existsSync(outputFile)) return { passed: 0, failed: 0, status, failedTests: [] };
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  const { stats } = report;
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    status,
    failedTests: playwrightFailedTests(report),
  };
}

const suites = [
  ['engine (cargo test)', cargoSuite],
  ['engine binding (vitest)', () => vitestSuite('engine-rs')],
  ['model (vitest)', () => vitestSuite('model')],
  ['formats (vitest)', () => vitestSuite('formats')],
  ['web (vitest)', () => vitestSuite('web')],
  ['api (vitest + PostgreSQL)', () => vitestSuite('api')],
  ['scripts (vitest)', () => vitestSuite('scripts')],
  ['e2e (Playwright + Chromium)', playwrightSuite],
];

let totalPassed = 0;
let totalFailed = 0;
const lines = [];
for (const [name, runSuite] of suites) {
  console.log(`\n=== ${name} ===`);
  let { passed, failed, status, failedTests } = runSuite();
  if (status !== 0 && failedTests.length === 0) {
    failedTests = [`(the suite ended with exit status ${status} without naming a failed test)`];
  }
  if (status !== 0 && failed === 0) failed = 1; // crashed or reported nothing
  totalPassed += passed;
  totalFailed += failed;
  lines.push(`${name}: ${passed} passed, ${failed} failed`);
  for (const test of failedTests) lines.push(`  FAILED ${test}`);
}
console.log('\n=== summary ===');
for (const line of lines) console.log(line);
console.log(`${totalPassed} passed, ${totalFailed} failed`);
process.exit(totalFailed === 0 ? 0 : 1);
