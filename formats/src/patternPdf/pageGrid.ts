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

/**
 * The x of every vertical and the y of every horizontal line longer than 10 pt. Collinear segments that touch are
 * one line first: some programs stroke each cell's own square (four short sides per cell), which together make the
 * grid's long lines.
 */
function gridLinePositions(page: PdfPageContent): { vertical: number[]; horizontal: number[] } {
  type Span = [at: number, from: number, to: number];
  const verticalSpans: Span[] = [];
  const horizontalSpans: Span[] = [];
  for (const s of page.segments) {
    const dx = Math.abs(s.x2 - s.x1);
    const dy = Math.abs(s.y2 - s.y1);
    if (dx < 0.01 && dy > 0.5)
      verticalSpans.push([(s.x1 + s.x2) / 2, Math.min(s.y1, s.y2), Math.max(s.y1, s.y2)]);
    else if (dy < 0.01 && dx > 0.5)
      horizontalSpans.push([(s.y1 + s.y2) / 2, Math.min(s.x1, s.x2), Math.max(s.x1, s.x2)]);
  }
  const longLines = (spans: Span[]) => {
    // Positions within 0.06 pt are one line (a program's rounding puts one line's pieces at 42.52 and 42.53).
    spans.sort((a, b) => a[0] - b[0]);
    const lines = new Map<number, Array<[number, number]>>();
    let at = Number.NEGATIVE_INFINITY;
    let previous = Number.NEGATIVE_INFINITY;
    for (const [position, from, to] of spans) {
      if (position - previous > 0.06) at = position;
      previous = position;
      const list = lines.get(at) ?? [];
      list.push([from, to]);
      lines.set(at, list);
    }
    const out: number[] = [];
    for (const [at, list] of lines) {
      list.sort((a, b) => a[0] - b[0]);
      let [start, end] = list[0]!;
      for (const [a, b] of list) {
        if (a <= end + 0.05) end = Math.max(end, b);
        else {
          if (end - start > 10) out.push(at);
          [start, end] = [a, b];
        }
      }
      if (end - start > 10) out.push(at);
    }
    return out;
  };
  return { vertical: longLines(verticalSpans), horizontal: longLines(horizontalSpans) };
}

/** The grid of a page, or undefined when it has none. */
export function findPageGrid(page: PdfPageContent): PageGrid | undefined {
  const { vertical, horizontal } = gridLinePositions(page);
  const xAxis = axisOf(vertical);
  const yAxis = axisOf(horizontal);
  if (!xAxis || !yAxis) return undefined;
  const grid = withoutNumberBands(page.texts, {
    left: xAxis.start,
    top: yAxis.start + yAxis.cells * yAxis.pitch,
    pitchX: xAxis.pitch,
    pitchY: yAxis.pitch,
    columns: xAxis.cells,
    rows: yAxis.cells,
  });
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
 * The grid without its outer rows and columns of numbers: some programs draw the edge numbers in cells of the grid
 * itself (a bordered cell per number). A band goes when it holds at least one number and nothing else.
 */
function withoutNumberBands(texts: readonly PdfTextItem[], box: GridBox): GridBox {
  let grid = box;
  const bandHoldsOnlyNumbers = (inBand: (cx: number, cy: number) => boolean) => {
    let numbers = 0;
    for (const item of texts) {
      const cx = item.x + item.width / 2;
      const cy = item.y + item.size * 0.35;
      if (!inBand(cx, cy)) continue;
      if (!/^\d{1,5}$/.test(item.str.trim())) return false;
      numbers += 1;
    }
    return numbers > 0;
  };
  for (let pass = 0; pass < 2 && grid.rows > 2 && grid.columns > 2; pass += 1) {
    const right = grid.left + grid.columns * grid.pitchX;
    const bottom = grid.top - grid.rows * grid.pitchY;
    const inX = (cx: number) => cx > grid.left && cx < right;
    const inY = (cy: number) => cy < grid.top && cy > bottom;
    const top = bandHoldsOnlyNumbers((cx, cy) => inX(cx) && cy < grid.top && cy > grid.top - grid.pitchY);
    const low = bandHoldsOnlyNumbers((cx, cy) => inX(cx) && cy > bottom && cy < bottom + grid.pitchY);
    const left = bandHoldsOnlyNumbers((cx, cy) => inY(cy) && cx > grid.left && cx < grid.left + grid.pitchX);
    const far = bandHoldsOnlyNumbers((cx, cy) => inY(cy) && cx < right && cx > right - grid.pitchX);
    if (!top && !low && !left && !far) break;
    grid = {
      ...grid,
      top: top ? grid.top - grid.pitchY : grid.top,
      rows: grid.rows - (top ? 1 : 0) - (low ? 1 : 0),
      left: left ? grid.left + grid.pitchX : grid.left,
      columns: grid.columns - (left ? 1 : 0) - (far ? 1 : 0),
    };
  }
  return grid;
}

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
