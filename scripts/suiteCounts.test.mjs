import { describe, expect, it } from 'vitest';
import { cargoCounts, countsLine, playwrightCounts, vitestCounts } from './suiteCounts.mjs';

describe('suite counts', () => {
  it("sums cargo's test result lines, ignored tests as skipped", () => {
    const output = [
      'running 3 tests',
      'test result: ok. 3 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.01s',
      'test result: FAILED. 10 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.2s',
    ].join('\n');
    expect(cargoCounts(output)).toEqual({ passed: 13, failed: 2, skipped: 1 });
    expect(cargoCounts('error: could not compile')).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });

  it('counts skipped and todo tests of a Vitest report as skipped', () => {
    const report = { numPassedTests: 5, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 };
    expect(vitestCounts(report)).toEqual({ passed: 5, failed: 1, skipped: 3 });
    expect(vitestCounts(undefined)).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });

  it('counts a flaky Playwright test as passed and a skipped one as skipped', () => {
    const report = { stats: { expected: 90, flaky: 1, unexpected: 2, skipped: 3 } };
    expect(playwrightCounts(report)).toEqual({ passed: 91, failed: 2, skipped: 3 });
    expect(playwrightCounts({})).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });

  it('writes passed and failed first, then skipped', () => {
    expect(countsLine({ passed: 2968, failed: 0, skipped: 4 })).toBe('2968 passed, 0 failed, 4 skipped');
    expect(countsLine({ passed: 1, failed: 2, skipped: 0 })).toMatch(/^\d+ passed, \d+ failed/);
  });
});
