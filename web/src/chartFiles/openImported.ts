/**
 * Opening an imported chart file: the chart becomes the tab's draft of a new chart (with the file's marked stitches
 * as progress) and the editor opens it at `/nl/c/new?draft=1`, which saves it for a logged-in maker.
 */
import type { ChartState } from '@steekwerk/model';
import { draftQuery, keepDraft, keepDraftProgress } from '../editor/sync/draftStore';
import type { ImportedChartFile } from '../engine/chartFileProtocol';
import { asNewChart } from './importedChartFile';

/** The new chart set to open in the progress tracker (the editor's first mode follows `details.mode`). */
export function inTracker(state: ChartState): ChartState {
  return { ...state, details: { ...state.details, mode: 'progressTracker' } };
}

/** Keeps `chart` as the new chart's draft and goes to the editor; `tracker`: it opens in the progress tracker. */
export function openImportedChart(
  chart: ImportedChartFile,
  navigate: (path: string) => void,
  options: { readonly tracker?: boolean } = {},
): void {
  const state = asNewChart(chart.state);
  keepDraft(sessionStorage, options.tracker ? inTracker(state) : state);
  // The file's marked stitches open as the maker's progress (importedProgress.ts).
  if (chart.progressDone) keepDraftProgress(sessionStorage, chart.progressDone);
  navigate(`/nl/c/new?${draftQuery}`);
}
