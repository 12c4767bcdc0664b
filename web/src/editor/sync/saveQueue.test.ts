import { describe, expect, it, vi } from 'vitest';
import { AjaxError } from '../../api/ajaxError';
import { flushMicrotasks } from '../../test/fakeClock';
import { saveMessages } from './saveQueue';
import { harness, ok } from '../testing/saveQueueHarness';

describe('the save queue (spec §4)', () => {
  it('saves 3 s after the last edit, gives a new chart its id and clears "recently saved" after 3 s', async () => {
    const onSaved = vi.fn();
    const h = harness({ onSaved });
    h.edit();
    await h.clock.advance(2000);
    h.edit();
    await h.clock.advance(2999);
    expect(h.requests).toHaveLength(0);
    await h.clock.advance(1);
    expect(h.requests).toHaveLength(1);
    expect(h.requests[0]).toMatchObject({
      chartId: 'new',
      request: {
        s: 'tab-0001',
        v: 11,
        saveId: 'save-1',
        state: { settings: { chartId: 'new', revision: 0 } },
      },
    });
    expect(h.queue.status).toBe('saving');
    await h.answer(ok('abc123def456', 1));
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ chartId: 'abc123def456', revision: 1, created: true }),
    );
    expect(h.queue.chartId).toBe('abc123def456');
    expect(h.queue.status).toBe('recentlySaved');
    await h.clock.advance(3000);
    expect(h.queue.status).toBe('saved');
    expect(h.statuses).toEqual(['unsaved', 'saving', 'recentlySaved', 'saved']);
  });

  it('hands the server’s symbolsChanged to whoever takes them over', async () => {
    const onSaved = vi.fn();
    const h = harness({ onSaved, chartId: 'abc123def456', revision: 1 });
    h.edit();
    await h.clock.advance(3000);
    const change = {
      symbolId: 'knit',
      abbreviation: 'R1',
      description: '',
      alternativeAbbreviation: '',
      alternativeDescription: '',
    };
    const answer = ok('abc123def456', 2);
    await h.answer(answer.status === 'ok' ? { ...answer, symbolsChanged: [change] } : answer);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ revision: 2, symbolsChanged: [change] }));
  });

  it('says a new chart nobody drew on has nothing saved yet, never "saved", and a saved chart is saved', async () => {
    const fresh = harness();
    expect(fresh.queue.status).toBe('notSaved');
    await fresh.queue.save();
    expect(fresh.requests).toHaveLength(0);
    expect(fresh.queue.status).toBe('notSaved');
    fresh.edit();
    expect(fresh.queue.status).toBe('unsaved');
    await fresh.clock.advance(3000);
    expect(fresh.queue.status).toBe('saving');
    await fresh.answer(ok('abc123def456', 1));
    expect(fresh.statuses).toEqual(['unsaved', 'saving', 'recentlySaved']);

    expect(harness({ chartId: 'c1', revision: 3 }).queue.status).toBe('saved');
    expect(harness({ savedChangeCount: -1 }).queue.status).toBe('unsaved');
  });

  it('keeps "failed" through later edits until a save succeeds', async () => {
    const h = harness({ chartId: 'c1', revision: 1 });
    h.edit();
    await h.clock.advance(3000);
    await h.answer(new Error('offline'));
    expect(h.queue.status).toBe('failed');
    h.edit();
    expect(h.queue.status).toBe('failed');
  });

  it('does not save without a login, without changes, or twice at once', async () => {
    const anonymous = harness({ isLoggedIn: () => false });
    anonymous.edit();
    await anonymous.queue.save();
    expect(anonymous.requests).toHaveLength(0);

    const h = harness();
    await h.queue.save();
    expect(h.requests).toHaveLength(0);
    h.edit();
    const first = h.queue.save();
    const second = h.queue.save();
    await flushMicrotasks();
    expect(h.requests).toHaveLength(1);
    let secondSettled = false;
    void second.then(() => (secondSettled = true));
    await h.answer(ok('c1', 1));
    await expect(first).resolves.toBeUndefined();
    expect(secondSettled).toBe(true);
  });

  it('settles every queued request with the running save’s failure', async () => {
    const h = harness();
    h.edit();
    const first = h.queue.save();
    const queued = h.queue.save();
    await flushMicrotasks();
    await h.answer(new Error('Network request failed'));
    await expect(first).rejects.toThrow('Network request failed');
    await expect(queued).rejects.toThrow('Network request failed');
  });

  it('saves changes made during a save right after it, based on the new revision', async () => {
    const h = harness({ chartId: 'c1', revision: 4 });
    h.edit();
    const first = h.queue.save();
    await flushMicrotasks();
    h.edit();
    await h.answer(ok('c1', 5));
    await first;
    await flushMicrotasks();
    expect(h.requests).toHaveLength(2);
    expect(h.requests[1]?.request.state.settings.revision).toBe(5);
    expect(h.requests[1]?.request.saveId).toBe('save-2');
    await h.answer(ok('c1', 6));
    expect(h.queue.status).toBe('recentlySaved');
  });

  it('keeps changes unsaved on a network failure, flashes for 3 s and retries after 15 s with the same save id', async () => {
    const h = harness({ chartId: 'c1', revision: 1 });
    h.edit();
    void h.queue.save().catch(() => undefined);
    await flushMicrotasks();
    await h.answer(new Error('Network request failed'));
    expect(h.queue.status).toBe('failed');
    expect(h.queue.hasUnsavedChanges()).toBe(true);
    expect(h.flashes).toEqual([saveMessages.connection]);
    await h.clock.advance(14_999);
    expect(h.requests).toHaveLength(1);
    await h.clock.advance(1);
    expect(h.requests).toHaveLength(2);
    expect(h.requests[1]?.request.saveId).toBe(h.requests[0]?.request.saveId);
    await h.answer(ok('c1', 2));
    expect(h.hidden).toBe(1);
    expect(h.queue.status).toBe('recentlySaved');
  });

  it('takes "too many saves" (429) as try again later: the changes stay and are saved 15 s later', async () => {
    const h = harness({ chartId: 'c1', revision: 1 });
    h.edit();
    void h.queue.save().catch(() => undefined);
    await flushMicrotasks();
    await h.answer(
      new AjaxError('status', 'Request failed (429)', {
        action: 'chart/save',
        status: 429,
        serverMessage: 'Te veel verzoeken, probeer het later opnieuw.',
      }),
    );
    expect(h.queue.status).toBe('failed');
    expect(h.queue.hasUnsavedChanges()).toBe(true);
    h.edit();
    await h.clock.advance(3000);
    expect(h.requests).toHaveLength(2);
    await h.answer(ok('c1', 2));
    expect(h.queue.status).toBe('recentlySaved');
    expect(h.queue.hasUnsavedChanges()).toBe(false);
  });

  it('retries a save refused with 429 after 15 s even without new edits', async () => {
    const h = harness({ chartId: 'c1', revision: 1 });
    h.edit();
    void h.queue.save().catch(() => undefined);
    await flushMicrotasks();
    await h.answer(new AjaxError('status', 'Request failed (429)', { action: 'chart/save', status: 429 }));
    await h.clock.advance(15_000);
    expect(h.requests).toHaveLength(2);
    expect(h.requests[1]?.request.saveId).toBe(h.requests[0]?.request.saveId);
  });

  it('uses a new save id when the chart changed since the failed attempt', async () => {
    const h = harness({ chartId: 'c1', revision: 1 });
    h.edit();
    void h.queue.save().catch(() => undefined);
    await flushMicrotasks();
    await h.answer(new Error('offline'));
    h.edit();
    await h.clock.advance(3000);
    expect(h.requests[1]?.request.saveId).not.toBe(h.requests[0]?.request.saveId);
  });

  it('shows no flash outside the editor', async () => {
    const h = harness({ inEditor: false });
    h.edit();
    void h.queue.save().catch(() => undefined);
    await flushMicrotasks();
    await h.answer(new Error('offline'));
    expect(h.flashes).toEqual([]);
  });

  it('hands notLoggedIn to the login route and fails with "Not logged in", without retrying', async () => {
    const onNotLoggedIn = vi.fn();
    const h = harness({ onNotLoggedIn });
    h.edit();
    const saving = h.queue.save();
    await flushMicrotasks();
    await h.answer({ sfRequest: 'ok', status: 'notLoggedIn', reason: 'notLoggedIn' });
    await expect(saving).rejects.toThrow('Not logged in');
    expect(onNotLoggedIn).toHaveBeenCalledOnce();
    await h.clock.advance(60_000);
    expect(h.requests).toHaveLength(1);
  });

  it('fails other refusals with "Save chart failed"; a lost lock is retried, a stale revision is not', async () => {
    const onRefused = vi.fn();
    const h = harness({ chartId: 'c1', revision: 1, onRefused });
    h.edit();
    const lost = h.queue.save();
    await flushMicrotasks();
    await h.answer({ sfRequest: 'ok', status: 'writeLockLost', reason: 'writeLockLost' });
    await expect(lost).rejects.toThrow('Save chart failed');
    expect(onRefused).toHaveBeenLastCalledWith('writeLockLost');
    await h.clock.advance(15_000);
    expect(h.requests).toHaveLength(2);
    await h.answer({ sfRequest: 'ok', status: 'staleRevision', reason: 'staleRevision' });
    expect(onRefused).toHaveBeenLastCalledWith('staleRevision');
    h.edit();
    await h.clock.advance(60_000);
    expect(h.requests).toHaveLength(2);
    h.queue.rebase(3, 0);
    void h.queue.save().catch(() => undefined);
    await flushMicrotasks();
    expect(h.requests).toHaveLength(3);
    expect(h.requests[2]?.request.state.settings.revision).toBe(3);
  });
  it('keeps the changes when the storage is full, tries again after 15 s and saves once there is room', async () => {
    const onRefused = vi.fn();
    const h = harness({ chartId: 'c1', revision: 1, onRefused });
    h.edit();
    const full = h.queue.save();
    await flushMicrotasks();
    await h.answer({ sfRequest: 'ok', status: 'storageFull', reason: 'storageFull' });
    await expect(full).rejects.toThrow('Save chart failed');
    expect(onRefused).toHaveBeenLastCalledWith('storageFull');
    expect(h.queue.status).toBe('failed');
    expect(h.queue.hasUnsavedChanges()).toBe(true);
    // Not the connection message: the editor shows its own notice for a full storage.
    expect(h.flashes).toEqual([]);
    await h.clock.advance(15_000);
    expect(h.requests).toHaveLength(2);
    // The retry sends the same edits with the same save id.
    expect(h.requests[1]?.request.saveId).toBe(h.requests[0]?.request.saveId);
    await h.answer(ok('c1', 2));
    expect(h.queue.hasUnsavedChanges()).toBe(false);
    expect(h.queue.status).toBe('recentlySaved');
  });

  it('starts no save while the page goes away, and saves as usual when the user stays', async () => {
    const h = harness({ chartId: 'c1', revision: 1 });
    h.edit();
    h.queue.hold(true);
    await h.clock.advance(3000);
    await h.queue.save();
    expect(h.requests).toHaveLength(0);
    expect(h.queue.hasUnsavedChanges()).toBe(true);
    h.queue.hold(false);
    await h.clock.advance(2999);
    expect(h.requests).toHaveLength(0);
    await h.clock.advance(1);
    expect(h.requests).toHaveLength(1);
    await h.answer(ok('c1', 2));
    expect(h.queue.hasUnsavedChanges()).toBe(false);
  });
});
