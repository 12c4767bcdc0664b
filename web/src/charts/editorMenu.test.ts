import { describe, expect, it } from 'vitest';
import type { ChartMenuEntry } from './contextMenu';
import { editorMenuEntries, editorMenuTarget, type EditorMenuContext } from './editorMenu';

const labels = (entries: readonly ChartMenuEntry[]) =>
  entries.map((entry) =>
    entry.kind === 'divider'
      ? '---'
      : `${entry.label}${entry.disabled ? ' (uit)' : ''}${entry.premium ? ' [P]' : ''}`,
  );
const context = (overrides: Partial<EditorMenuContext> = {}): EditorMenuContext => ({
  chartId: 'abc123',
  owner: true,
  locked: false,
  allowClone: false,
  allowExport: false,
  premiumUser: false,
  columnCount: 40,
  rowCount: 30,
  ...overrides,
});

describe("the editor's chart menu", () => {
  it('offers the owner every action of the chart', () => {
    expect(labels(editorMenuEntries(context()))).toEqual([
      'Chartgegevens',
      'Zoom',
      '---',
      'Eigenschappen',
      'Delen',
      'Maak een kopie',
      'Downloaden',
      '---',
      'Verwijderen',
      '---',
      'Annuleren',
    ]);
  });

  it('hides Eigenschappen and Verwijderen while the owner’s chart is locked', () => {
    expect(labels(editorMenuEntries(context({ locked: true })))).toEqual([
      'Chartgegevens',
      'Zoom',
      '---',
      'Delen',
      'Maak een kopie',
      'Downloaden',
      '---',
      'Annuleren',
    ]);
  });

  it('offers someone else (a shared-with user or a visitor) only a copy and a download, as the owner allows', () => {
    expect(labels(editorMenuEntries(context({ owner: false })))).toEqual([
      'Chartgegevens',
      'Zoom',
      '---',
      'Maak een kopie (uit)',
      'Downloaden (uit)',
      '---',
      'Annuleren',
    ]);
    expect(labels(editorMenuEntries(context({ owner: false, allowClone: true, allowExport: true })))).toEqual(
      ['Chartgegevens', 'Zoom', '---', 'Maak een kopie', 'Downloaden', '---', 'Annuleren'],
    );
    // A locked chart of someone else: the same, locking does not forbid copies.
    expect(labels(editorMenuEntries(context({ owner: false, locked: true, allowClone: true })))).toEqual([
      'Chartgegevens',
      'Zoom',
      '---',
      'Maak een kopie',
      'Downloaden (uit)',
      '---',
      'Annuleren',
    ]);
  });

  it('offers a new, unsaved chart only its screens and Downloaden: the rest needs a saved chart', () => {
    expect(labels(editorMenuEntries(context({ chartId: 'new' })))).toEqual([
      'Chartgegevens',
      'Zoom',
      '---',
      'Downloaden',
      '---',
      'Annuleren',
    ]);
  });

  it('marks a copy beyond the free size as premium for users without premium', () => {
    const big = context({ columnCount: 1000, rowCount: 10 });
    expect(labels(editorMenuEntries(big))).toContain('Maak een kopie [P]');
    expect(labels(editorMenuEntries({ ...big, premiumUser: true }))).toContain('Maak een kopie');
    // A copy that is not allowed at all is not offered as premium either.
    expect(labels(editorMenuEntries({ ...big, owner: false }))).toContain('Maak een kopie (uit)');
  });

  it('leads each item to its screen of the chart, a premium copy to the offer, Annuleren nowhere', () => {
    const plain = { premium: false };
    expect(editorMenuTarget('abc123', { action: 'properties', ...plain })).toBe('/nl/c/abc123/settings');
    expect(editorMenuTarget('abc123', { action: 'share', ...plain })).toBe('/nl/c/abc123/share');
    expect(editorMenuTarget('abc123', { action: 'clone', ...plain })).toBe('/nl/c/abc123/clone');
    expect(editorMenuTarget('abc123', { action: 'clone', premium: true })).toBe(
      '/nl/c/abc123/premium/order?s=34',
    );
    expect(editorMenuTarget('abc123', { action: 'download', ...plain })).toBe('/nl/c/abc123/download');
    expect(editorMenuTarget('new', { action: 'download', ...plain })).toBe('/nl/c/new/download');
    expect(editorMenuTarget('abc123', { action: 'delete', ...plain })).toBe('/nl/c/abc123/delete');
    expect(editorMenuTarget('abc123', { action: 'chartProperties', ...plain })).toBe(
      '/nl/c/abc123/chart-properties',
    );
    expect(editorMenuTarget('new', { action: 'zoom', ...plain })).toBe('/nl/c/new/zoom');
    expect(editorMenuTarget('abc123', { action: 'cancel', ...plain })).toBeUndefined();
    expect(editorMenuTarget('abc123', { action: 'restore', ...plain })).toBeUndefined();
  });
});
