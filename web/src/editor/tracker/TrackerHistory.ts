/**
 * The tracker's own undo and redo (spec §4: in progress-tracker mode undo and redo act on the tracker history,
 * not on the chart's).
 */
import { type TrackerChange, type TrackerState, applyChange, revertChange } from './trackerState';

/** The most steps kept; the oldest go first. */
export const trackerHistoryLimit = 500;

export class TrackerHistory {
  private readonly past: TrackerChange[] = [];
  private readonly future: TrackerChange[] = [];

  /** `onChange` hears every plan carried out or taken back through the history (the tool tells its screen). */
  constructor(
    private readonly limit = trackerHistoryLimit,
    private readonly onChange: (plan: TrackerChange) => void = () => {},
  ) {}

  /** Applies a plan and records it; a null plan (nothing to do) is ignored. Returns whether anything changed. */
  perform(state: TrackerState, plan: TrackerChange | null): boolean {
    if (plan === null) return false;
    applyChange(state, plan);
    this.record(plan);
    this.onChange(plan);
    return true;
  }

  /** Records a plan already carried out (a drag marks as it goes and becomes one step when it ends). */
  record(plan: TrackerChange): void {
    this.past.push(plan);
    if (this.past.length > this.limit) this.past.shift();
    this.future.length = 0;
  }

  /** The step undo would take back next (a toast's "Ongedaan maken" undoes only its own step). */
  get lastStep(): TrackerChange | undefined {
    return this.past[this.past.length - 1];
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Takes the last step back; false when there is none. */
  undo(state: TrackerState): boolean {
    const plan = this.past.pop();
    if (plan === undefined) return false;
    revertChange(state, plan);
    this.future.push(plan);
    this.onChange(plan);
    return true;
  }

  /** Does the last undone step again; false when there is none. */
  redo(state: TrackerState): boolean {
    const plan = this.future.pop();
    if (plan === undefined) return false;
    applyChange(state, plan);
    this.past.push(plan);
    this.onChange(plan);
    return true;
  }

  /** Forgets every step (a reload from the server replaces the state). */
  clear(): void {
    this.past.length = 0;
    this.future.length = 0;
  }
}
