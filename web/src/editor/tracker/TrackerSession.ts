/**
 * The maker's progress on the open chart (issue 17), a session the editor owns: the tracker (mode, position, done
 * cells, highlight, parking markers), its history (spec §4: undo acts on it in progress-tracker mode) and what a tap
 * on the chart does. The progress-tracker tool turns gestures into calls here; the tracker panel, the canvas and the
 * progress sync read and change it here. The chart itself is never changed.
 */
import { trackedCells } from './trackedCells';
import { workDirectionsOf } from '@steekwerk/model';
import type { OwnHistory, SessionContext } from '../sessions/SessionContext';
import { TrackerHistory } from './TrackerHistory';
import { carriedPosition } from './trackerLayout';
import {
  type CellCorner,
  type ParkingMarker,
  type TrackerChange,
  type TrackerInput,
  type TrackerState,
  createTracker,
  markBlock,
  moveTo,
  park,
  setHighlight,
  stepBack,
  stepForward,
  toggleAt,
  unpark,
} from './trackerState';

/**
 * What changed in the tracker; listeners (the renderer's done overlay, the tracker panel, the progress sync) read
 * the new state from {@link TrackerSession.tracker}.
 */
export interface TrackerEvent {
  /** The cells whose done flag flipped; null when the whole tracker was made again (loaded, new mode, new chart). */
  readonly cells: Int32Array | null;
  /** The maker did it (to be saved); false when saved progress was loaded or the chart changed underneath. */
  readonly fromUser: boolean;
}

/**
 * What a tap on the chart does, as the tracker panel chooses: toggle the item (default), highlight the tapped
 * cell's style ("Kleur aanwijzen", again on the same style un-highlights), mark the cell's 10 × 10 block, or park
 * the highlighted style (else the tapped cell's) at the corner of the cell nearest the tap.
 */
export const trackerTapActions = ['toggle', 'highlight', 'block', 'park'] as const;
export type TrackerTapAction = (typeof trackerTapActions)[number];

/** What a tap did that the panel tells the maker: a block marked (with its step, to undo just that), a parking. */
export type TrackerTapOutcome =
  | {
      readonly kind: 'block';
      readonly marked: number;
      readonly styleId: number | null;
      /** The step recorded (undefined when nothing was marked); see {@link TrackerSession.undoStep}. */
      readonly step: TrackerChange | undefined;
    }
  | { readonly kind: 'park'; readonly marker: ParkingMarker };

/** The corner of a cell nearest a point within it (0 … 1 from the top left; the centre counts as top left). */
export function nearestCorner(within: { readonly x: number; readonly y: number } | undefined): CellCorner {
  const right = (within?.x ?? 0) > 0.5;
  const bottom = (within?.y ?? 0) > 0.5;
  if (bottom) return right ? 'bottomRight' : 'bottomLeft';
  return right ? 'topRight' : 'topLeft';
}

/** The protocol's name of a tracker's mode. */
function modeNameOf(tracker: TrackerState): string {
  const mode = tracker.layout.mode;
  if (mode.kind === 'perGridCell') return 'perGridCell';
  if (mode.group === 'line') return 'rowsFull';
  return mode.group === 1 ? 'rowsStitches' : `rowsGroup${mode.group}`;
}

/** Whether a cell lies inside the tracked chart. */
export function insideChart(tracker: TrackerState, cell: readonly [number, number]): boolean {
  const { columnCount, rowCount } = tracker.layout.order.size;
  return cell[0] >= 0 && cell[1] >= 0 && cell[0] < columnCount && cell[1] < rowCount;
}

/** A tap on the chart: the cell and where in it (0 … 1 from its top left). */
export interface TrackerTap {
  readonly column: number;
  readonly row: number;
  readonly withinCell?: { readonly x: number; readonly y: number };
}

export class TrackerSession {
  readonly history = new TrackerHistory(undefined, (plan) => this.notify(plan.flipped, true));
  /** What a tap on the chart does; the tracker panel sets it. */
  tapAction: TrackerTapAction = 'toggle';
  private readonly listeners = new Set<(event: TrackerEvent) => void>();
  private readonly tapListeners = new Set<(outcome: TrackerTapOutcome) => void>();
  private state: TrackerState | undefined;
  /** The chart version the tracker was made from; a changed chart (edited in another mode) remakes it. */
  private madeFromVersion = -1;

  /** A gesture under way (a drag marking cells) is dropped before the tracker changes under it. */
  private cancelGesture: () => void = () => undefined;

  constructor(private readonly context: SessionContext) {}

  /** The tool tells the session how to cancel its gesture (before a load, a mode switch). */
  onCancelGesture(cancel: () => void): void {
    this.cancelGesture = cancel;
  }

  /**
   * The tracker; made on first use from the chart (its cells and directions) in `perGridCell` with nothing done,
   * until {@link load} gives the saved progress.
   */
  get tracker(): TrackerState {
    const version = this.context.document.version;
    if (this.state === undefined || version !== this.madeFromVersion) {
      const earlier = this.state;
      const sameSize = earlier !== undefined && earlier.done.length === this.context.document.cells.length;
      this.state = createTracker({
        ...this.inputFromChart(earlier === undefined ? 'perGridCell' : modeNameOf(earlier)),
        position: earlier?.position,
        width: earlier?.width,
        done: sameSize ? earlier.done : undefined,
      });
      // A changed work order (the directions) keeps the maker at the same stitch, not at the same number.
      if (earlier !== undefined)
        this.state.position = carriedPosition(earlier.layout, earlier.position, this.state.layout);
      this.madeFromVersion = version;
      if (earlier !== undefined) {
        this.history.clear();
        this.notify(null, false);
      }
    }
    return this.state;
  }

  /** Whether the tracker was made (used, or loaded) since the tool was: without it nothing was tracked yet. */
  get started(): boolean {
    return this.state !== undefined;
  }

  /** Hears every change of the tracker; returns the unsubscribe. */
  subscribe(listener: (event: TrackerEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells the listeners; `cells` null for a tracker made again. */
  notify(cells: Int32Array | null, fromUser: boolean): void {
    const event: TrackerEvent = { cells, fromUser };
    for (const listener of this.listeners) listener(event);
  }

  /** Hears what taps did that the maker is told about (a block marked, a style parked); returns the unsubscribe. */
  subscribeTaps(listener: (outcome: TrackerTapOutcome) => void): () => void {
    this.tapListeners.add(listener);
    return () => this.tapListeners.delete(listener);
  }

  /** A tap on a cell of the chart: does the {@link tapAction}. */
  tap(input: TrackerTap): void {
    const { column: x, row: y } = input;
    const tracker = this.tracker;
    const { columnCount } = tracker.layout.order.size;
    const styleHere = insideChart(tracker, [x, y]) ? (tracker.cells[y * columnCount + x] ?? 0) : 0;
    switch (this.tapAction) {
      case 'toggle':
        this.perform(toggleAt(tracker, x, y));
        return;
      case 'highlight':
        this.setHighlight(styleHere === 0 || styleHere === tracker.highlight ? null : styleHere);
        return;
      case 'block': {
        if (!insideChart(tracker, [x, y])) return;
        const styleId = tracker.highlight;
        const marked = this.markBlock(x, y);
        const step = marked > 0 ? this.history.lastStep : undefined;
        this.tellTap({ kind: 'block', marked, styleId, step });
        return;
      }
      case 'park': {
        const styleId = tracker.highlight ?? styleHere;
        if (styleId === 0 || !insideChart(tracker, [x, y])) return;
        const marker: ParkingMarker = { styleId, x, y, corner: nearestCorner(input.withinCell) };
        if (this.park(marker)) this.tellTap({ kind: 'park', marker });
        return;
      }
    }
  }

  /** Undoes `step` only while it is still the last step of the history (a toast's "Ongedaan maken"). */
  undoStep(step: TrackerChange): boolean {
    if (this.history.lastStep !== step) return false;
    return this.history.undo(this.tracker);
  }

  private tellTap(outcome: TrackerTapOutcome): void {
    for (const listener of this.tapListeners) listener(outcome);
  }

  /** Switches the tracker mode (a protocol name: rowsFull, rows…, perGridCell), keeping the done cells. */
  setTrackerMode(mode: string): void {
    const earlier = this.tracker;
    if (modeNameOf(earlier) === mode) return;
    this.cancelGesture();
    this.state = createTracker({
      ...this.inputFromChart(mode),
      width: earlier.width,
      done: earlier.done,
    });
    // Lines and stitches number differently: the new mode starts at the stitch the old one was at.
    this.state.position = carriedPosition(earlier.layout, earlier.position, this.state.layout);
    this.state.highlight = earlier.highlight;
    this.state.parking = earlier.parking;
    this.history.clear();
    this.notify(null, true);
  }

  /** The protocol name of the current tracker mode. */
  get trackerMode(): string {
    return modeNameOf(this.tracker);
  }

  /** Row modes: marks the current item and moves on one (one step of the history). */
  stepForward(): boolean {
    return this.perform(stepForward(this.tracker));
  }

  /** Row modes: moves back one and clears that item. */
  stepBack(): boolean {
    return this.perform(stepBack(this.tracker));
  }

  /** Sets the position (clamped). */
  moveTo(position: number): boolean {
    return this.perform(moveTo(this.tracker, position));
  }

  /** "Mark this 10 × 10 block" around a cell: how many cells it marked (0: nothing to do, nothing recorded). */
  markBlock(x: number, y: number): number {
    const result = markBlock(this.tracker, x, y);
    this.perform(result.change);
    return result.marked;
  }

  /** Parks a style's needle at a cell corner (one step of the history). */
  park(marker: ParkingMarker): boolean {
    return this.perform(park(this.tracker, marker));
  }

  /** Takes a style's parking marker away. */
  unpark(styleId: number): boolean {
    return this.perform(unpark(this.tracker, styleId));
  }

  /** Highlights one style's cells (or none); a view choice, not in the history. */
  setHighlight(styleId: number | null): void {
    const tracker = this.tracker;
    const before = tracker.highlight;
    setHighlight(tracker, styleId);
    if (tracker.highlight !== before) this.notify(new Int32Array(0), false);
  }

  /**
   * Starts over with saved progress (mode, position, width, decoded done cells and, when given, the parking
   * markers; those outside the chart are dropped); the history is forgotten.
   */
  load(
    saved: Pick<TrackerInput, 'mode' | 'position' | 'width' | 'done'> & {
      readonly parking?: readonly ParkingMarker[];
    },
  ): void {
    this.cancelGesture();
    const input = this.inputFromChart(saved.mode);
    // Done cells of another size were not decoded onto this chart (decodeDone does that): start with none done.
    const done = saved.done?.length === input.cells.length ? saved.done : undefined;
    const highlight = this.state?.highlight ?? null;
    const { parking, ...rest } = saved;
    const state = createTracker({ ...input, ...rest, done });
    if (parking !== undefined)
      state.parking = parking.filter((marker) => insideChart(state, [marker.x, marker.y]));
    this.state = state;
    setHighlight(this.state, highlight);
    this.madeFromVersion = this.context.document.version;
    this.history.clear();
    this.notify(null, false);
  }

  /** Carries out a plan as one step of the tracker history; false when there was nothing to do. */
  perform(plan: TrackerChange | null): boolean {
    return this.history.perform(this.tracker, plan);
  }

  /** Records a plan already carried out (a finished drag). */
  record(plan: TrackerChange): void {
    this.history.record(plan);
  }

  /** Undo and redo of the tracker (the editor's undo in progress-tracker mode). */
  get ownHistory(): OwnHistory {
    return {
      canUndo: this.history.canUndo,
      canRedo: this.history.canRedo,
      undo: () => this.history.undo(this.tracker),
      redo: () => this.history.redo(this.tracker),
    };
  }

  private inputFromChart(mode: string): TrackerInput {
    const document = this.context.document;
    const settings = document.hasMetadata ? document.meta.gridSettings : undefined;
    return {
      size: { columnCount: document.columnCount, rowCount: document.rowCount },
      // "Geen steek" cells are no stitches to follow.
      cells: document.hasMetadata ? trackedCells(document.cells, document.palette) : document.cells,
      directions:
        settings === undefined
          ? { direction1: 'bottomToTop', direction2: 'rightToLeft', runLength: 2 }
          : workDirectionsOf(document.meta.settings.type, settings),
      mode,
    };
  }
}
