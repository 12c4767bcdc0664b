/**
 * The tracker tool's gestures: a tap (the panel's tap action), a mouse or pen drag that marks in `perGridCell`, a
 * drag that pans (row modes, and one finger on a touch screen), and a second finger that cancels what the first
 * began, so marking never fires while panning or pinching.
 */
import { Dragging } from '../scroll/ScrollTool';
import { insideChart } from '../../tracker/TrackerSession';
import {
  type TrackerChange,
  applyChange,
  markCells,
  mergeChanges,
  revertChange,
} from '../../tracker/trackerState';
import { ToolState, type PointerInput, type Tool } from '../Tool';
import type { TrackerSession } from '../../tracker/TrackerSession';

/** What the gestures need of their tool (ProgressTrackerTool): its tracker session. No import of the tool itself. */
export interface TrackerGestureHost extends Tool {
  readonly session: TrackerSession;
}

/** CSS pixels a pointer may move and still be a tap (a finger wobbles). */
export const tapSlop = 8;

export class Idle extends ToolState {
  override onPointerDown(input: PointerInput): void {
    this.tool.transition('pointing', input);
  }
}

/** Down, not yet moved past the slop: a tap when it comes up here. */
export class Pointing extends ToolState {
  declare protected readonly tool: TrackerGestureHost;
  private start: PointerInput | undefined;

  override onEnter(input?: PointerInput): void {
    this.start = input;
  }

  override onPointerMove(input: PointerInput): void {
    const start = this.start;
    if (start === undefined || Math.hypot(input.x - start.x, input.y - start.y) < tapSlop) return;
    // One finger on a touch screen always pans (marking never fires while panning); mouse and pen mark cells.
    const marking =
      this.tool.session.tracker.layout.mode.kind === 'perGridCell' && start.pointerType !== 'touch';
    this.tool.transition(marking ? 'marking' : 'panning', start);
    this.tool.pointerMove(input);
  }

  override onPointerUp(input: PointerInput): void {
    this.tool.transition('idle');
    if (input.column === this.start?.column && input.row === this.start.row) this.tool.session.tap(input);
  }

  /** A second finger (a pinch or two-finger pan) ends the gesture as if cancelled. */
  override onPointerDown(): void {
    this.onCancel();
  }

  override onCancel(): void {
    this.tool.transition('idle');
  }
}

/** perGridCell drag: marks the cells along the pointer's path as it goes; one step when it ends. */
export class Marking extends ToolState {
  declare protected readonly tool: TrackerGestureHost;
  private done = true;
  private last: [number, number] = [0, 0];
  private applied: TrackerChange[] = [];

  override onEnter(input?: PointerInput): void {
    const tracker = this.tool.session.tracker;
    const { columnCount } = tracker.layout.order.size;
    const cell: [number, number] = [input?.column ?? 0, input?.row ?? 0];
    const inside = insideChart(tracker, cell);
    this.done = !(inside && tracker.done[cell[1] * columnCount + cell[0]] === 1);
    this.last = cell;
    this.applied = [];
    if (inside) this.mark([cell[1] * columnCount + cell[0]]);
  }

  override onPointerMove(input: PointerInput): void {
    const tracker = this.tool.session.tracker;
    const { columnCount } = tracker.layout.order.size;
    const path = cellsBetween(this.last, [input.column, input.row]).filter((cell) =>
      insideChart(tracker, cell),
    );
    this.last = [input.column, input.row];
    this.mark(path.map(([x, y]) => y * columnCount + x));
  }

  override onPointerUp(input: PointerInput): void {
    this.onPointerMove(input);
    const step = mergeChanges(this.applied);
    this.applied = [];
    this.tool.transition('idle');
    if (step !== null) this.tool.session.record(step);
  }

  /** A second finger (a pinch or two-finger pan) ends the gesture as if cancelled. */
  override onPointerDown(): void {
    this.onCancel();
  }

  override onCancel(): void {
    for (const plan of this.applied.reverse()) {
      revertChange(this.tool.session.tracker, plan);
      this.tool.session.notify(plan.flipped, true);
    }
    this.applied = [];
    this.tool.transition('idle');
  }

  private mark(cells: number[]): void {
    const plan = markCells(this.tool.session.tracker, cells, this.done);
    if (plan === null) return;
    applyChange(this.tool.session.tracker, plan);
    this.applied.push(plan);
    this.tool.session.notify(plan.flipped, true);
  }
}

/** Row modes: a drag moves the view, as in scroll mode. */
export class Panning extends Dragging {
  /** A second finger (a pinch or two-finger pan) ends the gesture as if cancelled. */
  override onPointerDown(): void {
    this.onCancel();
  }
}

/** The cells on the straight line from `from` (excluded) to `to` (included), so a fast drag leaves no gaps. */
export function cellsBetween(from: [number, number], to: [number, number]): Array<[number, number]> {
  const [x0, y0] = from;
  const [x1, y1] = to;
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
  const cells: Array<[number, number]> = [];
  for (let step = 1; step <= steps; step += 1) {
    cells.push([Math.round(x0 + ((x1 - x0) * step) / steps), Math.round(y0 + ((y1 - y0) * step) / steps)]);
  }
  return cells;
}
