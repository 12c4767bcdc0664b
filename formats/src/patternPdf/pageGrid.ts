/**
 * A chart page's grid from its vector lines: the x of every vertical and the y of every horizontal line that runs a
 * good length, the most frequent step between neighbours is the pitch, and the longest run of lines that step apart
 * is the grid (origin, columns, rows). Then the numbers along its top and left edge (every 10 in a pattern) give the
 * chart's own column and row number of each cell, which places the page in the whole chart.
 */
import type { PdfPageContent, PdfTextItem } from './pdfPages';

export interface PageGrid {
  /** Left and top edge of the grid in page space (y up). */
  readonly left: number;
  readonly top: number;
  readonly pitchX: number;
  readonly pitchY: number;
  readonly columns: number;
  readonly rows: number;
  /** The chart number of the page's column/row `i` is `first + step * i` (step ±1); undefined without numbers. */
  readonly columnNumbers?: { first: number; step: number };
  readonly rowNumbers?: { first: number; step: number };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The longest run of positions `pitch` apart (positions sorted). */
function longestRun(positions: readonly number[], pitch: number): { start: number; count: number } {
  let best = { start: 0, count: 0 };
  let runStart = 0;
  let runCount = 1;
  for (let index = 1; index <= positions.length; index += 1) {
    const step = index < positions.length ? positions[index]! - positions[index - 1]! : Number.NaN;
    if (Math.abs(step - pitch) <= Math.max(0.05, pitch * 0.02)) {
      runCount += 1;
    } else {
      if (runCount > best.count) best = { start: positions[runStart]!, count: runCount };
      runStart = index;
      runCount = 1;
    }
  }
  return best;
}

/** The axis of a set of line positions: pitch and the run of lines (at least 3 lines, so at least 2 cells). */
function axisOf(positions: number[]): { start: number; pitch: number; cells: number } | undefined {
  const unique = [...new Set(positions.map(round))].sort((a, b) => a - b);
  if (unique.length < 3) return undefined;
  const steps = new Map<number, number>();
  for (let index = 1; index < unique.length; index += 1) {
    const step = round(unique[index]! - unique[index - 1]!);
    if (step >= 1.5 && step <= 60) steps.set(step, (steps.get(step) ?? 0) + 1);
  }
  let pitch = 0;
  let most = 0;
  for (const [step, count] of steps) {
    if (count > most || (count === most && step > pitch)) [pitch, most] = [step, count];
  }
  if (most < 2) return undefined;
  const run = longestRun(unique, pitch);
  if (run.count < 3) return undefined;
  // The exact pitch from the run's ends (the positions are rounded to hundredths).
  const end = unique[unique.indexOf(run.start) + run.count - 1]!;
  return { start: run.start, pitch: (end - run.start) / (run.count - 1), cells: run.count - 1 };
}

/** The grid of a page, or undefined when it has none. */
export function findPageGrid(page: PdfPageContent): PageGrid | undefined {
  const vertical: number[] = [];
  const horizontal: number[] = [];
  for (const s of page.segments) {
    const dx = Math.abs(s.x2 - s.x1);
    const dy = Math.abs(s.y2 - s.y1);
    if (dx < 0.01 && dy > 10) vertical.push((s.x1 + s.x2) / 2);
    else if (dy < 0.01 && dx > 10) horizontal.push((s.y1 + s.y2) / 2);
  }
  const xAxis = axisOf(vertical);
  const yAxis = axisOf(horizontal);
  if (!xAxis || !yAxis) return undefined;
  const grid = {
    left: xAxis.start,
    top: yAxis.start + yAxis.cells * yAxis.pitch,
    pitchX: xAxis.pitch,
    pitchY: yAxis.pitch,
    columns: xAxis.cells,
    rows: yAxis.cells,
  };
  const columnNumbers = numbersAlong(page.texts, grid, 'columns');
  const rowNumbers = numbersAlong(page.texts, grid, 'rows');
  return {
    ...grid,
    ...(columnNumbers ? { columnNumbers } : {}),
    ...(rowNumbers ? { rowNumbers } : {}),
  };
}

type GridBox = Omit<PageGrid, 'columnNumbers' | 'rowNumbers'>;

/**
 * The numbering of the columns (numbers just above or below the grid, centred on a column) or the rows (just left
 * or right of it, beside a row): from two or more numbers, the step ±1 and the number of the page's first line.
 */
function numbersAlong(
  texts: readonly PdfTextItem[],
  grid: GridBox,
  side: 'columns' | 'rows',
): { first: number; step: number } | undefined {
  const right = grid.left + grid.columns * grid.pitchX;
  const bottom = grid.top - grid.rows * grid.pitchY;
  const reach = 3 * Math.max(grid.pitchX, grid.pitchY) + 12;
  const found: Array<{ index: number; value: number }> = [];
  for (const item of texts) {
    if (!/^\d{1,5}$/.test(item.str.trim())) continue;
    const cx = item.x + item.width / 2;
    const cy = item.y + item.size * 0.35;
    if (side === 'columns') {
      const near = (cy > grid.top && cy < grid.top + reach) || (cy < bottom && cy > bottom - reach);
      if (!near || cx < grid.left || cx > right) continue;
      found.push({ index: Math.floor((cx - grid.left) / grid.pitchX), value: Number(item.str) });
    } else {
      const near = (cx < grid.left && cx > grid.left - reach) || (cx > right && cx < right + reach);
      if (!near || cy > grid.top || cy < bottom) continue;
      found.push({ index: Math.floor((grid.top - cy) / grid.pitchY), value: Number(item.str) });
    }
  }
  if (found.length === 0) return undefined;
  found.sort((a, b) => a.index - b.index);
  const a = found[0]!;
  const b = found.find((other) => other.index !== a.index);
  // With one number only, the numbering runs left to right / top to bottom (the most common).
  const step = b ? Math.sign((b.value - a.value) / (b.index - a.index)) || 1 : 1;
  return { first: a.value - step * a.index, step };
}
