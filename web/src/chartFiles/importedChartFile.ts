/**
 * What a chart file becomes in the app: a new chart (id `new`, never saved, in no folder, shared with nobody) with
 * the file's grid, palette, lines and part stitches, checked against the user's tier before the editor opens it.
 */
import { tierLimits, type ChartState } from '@steekwerk/model';
import { nl } from '../i18n/nl';

/** The chart of a file as a new, unsaved chart of this user. */
export function asNewChart(state: ChartState): ChartState {
  return {
    ...state,
    settings: {
      ...state.settings,
      chartId: 'new',
      revision: 0,
      revisionNumber: 0,
      folderId: '',
      locked: false,
      allowAnonymous: false,
      allowUsers: [],
    },
    details: {
      ...state.details,
      dateCreated: '',
      dateModified: '',
      ownerUserId: '',
      ownerPremium: false,
      allowClone: false,
      allowExport: true,
    },
  };
}

/** Why the user's tier cannot hold the chart (a Dutch sentence), or undefined when it can. */
export function tierProblemOf(state: ChartState, premium: boolean): string | undefined {
  const limits = tierLimits(premium);
  const { columnCount, rowCount } = state.grid.settings.size;
  const texts = nl.chartFiles;
  if (columnCount > limits.maxGridSize || rowCount > limits.maxGridSize) {
    return texts.tooLarge(columnCount, rowCount, limits.maxGridSize, premium);
  }
  if (state.palette.styles.length > limits.maxPaletteStyles) {
    return texts.tooManyColours(state.palette.styles.length, limits.maxPaletteStyles, premium);
  }
  return undefined;
}
