import { describe, expect, it } from 'vitest';
import {
  cargoFailedTests,
  playwrightFailedTests,
  vitestFailedTests,
  vitestTeardownRaceFiles,
} from './failedTests.mjs';

describe('vitestFailedTests', () => {
  it('names each failed test by file, describe blocks and title', () => {
    const report = {
      testResults: [
        {
          name: '/repo/web/src/app/lazyPage.test.tsx',
          status: 'failed',
          assertionResults: [
            { ancestorTitles: ['lazyPage'], title: 'shows the loading view', status: 'passed' },
            {
              ancestorTitles: ['lazyPage', 'when the import fails'],
              title: 'shows the failure view',
              fullName: 'lazyPage when the import fails shows the failure view',
              status: 'failed',
            },
          ],
        },
        { name: '/repo/web/src/app/pageTitle.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    expect(vitestFailedTests(report, '/repo/web')).toEqual([
      'src/app/lazyPage.test.tsx › lazyPage › when the import fails › shows the failure view',
    ]);
  });

  it("adds the first line of a failed test's message", () => {
    const report = {
      testResults: [
        {
          name: '/repo/web/src/a.test.ts',
          status: 'failed',
          assertionResults: [
            {
              ancestorTitles: [],
              title: 'adds',
              status: 'failed',
              failureMessages: ['AssertionError: expected 2 to be 3\n    at a.test.ts:4'],
            },
          ],
        },
      ],
    };
    expect(vitestFailedTests(report, '/repo/web')).toEqual([
      'src/a.test.ts › adds — AssertionError: expected 2 to be 3',
    ]);
  });

  it('names a test file that failed without a failed test, with the first line of its error', () => {
    const report = {
      testResults: [
        {
          name: '/repo/api/src/charts/charts.http.spec.ts',
          status: 'failed',
          message: '\nError: connect ECONNREFUSED 127.0.0.1:54329\n    at somewhere',
          assertionResults: [{ ancestorTitles: [], title: 'saves', status: 'skipped' }],
        },
      ],
    };
    expect(vitestFailedTests(report, '/repo/api/')).toEqual([
      'src/charts/charts.http.spec.ts › (the file failed: Error: connect ECONNREFUSED 127.0.0.1:54329)',
    ]);
  });

  it('names nothing for a green report, an empty one or none', () => {
    const green = {
      testResults: [{ name: '/repo/model/src/a.test.ts', status: 'passed', assertionResults: [] }],
    };
    expect(vitestFailedTests(green, '/repo/model')).toEqual([]);
    expect(vitestFailedTests({}, '/repo/model')).toEqual([]);
    expect(vitestFailedTests(undefined)).toEqual([]);
  });
});

describe('playwrightFailedTests', () => {
  it('names the unexpected tests by file, describe blocks and title, not the flaky or skipped ones', () => {
    const report = {
      suites: [
        {
          title: 'charts.spec.ts',
          specs: [{ title: 'lists the charts', tests: [{ status: 'unexpected', results: [] }] }],
          suites: [
            {
              title: 'folders',
              specs: [
                { title: 'creates a folder', tests: [{ status: 'expected' }] },
                { title: 'renames a folder', tests: [{ status: 'unexpected' }] },
                { title: 'moves a chart', tests: [{ status: 'flaky' }] },
                { title: 'deletes a folder', tests: [{ status: 'skipped' }] },
              ],
            },
          ],
        },
      ],
      errors: [],
    };
    expect(playwrightFailedTests(report)).toEqual([
      'charts.spec.ts › lists the charts',
      'charts.spec.ts › folders › renames a folder',
    ]);
  });

  it("names the run's own errors, such as a web server that did not start", () => {
    const report = {
      suites: [],
      errors: [{ message: 'Error: Timed out waiting 120000ms from config.webServer.' }],
    };
    expect(playwrightFailedTests(report)).toEqual([
      '(the run failed: Error: Timed out waiting 120000ms from config.webServer.)',
    ]);
  });

  it("says why a test failed: the first line of its last attempt's error and where in the spec", () => {
    const error = {
      message: '\u001b[31mTest timeout of 180000ms exceeded.\u001b[39m\n\nmore',
      location: { file: '/repo/e2e/specs/download-files.spec.ts', line: 42, column: 3 },
    };
    const report = {
      suites: [
        {
          title: 'download-files.spec.ts',
          specs: [{ title: 'downloads', tests: [{ status: 'unexpected', results: [{ errors: [error] }] }] }],
        },
      ],
    };
    expect(playwrightFailedTests(report)).toEqual([
      'download-files.spec.ts › downloads — Test timeout of 180000ms exceeded. (download-files.spec.ts:42)',
    ]);
  });
});

describe('cargoFailedTests', () => {
  it('names the failed tests of a quiet run once each, from the failures section', () => {
    const output = [
      'running 3 tests',
      '.F.',
      'failures:',
      '',
      '---- palette::tests::keeps_the_order stdout ----',
      "thread 'palette::tests::keeps_the_order' panicked at src/palette.rs:10:5:",
      '',
      'failures:',
      '    palette::tests::keeps_the_order',
      '',
      'test result: FAILED. 2 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out',
    ].join('\n');
    expect(cargoFailedTests(output)).toEqual(['palette::tests::keeps_the_order']);
  });

  it('names the failed tests of a verbose run, doc tests included', () => {
    const output = [
      'test remap::tests::maps_every_pixel ... ok',
      'test remap::tests::keeps_transparent_cells ... FAILED',
      'test src/lib.rs - version (line 12) ... FAILED',
    ].join('\n');
    expect(cargoFailedTests(output)).toEqual([
      'remap::tests::keeps_transparent_cells',
      'src/lib.rs - version (line 12)',
    ]);
  });

  it('names nothing when every test passed', () => {
    expect(cargoFailedTests('test result: ok. 12 passed; 0 failed; 0 ignored')).toEqual([]);
  });
});

describe('vitestTeardownRaceFiles', () => {
  const raced = {
    name: '/repo/web/src/editor/written/WrittenPanel.test.tsx',
    status: 'failed',
    message:
      "Cannot load '/@fs/repo/formats/src/written/writtenSettings.ts' imported from /repo/formats/src/written/rowText.ts after the environment was torn down. This is not a bug in Vitest.",
    assertionResults: [],
  };

  it('names the files that failed only because Vitest closed their worker while they loaded', () => {
    const closed = {
      ...raced,
      name: '/repo/web/b.test.ts',
      message: 'Error: [vitest-worker]: Closing rpc while "fetch" was pending',
    };
    expect(vitestTeardownRaceFiles({ testResults: [raced, closed] })).toEqual([raced.name, closed.name]);
  });

  it('never names a file with a failed test or another error', () => {
    const failedTest = { ...raced, assertionResults: [{ status: 'failed', title: 'adds' }] };
    const importError = { ...raced, message: 'Error: connect ECONNREFUSED 127.0.0.1:54329' };
    const passed = { ...raced, status: 'passed' };
    expect(vitestTeardownRaceFiles({ testResults: [failedTest, importError, passed] })).toEqual([]);
    expect(vitestTeardownRaceFiles(undefined)).toEqual([]);
  });
});
