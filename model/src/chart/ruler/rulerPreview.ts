/**
 * A small preview of a ruler preset: the numbers it prints around a tiny grid and the way each line is worked.
 */
import type { AlongDirection, LineSequence, Ruler } from '../grid';
import { defaultDirectionRunLength } from '../grid';
import { rulerNumbering, type RulerAxis, type RulerSide } from './rulerNumbering';

/** The numbers on one side of the preview grid, one per line (null where none is printed). */
export type PreviewNumbers = ReadonlyArray<number | null>;

export interface RulerPreview {
  readonly columnCount: number;
  readonly rowCount: number;
  /** Column numbers above (start) and below (end) the grid, left to right. */
  readonly columns: Readonly<Record<RulerSide, PreviewNumbers>>;
  /** Row numbers left (start) and right (end) of the grid, top to bottom. */
  readonly rows: Readonly<Record<RulerSide, PreviewNumbers>>;
  /** An arrow per row (rows worked) or per column (columns worked), top to bottom or left to right: ← → ↑ ↓. */
  readonly arrows: readonly string[];
  /** Whether the arrows belong to rows, columns, or whether the work is diagonal (no arrows). */
  readonly arrowAxis: RulerAxis | 'diagonal';
}

const arrowOf: Record<string, string> = {
  leftToRight: '→',
  rightToLeft: '←',
  topToBottom: '↓',
  bottomToTop: '↑',
};
const opposite: Record<string, string> = {
  leftToRight: 'rightToLeft',
  rightToLeft: 'leftToRight',
  topToBottom: 'bottomToTop',
  bottomToTop: 'topToBottom',
};

function sideNumbers(ruler: Ruler, axis: RulerAxis, count: number, side: RulerSide): PreviewNumbers {
  const numbering = rulerNumbering(ruler, axis, count);
  return Array.from({ length: count }, (_, index) => numbering.shown(index, side) ?? null);
}

/**
 * The way each line goes: line k in work order (0 = first worked) goes `direction2`, or for an alternating
 * direction turns after every run of `runLength` lines.
 */
function lineArrows(
  direction1: LineSequence,
  direction2: AlongDirection,
  runLength: number,
  count: number,
): string[] {
  const base = direction2.replace('Alternating', '');
  const alternating = direction2.endsWith('Alternating');
  const fromEnd = direction1 === 'bottomToTop' || direction1 === 'rightToLeft';
  return Array.from({ length: count }, (_, index) => {
    const worked = fromEnd ? count - 1 - index : index;
    const turned = alternating && Math.floor(worked / Math.max(1, runLength)) % 2 === 1;
    const way = turned ? (opposite[base] ?? base) : base;
    return arrowOf[way] ?? '';
  });
}

/** The preview of a ruler with its work directions on a `columnCount` × `rowCount` grid (6 × 6 by default). */
export function rulerPreview(
  ruler: Ruler,
  directions: { direction1: LineSequence; direction2: AlongDirection; directionRunLength?: number },
  columnCount = 6,
  rowCount = 6,
): RulerPreview {
  const rowsWorked = directions.direction1 === 'bottomToTop' || directions.direction1 === 'topToBottom';
  const columnsWorked = directions.direction1 === 'leftToRight' || directions.direction1 === 'rightToLeft';
  const arrowAxis: RulerPreview['arrowAxis'] = rowsWorked ? 'rows' : columnsWorked ? 'columns' : 'diagonal';
  const runLength = directions.directionRunLength ?? defaultDirectionRunLength;
  return {
    columnCount,
    rowCount,
    columns: {
      start: sideNumbers(ruler, 'columns', columnCount, 'start'),
      end: sideNumbers(ruler, 'columns', columnCount, 'end'),
    },
    rows: {
      start: sideNumbers(ruler, 'rows', rowCount, 'start'),
      end: sideNumbers(ruler, 'rows', rowCount, 'end'),
    },
    arrows:
      arrowAxis === 'diagonal'
        ? []
        : lineArrows(
            directions.direction1,
            directions.direction2,
            runLength,
            arrowAxis === 'rows' ? rowCount : columnCount,
          ),
    arrowAxis,
  };
}
