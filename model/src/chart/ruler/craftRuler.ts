/**
 * The ruler a chart is read with: a default per craft for new charts, and how charts saved before the ruler carried
 * a craft default read (docs/decisions/rulers.md).
 */
import type { Craft } from '../../crafts';
import { defaultRuler, type Ruler } from '../grid';

/** Crafts read from the bottom right, the way knitters and crocheters work a chart. */
export function readsFromBottomRight(craft: Craft | string): boolean {
  return craft === 'knitting' || craft === 'crochet';
}

/** The ruler of a new chart of a craft: knitting and crochet count from the bottom right, the rest from the top left. */
export function defaultRulerFor(craft: Craft | string): Ruler {
  const ruler = defaultRuler();
  if (!readsFromBottomRight(craft)) {
    ruler.horizontalDirection = 'leftToRight';
    ruler.verticalDirection = 'topToBottom';
  }
  return { ...ruler, explicit: true };
}

/**
 * The ruler a chart is read with. A ruler never chosen (`explicit` absent: saved before rulers had a craft default)
 * that still has the old knitting directions (right to left, bottom to top) reads, for a craft other than knitting
 * and crochet, with its craft's directions: an old cross-stitch chart keeps counting from the top left.
 */
export function effectiveRuler(craft: Craft | string, ruler: Ruler): Ruler {
  if (ruler.explicit || readsFromBottomRight(craft)) return ruler;
  if (ruler.horizontalDirection !== 'rightToLeft' || ruler.verticalDirection !== 'bottomToTop') return ruler;
  return { ...ruler, horizontalDirection: 'leftToRight', verticalDirection: 'topToBottom' };
}

/** The ruler after a maker's change: the change over the ruler as read, marked as chosen. */
export function editedRuler(craft: Craft | string, ruler: Ruler, change: Partial<Ruler>): Ruler {
  return { ...effectiveRuler(craft, ruler), ...change, explicit: true };
}

/**
 * Whether a chart reads with its craft's default ruler (never changed by the maker, or changed back): then a change
 * of craft gives it the new craft's default; a ruler the maker set up stays (docs/decisions/rulers.md).
 */
export function isCraftDefaultRuler(craft: Craft | string, ruler: Ruler): boolean {
  const { explicit: _read, ...read } = effectiveRuler(craft, ruler);
  const { explicit: _default, ...standard } = defaultRulerFor(craft);
  const keys = new Set([...Object.keys(read), ...Object.keys(standard)] as (keyof typeof read)[]);
  return [...keys].every((key) => JSON.stringify(read[key]) === JSON.stringify(standard[key]));
}

/** The ruler after the chart's craft changed from `from` to `to`: the new craft's default in place of the old one's. */
export function rulerAfterCraftChange(from: Craft | string, to: Craft | string, ruler: Ruler): Ruler {
  return from !== to && isCraftDefaultRuler(from, ruler) ? defaultRulerFor(to) : ruler;
}
