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
