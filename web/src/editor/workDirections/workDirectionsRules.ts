/**
 * The rules of the work-directions screen (issue 27): the quick choices per handedness, and a small preview of the
 * work order the chart's directions give (the same `workOrderOf` the tracker and the written text use).
 */
import {
  newChartDirectionsFor,
  workDirectionsOf,
  workOrderOf,
  type ChartType,
  type GridSettings,
  type UserSettings,
} from '@steekwerk/model';

export type Handedness = UserSettings['handedness'];
export type DirectionsChange = Pick<GridSettings, 'direction1' | 'direction2'> &
  Partial<Pick<GridSettings, 'directionRunLength'>>;

/**
 * Knitting in the round: rows from the bottom, every row the same way. Right-handed makers work from the right
 * (the spec's default); left-handed makers (mirror knitting, left-handed crochet) from the left.
 */
export function inTheRound(handedness: Handedness): DirectionsChange {
  return newChartDirectionsFor(handedness);
}

/** Back and forth: rows from the bottom, the first (right side) from the maker's side, turning after every row. */
export function backAndForth(handedness: Handedness): DirectionsChange {
  return {
    direction1: 'bottomToTop',
    direction2: handedness === 'left' ? 'leftToRightAlternating' : 'rightToLeftAlternating',
    directionRunLength: 1,
  };
}

/** The step (1 first) of each cell of a small `columns` × `rows` piece worked in the chart's directions. */
export function previewSteps(
  type: ChartType,
  settings: Pick<GridSettings, 'direction1' | 'direction2' | 'directionRunLength'>,
  columns = 6,
  rows = 4,
): number[][] {
  const order = workOrderOf({ columnCount: columns, rowCount: rows }, workDirectionsOf(type, settings));
  const steps = Array.from({ length: rows }, () => new Array<number>(columns).fill(0));
  order.cells.forEach((cell, index) => {
    steps[Math.floor(cell / columns)]![cell % columns] = index + 1;
  });
  return steps;
}
