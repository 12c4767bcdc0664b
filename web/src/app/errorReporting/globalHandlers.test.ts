import { afterEach, describe, expect, it, vi } from 'vitest';
import { AjaxError } from '../../api/ajaxError';
import { installGlobalErrorHandlers } from './globalHandlers';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection');
  Object.defineProperty(event, 'reason', { value: reason });
  return event;
}

describe('the window error handlers', () => {
  it('report an uncaught error with its message, place and stack', () => {
    const target = new EventTarget();
    const report = vi.fn();
    stops.push(installGlobalErrorHandlers(target, report));
    const error = new Error('x');
    target.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught Error: x',
        filename: 'https://steekwerk.nl/assets/index-abc.js',
        lineno: 3,
        colno: 14,
        error,
      }),
    );
    expect(report).toHaveBeenCalledWith('x', {
      stack: error.stack,
      filename: 'https://steekwerk.nl/assets/index-abc.js',
      lineNumber: 3,
      columnNumber: 14,
      action: 'window.onerror',
    });
  });

  it('report a cross-origin script error by its message', () => {
    const target = new EventTarget();
    const report = vi.fn();
    stops.push(installGlobalErrorHandlers(target, report));
    target.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(report).toHaveBeenCalledWith('Script error.', { action: 'window.onerror' });
  });

  it('leave failed resource loads (a plain error event) alone', () => {
    const target = new EventTarget();
    const report = vi.fn();
    stops.push(installGlobalErrorHandlers(target, report));
    target.dispatchEvent(new Event('error'));
    expect(report).not.toHaveBeenCalled();
  });

  it('report an unhandled rejection, an error or another value', () => {
    const target = new EventTarget();
    const report = vi.fn();
    stops.push(installGlobalErrorHandlers(target, report));
    target.dispatchEvent(rejection(new RangeError('too far')));
    target.dispatchEvent(rejection('plain text'));
    expect(report.mock.calls).toEqual([
      [
        'RangeError: too far',
        expect.objectContaining({ action: 'unhandledrejection', stack: expect.any(String) }),
      ],
      ['plain text', { action: 'unhandledrejection' }],
    ]);
  });

  it('leave cancelled requests alone', () => {
    const target = new EventTarget();
    const report = vi.fn();
    stops.push(installGlobalErrorHandlers(target, report));
    target.dispatchEvent(rejection(new AjaxError('aborted', 'Aborted', { action: 'chart/get' })));
    target.dispatchEvent(rejection(new DOMException('The operation was aborted.', 'AbortError')));
    target.dispatchEvent(rejection(new AjaxError('timeout', 'Timeout', { action: 'chart/changes' })));
    expect(report.mock.calls).toEqual([['AjaxError: Timeout', expect.anything()]]);
  });

  it('stop when told', () => {
    const target = new EventTarget();
    const report = vi.fn();
    installGlobalErrorHandlers(target, report)();
    target.dispatchEvent(rejection('late'));
    expect(report).not.toHaveBeenCalled();
  });
});
