// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { closeFakeWorkers, fakeWorkers } from '../engine/fakeEngineWorkers';
import { openNewChart } from './openNewChart';

afterEach(closeFakeWorkers);

describe('openNewChart', () => {
  it('makes the document from cells the worker decoded from the encoded empty grid', async () => {
    const calls: string[] = [];
    const { client } = fakeWorkers(() => ({
      encodeRows: (cells: Uint8Array, columnCount: number, rowCount: number) => {
        calls.push(`encode ${cells.length} ${columnCount}×${rowCount} max ${Math.max(...cells)}`);
        return { ok: true, rows: '1:empty' };
      },
      decodeRows: (rows: string, columnCount: number, rowCount: number) => {
        calls.push(`decode ${rows} ${columnCount}×${rowCount}`);
        const cells = new Uint8Array(columnCount * rowCount);
        cells[0] = 3;
        return { ok: true, cells };
      },
    }));
    const opened = await openNewChart(client, 30, 20);
    expect(calls).toEqual(['encode 600 30×20 max 0', 'decode 1:empty 30×20']);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.value.columnCount).toBe(30);
    expect(opened.value.rowCount).toBe(20);
    expect(opened.value.cellAt(0, 0)).toBe(3);
  });

  it('passes an engine failure on', async () => {
    const { client } = fakeWorkers(() => ({
      encodeRows: () => ({ ok: true, rows: '1:AAAA' }),
      decodeRows: () => ({ ok: false, code: 'invalidGridRows' }),
    }));
    expect(await openNewChart(client)).toEqual({
      ok: false,
      error: { code: 'invalidGridRows', message: 'Invalid grid rows' },
    });
  });
});
