import { describe, expect, it, vi } from 'vitest';
import { leaveWarning, watchPageLifecycle } from './pageLifecycle';

function setUp(unsaved: boolean) {
  const target = new EventTarget();
  const handlers = {
    hasUnsavedChanges: () => unsaved,
    onExit: vi.fn(),
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    onHide: vi.fn(),
    onOnline: vi.fn(),
    onLeaving: vi.fn(),
  };
  const stop = watchPageLifecycle(target, handlers);
  return { target, handlers, stop };
}

describe('page lifecycle (spec §4)', () => {
  it('warns "The chart isn\'t saved yet." when leaving with unsaved changes', () => {
    const { target } = setUp(true);
    const event = new Event('beforeunload', { cancelable: true }) as Event & { returnValue: unknown };
    // A BeforeUnloadEvent's returnValue is a string (jsdom's plain Event has the old boolean one).
    Object.defineProperty(event, 'returnValue', { value: '', writable: true });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(event.returnValue).toBe(leaveWarning);
    expect(leaveWarning).toBe("The chart isn't saved yet.");
  });

  it('lets the page go and releases the lock when everything is saved', () => {
    const { target, handlers } = setUp(false);
    const event = new Event('beforeunload', { cancelable: true });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    target.dispatchEvent(new Event('pagehide'));
    expect(handlers.onExit).toHaveBeenCalledOnce();
  });

  it('keeps the changes and releases the lock when the page closes with unsaved changes (issue 26)', () => {
    const { target, handlers } = setUp(true);
    const event = new Event('beforeunload', { cancelable: true });
    Object.defineProperty(event, 'returnValue', { value: '', writable: true });
    target.dispatchEvent(event);
    expect(handlers.onHide).toHaveBeenCalledOnce();
    expect(handlers.onExit).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pagehide'));
    expect(handlers.onHide).toHaveBeenCalledTimes(2);
    expect(handlers.onExit).toHaveBeenCalledOnce();
  });

  it('says the page is leaving on the leave question and on pagehide, and staying on focus or a cached return', () => {
    const { target, handlers } = setUp(true);
    const event = new Event('beforeunload', { cancelable: true });
    Object.defineProperty(event, 'returnValue', { value: '', writable: true });
    target.dispatchEvent(event);
    expect(handlers.onLeaving).toHaveBeenLastCalledWith(true);
    target.dispatchEvent(new Event('focus'));
    expect(handlers.onLeaving).toHaveBeenLastCalledWith(false);
    target.dispatchEvent(new Event('pagehide'));
    expect(handlers.onLeaving).toHaveBeenLastCalledWith(true);
    const shown = new Event('pageshow');
    Object.defineProperty(shown, 'persisted', { value: true });
    target.dispatchEvent(shown);
    expect(handlers.onLeaving).toHaveBeenLastCalledWith(false);
    expect(handlers.onLeaving).toHaveBeenCalledTimes(4);
  });

  it('keeps the changes when the page is hidden, and hears the connection come back', () => {
    const { target, handlers } = setUp(true);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    target.dispatchEvent(new Event('visibilitychange'));
    visibility.mockReturnValue('visible');
    target.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(handlers.onHide).toHaveBeenCalledOnce();
    target.dispatchEvent(new Event('online'));
    expect(handlers.onOnline).toHaveBeenCalledOnce();
  });

  it('saves on blur, refreshes on focus, and stops listening', () => {
    const { target, handlers, stop } = setUp(true);
    target.dispatchEvent(new Event('blur'));
    target.dispatchEvent(new Event('focus'));
    expect(handlers.onBlur).toHaveBeenCalledOnce();
    expect(handlers.onFocus).toHaveBeenCalledOnce();
    stop();
    target.dispatchEvent(new Event('blur'));
    expect(handlers.onBlur).toHaveBeenCalledOnce();
  });
});
