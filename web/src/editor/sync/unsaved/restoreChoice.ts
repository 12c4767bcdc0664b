/**
 * What opening a chart offers for the unsaved changes this device kept of it (issue 26): restoring them on top
 * of the server's revision when that is still the one they were based on; keeping them as a copy when someone
 * saved in between (never a blind overwrite); nothing when they are what the server has anyway (a save that went
 * through as the tab closed) or when another live tab is editing them.
 */
import { layersWithoutRows, type ChartState } from '@steekwerk/model';
import { tabLockName } from '../tabSession';
import type { UnsavedEntry } from './unsavedStore';

export type RestoreChoice = 'restore' | 'copy' | 'same';

/** The chart as the server has it, as opened. */
export interface OpenedForRestore {
  readonly revision: number;
  readonly state: Pick<ChartState, 'palette' | 'grid' | 'layers' | 'freeform'> & {
    readonly settings: { readonly title: string };
  };
  /** The first layer's cells. */
  readonly cells: Uint8Array;
  /** The further layers' cells, from the second layer on. */
  readonly furtherLayerCells?: readonly Uint8Array[];
}

/** The choice for `entry` against the chart as opened. */
export function restoreChoiceOf(entry: UnsavedEntry, opened: OpenedForRestore): RestoreChoice {
  if (entry.chartId === 'new') return 'restore';
  if (!entry.chartUnsaved) return entry.done ? 'restore' : 'same';
  if (sameChart(entry, opened)) return entry.done ? 'restore' : 'same';
  return entry.baseRevision === opened.revision ? 'restore' : 'copy';
}

/** Whether the kept chart is the opened one, cell for cell (its view settings aside). */
function sameChart(entry: UnsavedEntry, opened: OpenedForRestore): boolean {
  const kept = [entry.cells, ...(entry.furtherLayerCells ?? [])];
  const shown = [opened.cells, ...(opened.furtherLayerCells ?? [])];
  if (kept.length !== shown.length || kept.some((cells, layer) => !sameBytes(cells, shown[layer]!)))
    return false;
  const { rows: _kept, ...keptGrid } = entry.state.grid;
  const { rows: _opened, ...openedGrid } = opened.state.grid;
  return (
    entry.state.settings.title === opened.state.settings.title &&
    JSON.stringify([
      entry.state.palette,
      keptGrid,
      layersWithoutRows(entry.state.layers),
      entry.state.freeform,
    ]) ===
      JSON.stringify([
        opened.state.palette,
        openedGrid,
        layersWithoutRows(opened.state.layers),
        opened.state.freeform,
      ])
  );
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

/**
 * Whether the tab that kept `entry` still lives (and may still save it itself): another tab holding the Web Lock
 * of its session id. This page's own session (a reload) is not another tab.
 */
export async function keptByLiveTab(
  entry: UnsavedEntry,
  ownSessionId: string,
  locks: Pick<LockManager, 'query'> | undefined = typeof navigator !== 'undefined' && 'locks' in navigator
    ? navigator.locks
    : undefined,
): Promise<boolean> {
  if (entry.sessionId === ownSessionId || !locks) return false;
  try {
    const { held = [] } = await locks.query();
    return held.some((lock) => lock.name === tabLockName(entry.sessionId));
  } catch {
    return false;
  }
}

/** The kept chart as a new chart (its copy): no id, no revision, the title (or "Naamloos") marked as a copy. */
export function copyStateOf(
  entry: UnsavedEntry,
  rows: string,
  texts: { readonly suffix: string; readonly untitled: string },
  maxTitle: number,
): ChartState {
  const { state } = entry;
  const { suffix } = texts;
  const original = state.settings.title.trim() || texts.untitled;
  const title = `${original.slice(0, Math.max(0, maxTitle - suffix.length))}${suffix}`;
  return {
    ...state,
    settings: { ...state.settings, chartId: 'new', revision: 0, title },
    grid: { ...state.grid, rows },
  };
}
