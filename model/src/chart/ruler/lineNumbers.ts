/**
 * The number each line of a chart's work order carries on its ruler (issue 27, one numbering): the written text
 * labels its rows with these, as the tracker's label and the rulers do. Rows worked in sequence take the rows
 * ruler's number, columns the columns ruler's; diagonals (c2c) have none and are counted 1…n.
 */
import type { Craft } from '../../crafts';
import type { GridSettings } from '../grid';
import type { WorkDirections } from '../workOrder';
import { effectiveRuler } from './craftRuler';
import { rulerNumbering } from './rulerNumbering';

/**
 * The ruler's number of every line in work order, or undefined when the lines are diagonals or when every line's
 * number is its place (1, 2, 3…: nothing to tell apart).
 */
export function rulerLineNumbers(
  craft: Craft | string,
  settings: Pick<GridSettings, 'ruler' | 'size'>,
  directions: Pick<WorkDirections, 'direction1'>,
): number[] | undefined {
  const { columnCount, rowCount } = settings.size;
  const sequence = directions.direction1;
  const rows = sequence === 'topToBottom' || sequence === 'bottomToTop';
  const columns = sequence === 'leftToRight' || sequence === 'rightToLeft';
  if (!rows && !columns) return undefined;
  const ruler = effectiveRuler(craft, settings.ruler);
  const count = rows ? rowCount : columnCount;
  const numbering = rulerNumbering(ruler, rows ? 'rows' : 'columns', count);
  const fromStart = sequence === 'topToBottom' || sequence === 'leftToRight';
  const numbers: number[] = [];
  let plain = true;
  for (let line = 0; line < count; line += 1) {
    const index = fromStart ? line : count - 1 - line;
    const number = numbering.number(index) ?? line + 1;
    if (number !== line + 1) plain = false;
    numbers.push(number);
  }
  return plain ? undefined : numbers;
}
