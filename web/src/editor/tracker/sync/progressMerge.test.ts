import { describe, expect, it } from 'vitest';
import { decodeDone } from '../doneEncoding';
import { encodeDoneForSave, mergeDone, mergeValue, sameDone } from './progressMerge';

describe('progress merge rules', () => {
  it('keeps the cells this device changed since the shared state and takes the others from the server', () => {
    const base = Uint8Array.from([1, 1, 0, 0, 0]);
    const local = Uint8Array.from([0, 1, 1, 0, 0]);
    const theirs = Uint8Array.from([1, 0, 0, 1, 1]);
    expect([...mergeDone(base, local, theirs)]).toEqual([0, 0, 1, 1, 1]);
  });

  it('sends a grid with nothing done as its bytes, so clearing the last cell reaches the server', () => {
    const size = { columnCount: 3, rowCount: 2 };
    const none = new Uint8Array(6);
    const encoded = encodeDoneForSave(none);
    expect(encoded).toMatch(/^1:/);
    expect([...(decodeDone(encoded, size, size) ?? [])]).toEqual([0, 0, 0, 0, 0, 0]);
    const some = Uint8Array.from([0, 1, 0, 0, 0, 1]);
    expect(sameDone(decodeDone(encodeDoneForSave(some), size, size) ?? none, some)).toBe(true);
  });

  it('a value changed here wins; otherwise the server’s', () => {
    expect(mergeValue('rowsFull', 'perGridCell', 'rowsGroup4')).toBe('perGridCell');
    expect(mergeValue('rowsFull', 'rowsFull', 'rowsGroup4')).toBe('rowsGroup4');
    expect(mergeValue([{ a: 1 }], [{ a: 1 }], [])).toEqual([]);
  });
});
