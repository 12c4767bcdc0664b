// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActionTrail } from './actionTrail';
import type { ErrorReporter } from './errorReporter';
import { describeThrown, installErrorReporter, recordAction, report, reportThrown } from './report';

const uninstalls: Array<() => void> = [];
afterEach(() => {
  for (const uninstall of uninstalls.splice(0)) uninstall();
  vi.restoreAllMocks();
});

function fakeReporter() {
  const reporter = {
    report: vi.fn<ErrorReporter['report']>(),
    settled: () => Promise.resolve(),
  };
  return reporter;
}

describe('report()', () => {
  it('goes to the installed reporter, and to the console only before one is installed', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    report('Before');
    expect(console).toHaveBeenCalledWith('[report] Before');

    const reporter = fakeReporter();
    uninstalls.push(installErrorReporter(reporter));
    report('Failed to fetch chart: 500', { action: 'chart/get' });
    expect(reporter.report).toHaveBeenCalledWith('Failed to fetch chart: 500', { action: 'chart/get' });
  });

  it('never throws, even when the reporter does', () => {
    const reporter = fakeReporter();
    reporter.report.mockImplementation(() => {
      throw new Error('broken');
    });
    uninstalls.push(installErrorReporter(reporter));
    expect(() => report('x')).not.toThrow();
  });

  it('records actions in the installed trail only', () => {
    recordAction('nowhere');
    const trail = createActionTrail();
    uninstalls.push(installErrorReporter(fakeReporter(), trail));
    recordAction('drawCells');
    expect(trail.recent()).toEqual(['drawCells']);
  });

  it('describes errors, their names and stacks, and thrown values that are no errors', () => {
    const error = new TypeError('x is undefined');
    expect(describeThrown(error)).toEqual({
      message: 'TypeError: x is undefined',
      details: { stack: error.stack },
    });
    expect(describeThrown(new Error('plain')).message).toBe('plain');
    expect(describeThrown('text').message).toBe('text');
    expect(describeThrown({ code: 7 }).message).toBe('{"code":7}');
    expect(describeThrown(undefined).message).toBe('undefined');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(describeThrown(circular).message).toBe('[object Object]');
  });

  it('reports a thrown error with a prefix', () => {
    const reporter = fakeReporter();
    uninstalls.push(installErrorReporter(reporter));
    reportThrown('Progress-grid save failure', new Error('API request x failed'), { action: 'progressSync' });
    expect(reporter.report).toHaveBeenCalledWith(
      'Progress-grid save failure: API request x failed',
      expect.objectContaining({ action: 'progressSync', stack: expect.any(String) }),
    );
  });
});
