import { describe, expect, it } from 'vitest';
import {
  choosePanel,
  closePanelSheet,
  initialPanelSheet,
  isPanelShown,
  panelKeys,
  panelsFor,
} from './panelSheetRules';

describe('the side panels as a bottom sheet', () => {
  it('starts with the palette chosen and, on a narrow screen, the sheet closed so the chart fills the screen', () => {
    expect(initialPanelSheet).toEqual({ panel: 'palette', open: false });
    expect(isPanelShown(initialPanelSheet, true)).toBe(false);
    expect(isPanelShown(initialPanelSheet, false)).toBe(true);
  });

  it('on a narrow screen opens the sheet on a tab, switches with another tab and closes with the open one', () => {
    const opened = choosePanel(initialPanelSheet, 'palette', true);
    expect(opened).toEqual({ panel: 'palette', open: true });
    const switched = choosePanel(opened, 'grid', true);
    expect(switched).toEqual({ panel: 'grid', open: true });
    expect(choosePanel(switched, 'grid', true)).toEqual({ panel: 'grid', open: false });
  });

  it('on a wide screen a tab only chooses: the panel beside the chart never closes', () => {
    const chosen = choosePanel(initialPanelSheet, 'display', false);
    expect(choosePanel(chosen, 'display', false)).toEqual({ panel: 'display', open: true });
    expect(isPanelShown(closePanelSheet(chosen), false)).toBe(true);
  });

  it('closing keeps the chosen panel for next time and leaves a closed sheet as it is', () => {
    const open = { panel: 'details', open: true } as const;
    expect(closePanelSheet(open)).toEqual({ panel: 'details', open: false });
    const closed = closePanelSheet(open);
    expect(closePanelSheet(closed)).toBe(closed);
  });
});

describe('which side panels a chart has', () => {
  it('gives a grid chart every panel, the backups only when the page provides them', () => {
    expect(panelsFor({ freeform: false, backups: true })).toEqual(panelKeys);
    expect(panelsFor({ freeform: false, backups: false })).toEqual(
      panelKeys.filter((key) => key !== 'backups'),
    );
  });

  it('leaves the grid-only panels out for a freeform chart, keeping the order of the rest', () => {
    expect(panelsFor({ freeform: true, backups: true })).toEqual([
      'palette',
      'layers',
      'details',
      'display',
      'backups',
    ]);
    expect(panelsFor({ freeform: true, backups: false })).toEqual([
      'palette',
      'layers',
      'details',
      'display',
    ]);
  });
});
