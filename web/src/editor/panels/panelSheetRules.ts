import type { nl } from '../../i18n/nl';

/** The side panels, in the order their tabs show. */
export type PanelKey = keyof typeof nl.editor.panels;
export const panelKeys: readonly PanelKey[] = [
  'palette',
  'layers',
  'grid',
  'details',
  'directions',
  'display',
  'ruler',
  'supplies',
  'checks',
  'backups',
];

/**
 * The panels only a grid chart has: its size in cells, the work directions, the ruler, and the supplies and checks
 * (both count the grid's cells). A freeform chart (issue 29) shows its size in the header and has no rows or
 * columns, so these tabs are left out for it.
 */
export const gridOnlyPanels: ReadonlySet<PanelKey> = new Set<PanelKey>([
  'grid',
  'directions',
  'ruler',
  'supplies',
  'checks',
]);

/**
 * The tabs the editor shows, in order: the grid-only panels not for a freeform chart, the backups only when the
 * page provides them (a saved chart the viewer may write).
 */
export function panelsFor(chart: { readonly freeform: boolean; readonly backups: boolean }): PanelKey[] {
  return panelKeys.filter(
    (key) => (key !== 'backups' || chart.backups) && !(chart.freeform && gridOnlyPanels.has(key)),
  );
}

/** Which side panel is chosen, and whether the bottom sheet that shows it on a narrow screen is open. */
export interface PanelSheetState {
  readonly panel: PanelKey;
  readonly open: boolean;
}

/** The chart fills a narrow screen at first: the palette is chosen, the sheet closed. */
export const initialPanelSheet: PanelSheetState = { panel: 'palette', open: false };

/**
 * A tab pressed. Wide screens always show one panel beside the chart, so the tab just chooses it; on a narrow
 * screen the tab of the panel already open closes the sheet again (a toggle), any other opens it on that panel.
 */
export function choosePanel(state: PanelSheetState, panel: PanelKey, narrow: boolean): PanelSheetState {
  if (narrow && state.open && state.panel === panel) return { panel, open: false };
  return { panel, open: true };
}

/** The close button or Escape: the sheet closes, the chosen panel stays chosen for next time. */
export function closePanelSheet(state: PanelSheetState): PanelSheetState {
  return state.open ? { ...state, open: false } : state;
}

/** Whether the chosen panel is shown: always beside the chart on a wide screen, in the open sheet on a narrow. */
export function isPanelShown(state: PanelSheetState, narrow: boolean): boolean {
  return !narrow || state.open;
}
