/**
 * Saves the server refuses as invalid (issue 23): a 4xx that another try of the same state cannot change is never
 * sent again unchanged; the user reads why in Dutch; the changes stay unsaved until the chart changes.
 */
import { outdatedAppMessage } from '@steekwerk/model';
import { describe, expect, it, vi } from 'vitest';
import { AjaxError } from '../../api/ajaxError';
import { flushMicrotasks } from '../../test/fakeClock';
import { saveMessages, saveTimings } from './saveQueue';
import { harness, ok, type Harness } from '../testing/saveQueueHarness';

const outsideGrid = 'Een lijn of steek ligt buiten het raster.';

/** The error the ajax client throws for an HTTP error answer (no retry for a 4xx but 408). */
function answered(status: number, serverMessage?: string): AjaxError {
  return new AjaxError('status', `Request failed (${status})`, {
    action: 'chart/save/:chartId',
    status,
    serverMessage,
    retryable: status >= 500 || status === 408,
  });
}

/** Edits a saved chart and lets the auto-save send it. */
async function editAndSave(h: Harness): Promise<void> {
  h.edit();
  await h.clock.advance(saveTimings.autoSaveDebounceMs);
  await flushMicrotasks();
}

describe('a save the server refuses as invalid', () => {
  it('is never sent again unchanged, says why in Dutch and keeps the changes unsaved', async () => {
    const h = harness({ chartId: 'c1', revision: 1 });
    await editAndSave(h);
    expect(h.requests).toHaveLength(1);
    await h.answer(answered(400, outsideGrid));

    expect(h.queue.status).toBe('refused');
    expect(h.queue.refusal).toBe(`Opslaan geweigerd: ${outsideGrid}`);
    expect(h.queue.hasUnsavedChanges()).toBe(true);
    expect(h.flashes).toHaveLength(1);
    expect(h.flashes[0]).toMatch(/^Opslaan geweigerd: Een lijn of steek ligt buiten het raster\. /);
    expect(h.flashes[0]).not.toContain('verbinding');
    // Long enough to read a sentence or two, not the 3 s of the connection message.
    expect(h.flashDurations[0]).toBeGreaterThanOrEqual(8000);

    // Neither the 15 s retry nor a blur or "save now" sends the refused state again.
    await h.clock.advance(10 * saveTimings.retryMs);
    await h.queue.save();
    await flushMicrotasks();
    expect(h.requests).toHaveLength(1);
    expect(h.queue.status).toBe('refused');
    expect(h.queue.hasUnsavedChanges()).toBe(true);
  });

  it('tries again after the usual debounce once the chart changed, with a new save id, and a success clears it', async () => {
    const h = harness({ chartId: 'c1', revision: 1 });
    await editAndSave(h);
    await h.answer(answered(400, outsideGrid));

    h.edit();
    // The refusal stays readable while the next attempt waits.
    expect(h.queue.status).toBe('refused');
    await h.clock.advance(saveTimings.autoSaveDebounceMs - 1);
    expect(h.requests).toHaveLength(1);
    await h.clock.advance(1);
    await flushMicrotasks();
    expect(h.requests).toHaveLength(2);
    expect(h.requests[1]?.request.saveId).not.toBe(h.requests[0]?.request.saveId);
    await h.answer(ok('c1', 2));

    expect(h.queue.status).toBe('recentlySaved');
    expect(h.queue.refusal).toBeUndefined();
    expect(h.queue.hasUnsavedChanges()).toBe(false);
    expect(h.hidden).toBe(1);
  });

  it('says so again when the changed chart is refused again', async () => {
    const h = harness({ chartId: 'c1', revision: 1 });
    await editAndSave(h);
    await h.answer(answered(400, outsideGrid));
    await editAndSave(h);
    const unknownStyle = 'Een steek gebruikt een stijl die niet in het palet staat. Stijl 9 ontbreekt.';
    await h.answer(answered(400, unknownStyle));
    expect(h.queue.refusal).toBe(`Opslaan geweigerd: ${unknownStyle}`);
    expect(h.flashes).toHaveLength(2);
    await h.clock.advance(60_000);
    expect(h.requests).toHaveLength(2);
  });

  it.each([400, 404, 405, 409, 413, 415, 422])('treats HTTP %i as refused', async (status) => {
    const h = harness({ chartId: 'c1', revision: 1 });
    await editAndSave(h);
    await h.answer(answered(status, 'Ongeldig verzoek.'));
    expect(h.queue.status).toBe('refused');
    await h.clock.advance(60_000);
    expect(h.requests).toHaveLength(1);
  });

  it('still says in Dutch that the server refused the chart when the answer has no message', async () => {
    const h = harness({ chartId: 'c1', revision: 1 });
    await editAndSave(h);
    await h.answer(answered(413));
    expect(h.queue.refusal).toBe('Opslaan geweigerd: de server nam de chart niet aan.');
  });

  it('puts the two English messages of the spec into Dutch', async () => {
    const h = harness({ chartId: 'c1', revision: 1 });
    await editAndSave(h);
    await h.answer(answered(400, 'Invalid grid rows'));
    expect(h.queue.refusal).toBe('Opslaan geweigerd: de rijen van het raster zijn ongeldig.');
    await editAndSave(h);
    await h.answer(
      answered(400, 'Ongeldige invoer. state.palette.styles.0.colorBackground: Invalid HEX color'),
    );
    expect(h.queue.refusal).toBe(
      'Opslaan geweigerd: Ongeldige invoer. state.palette.styles.0.colorBackground: ongeldige HEX-kleur',
    );
  });

  it('is forgotten when the editor loads a newer revision', async () => {
    const h = harness({ chartId: 'c1', revision: 1 });
    await editAndSave(h);
    await h.answer(answered(400, outsideGrid));
    h.queue.rebase(2, 0);
    expect(h.queue.refusal).toBeUndefined();
    expect(h.queue.status).toBe('unsaved');
    void h.queue.save().catch(() => undefined);
    await flushMicrotasks();
    expect(h.requests).toHaveLength(2);
  });

  it('shows no flash outside the editor, but still never sends the refused state again', async () => {
    const h = harness({ chartId: 'c1', revision: 1, inEditor: false });
    await editAndSave(h);
    await h.answer(answered(400, outsideGrid));
    expect(h.flashes).toEqual([]);
    await h.clock.advance(60_000);
    expect(h.requests).toHaveLength(1);
  });
});

describe('answers another try can change keep their rules', () => {
  it('a network failure flashes the connection message for 3 s and is retried after 15 s', async () => {
    const h = harness({ chartId: 'c1', revision: 1 });
    await editAndSave(h);
    await h.answer(new AjaxError('network', 'Network request failed', { action: 'chart/save/:chartId' }));
    expect(h.queue.status).toBe('failed');
    expect(h.queue.refusal).toBeUndefined();
    expect(h.flashes).toEqual([saveMessages.connection]);
    expect(h.flashDurations).toEqual([3000]);
    await h.clock.advance(saveTimings.retryMs);
    expect(h.requests).toHaveLength(2);
    expect(h.requests[1]?.request.saveId).toBe(h.requests[0]?.request.saveId);
  });

  it.each([403, 408, 429, 500, 503])(
    'HTTP %i is tried again after 15 s with the same save id',
    async (status) => {
      const h = harness({ chartId: 'c1', revision: 1 });
      await editAndSave(h);
      await h.answer(answered(status, 'Probeer het later opnieuw.'));
      expect(h.queue.status).toBe('failed');
      expect(h.queue.refusal).toBeUndefined();
      await h.clock.advance(saveTimings.retryMs);
      expect(h.requests).toHaveLength(2);
      expect(h.requests[1]?.request.saveId).toBe(h.requests[0]?.request.saveId);
    },
  );

  it('a network failure after a refusal goes back to the retry rule', async () => {
    const h = harness({ chartId: 'c1', revision: 1 });
    await editAndSave(h);
    await h.answer(answered(400, outsideGrid));
    await editAndSave(h);
    await h.answer(new Error('Network request failed'));
    expect(h.queue.status).toBe('failed');
    expect(h.queue.refusal).toBeUndefined();
    await h.clock.advance(saveTimings.retryMs);
    expect(h.requests).toHaveLength(3);
  });
});

describe('a save answered that the app is a protocol version behind (a deploy, issue 26)', () => {
  it('keeps the changes unsaved, asks for a reload instead of a refusal, and is not retried', async () => {
    const onOutdated = vi.fn();
    const h = harness({ chartId: 'c1', revision: 1, onOutdated });
    await editAndSave(h);
    await h.answer(answered(400, `v: ${outdatedAppMessage}`));
    expect(onOutdated).toHaveBeenCalledOnce();
    expect(h.queue.status).toBe('failed');
    expect(h.queue.refusal).toBeUndefined();
    expect(h.queue.hasUnsavedChanges()).toBe(true);
    expect(h.flashes).toEqual([]);
    await h.clock.advance(10 * saveTimings.retryMs);
    expect(h.requests).toHaveLength(1);
  });
});
