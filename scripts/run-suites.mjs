// Runs each suite, reads its machine-readable result and prints one total: `N passed, N failed, N skipped`.
// A suite that crashes before reporting counts as one failure, so a broken runner never looks green.
// The summary names every failed test (file › describe › test), so a red run says at once what failed, and gives
// each suite's minutes, so a slow run says where its time went.
// `--summary-file FILE` writes the summary there instead of printing it, for test-all.sh to print it last (after
// PostgreSQL's own messages).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import {
  cargoFailedTests,
  playwrightFailedTests,
  vitestFailedTests,
  vitestTeardownRaceFiles,
} from './failedTests.mjs';
import { cargoCounts, countsLine, playwrightCounts, vitestCounts } from './suiteCounts.mjs';

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
  return { ...cargoCounts(output), status, failedTests: cargoFailedTests(output) };
}

/** One Vitest run of a workspace (all its files, or the ones named), read from its JSON report. */
function vitestRun(workspace, env, files = [], label = 'all') {
  const outputFile = join(resultsDir, `vitest-${workspace}-${label}.json`);
  const { status } = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`, ...files],
    { cwd: workspace, env },
  );
  const report = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : undefined;
  return { status, report };
}

function vitestSuite(workspace, env = {}) {
  const first = vitestRun(workspace, env);
  if (!first.report) return { ...vitestCounts(undefined), status: first.status, failedTests: [] };
  const counts = vitestCounts(first.report);
  const failedTests = vitestFailedTests(first.report, join(root, workspace));
  // A file whose worker Vitest closed while it was still loading never ran its tests (a race in Vitest 4's runner,
  // vitest-dev/vitest#11153): it runs once more on its own when that is the run's only failure; its result counts.
  const raced = vitestTeardownRaceFiles(first.report);
  if (first.status === 0 || raced.length === 0 || raced.length !== failedTests.length) {
    return { ...counts, status: first.status, failedTests };
  }
  console.log(
    `\n(Vitest closed a worker while ${raced.length} file(s) loaded; running them again: ${raced.join(', ')})`,
  );
  const again = vitestRun(workspace, env, raced, 'again');
  const againCounts = vitestCounts(again.report);
  return {
    passed: counts.passed + againCounts.passed,
    failed: againCounts.failed,
    skipped: counts.skipped + againCounts.skipped,
    status: again.status,
    failedTests: vitestFailedTests(again.report, join(root, workspace)),
    notes: raced.map(
      (file) => `ran again after Vitest's teardown race: ${file.replace(join(root, workspace, '/'), '')}`,
    ),
  };
}

const e2ePort = Number(process.env.E2E_PORT ?? 8091);

/** Whether nothing listens on the port yet (the e2e server must be one this run starts, on a database it set up). */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}
const e2ePortFree = await portIsFree(e2ePort);

function playwrightSuite() {
  if (!e2ePortFree) {
    const message =
      `(port ${e2ePort} is already in use — another server, or \`vite preview\`, whose pages and database this run ` +
      `did not set up; stop it, or choose another port with E2E_PORT=…)`;
    console.error(message);
    return { passed: 0, failed: 1, skipped: 0, status: 1, failedTests: [message] };
  }
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
  if (!existsSync(outputFile)) return { ...playwrightCounts(undefined), status, failedTests: [] };
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  return { ...playwrightCounts(report), status, failedTests: playwrightFailedTests(report) };
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

const summaryFileIndex = process.argv.indexOf('--summary-file');
const summaryFile = summaryFileIndex > 0 ? process.argv[summaryFileIndex + 1] : undefined;

const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
for (const [name, runSuite] of suites) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  let { passed, failed, skipped, status, failedTests, notes = [] } = runSuite();
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  if (status !== 0 && failedTests.length === 0) {
    failedTests = [`(the suite ended with exit status ${status} without naming a failed test)`];
  }
  if (status !== 0 && failed === 0) failed = 1; // crashed or reported nothing
  total.passed += passed;
  total.failed += failed;
  total.skipped += skipped;
  lines.push(`${name}: ${countsLine({ passed, failed, skipped })} (${minutes} min)`);
  for (const test of failedTests) lines.push(`  FAILED ${test}`);
  for (const note of notes) lines.push(`  (${note})`);
}
const summary = ['', '=== summary ===', ...lines, countsLine(total)].join('\n');
if (summaryFile) writeFileSync(summaryFile, `${summary}\n`);
else console.log(summary);
process.exit(total.failed === 0 ? 0 : 1);
