import { createPaletteStyle } from '@steekwerk/model';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChecksClient, ChecksOutcome } from '../../engine/checksClient';
import { connectEditorToStore } from '../editorStore';
import { TestEditor } from '../testing/TestEditor';
import { useChartChecks } from './useChartChecks';

let disconnect = () => {};
afterEach(() => disconnect());

function chart() {
  const styles = [
    createPaletteStyle(1, { colorBackground: '#c81e1e' }),
    createPaletteStyle(2, { colorBackground: '#1e40c8' }),
  ];
  const test = TestEditor.create({ columns: 20, rows: 20, craft: 'crossStitch', type: 'other', styles });
  test.editor.drawCell(3, 3, 1);
  disconnect = connectEditorToStore(test.editor);
  return test;
}

describe('the checks of a large chart', () => {
  it('run in the checks worker, not on the page, and show what it answers', async () => {
    const { editor } = chart();
    const answer: ChecksOutcome = { status: 'done', findings: [{ kind: 'unused', styleId: 2 }] };
    const client: ChecksClient = { run: vi.fn(async () => answer), cancel: vi.fn() };
    const { result } = renderHook(() =>
      useChartChecks(editor, { client: () => client, workerCellCount: 100 }),
    );
    await waitFor(() => expect(result.current).toEqual(answer.findings));
    expect(client.run).toHaveBeenCalledTimes(1);
    const job = vi.mocked(client.run).mock.calls[0]![0];
    expect(job.cells).toHaveLength(400);
  });

  it('say in Dutch when the worker failed, and ignore a cancelled check', async () => {
    const { editor } = chart();
    const outcomes: ChecksOutcome[] = [
      { status: 'cancelled' },
      { status: 'failed', message: 'De controle kon niet worden uitgevoerd. Probeer het opnieuw.' },
    ];
    const client: ChecksClient = { run: vi.fn(async () => outcomes.shift()!), cancel: vi.fn() };
    const { result } = renderHook(() =>
      useChartChecks(editor, { client: () => client, workerCellCount: 100 }),
    );
    await waitFor(() => expect(client.run).toHaveBeenCalledTimes(1));
    expect(result.current).toBeUndefined();
    await act(async () => {
      editor.drawCell(4, 4, 1);
      await new Promise((resolve) => setTimeout(resolve, 350));
    });
    await waitFor(() =>
      expect(result.current).toEqual({
        failed: 'De controle kon niet worden uitgevoerd. Probeer het opnieuw.',
      }),
    );
  });

  it('run on the page for a small chart', async () => {
    const { editor } = chart();
    const client: ChecksClient = { run: vi.fn(), cancel: vi.fn() };
    const { result } = renderHook(() => useChartChecks(editor, { client: () => client }));
    await waitFor(() => expect(Array.isArray(result.current)).toBe(true));
    expect(client.run).not.toHaveBeenCalled();
  });
});
