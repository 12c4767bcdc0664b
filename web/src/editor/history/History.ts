/**
 * Undo and redo built from command inverses (no grid snapshots). Entries older than 15 minutes are pruned every
 * 5 minutes (spec §4, §9), and at most `limit` entries are kept.
 */
import type { ChartDocument } from '../document/ChartDocument';
import type { Invocation } from '../document/commands/command';
import type { Timers } from '../../lib/timers';

export interface HistoryEntry {
  readonly name: string;
  readonly undo: Invocation;
  readonly redo: Invocation;
  /** When the change was made (ms). */
  readonly time: number;
}

export interface HistoryOptions {
  readonly clock: Timers;
  /** Most entries kept (oldest dropped first). */
  readonly limit?: number;
}

/** How long entries are kept, and how often that is enforced (spec §9). */
export const historyKeepMs = 15 * 60 * 1000;
export const historyPruneEveryMs = 5 * 60 * 1000;
/** Entries kept on desktop and on mobile (the spec names the counts without values; see docs/decisions.md). */
export const historyLimits = { desktop: 500, mobile: 100 } as const;

export class History {
  private past: HistoryEntry[] = [];
  private future: HistoryEntry[] = [];
  private pruneTimer: unknown;
  private readonly listeners = new Set<() => void>();
  private readonly limit: number;
  private recorded = 0;

  constructor(private readonly options: HistoryOptions) {
    this.limit = options.limit ?? historyLimits.desktop;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  get undoCount(): number {
    return this.past.length;
  }

  get redoCount(): number {
    return this.future.length;
  }

  /** The name of the change the next undo would undo (the last one made). */
  get lastName(): string | undefined {
    return this.past.at(-1)?.name;
  }

  /** How many changes were recorded so far (never goes down; undo and redo leave it). */
  get recordedCount(): number {
    return this.recorded;
  }

  /** Records a change already made; forgets anything that could be redone. */
  record(name: string, redo: Invocation, undo: Invocation): void {
    this.recorded += 1;
    this.past.push({ name, redo, undo, time: this.options.clock.now() });
    if (this.past.length > this.limit) this.past.splice(0, this.past.length - this.limit);
    this.future = [];
    this.notify();
  }

  /** Undoes the last change; false when there is none (or it no longer applies). */
  undo(document: ChartDocument): boolean {
    const entry = this.past.pop();
    if (!entry) return false;
    const result = entry.undo.run(document);
    if (result) this.future.push({ ...entry, redo: result.inverse });
    this.notify();
    return result !== false;
  }

  /** Redoes the last undone change; false when there is none. */
  redo(document: ChartDocument): boolean {
    const entry = this.future.pop();
    if (!entry) return false;
    const result = entry.redo.run(document);
    if (result) this.past.push({ ...entry, undo: result.inverse });
    this.notify();
    return result !== false;
  }

  /** Forgets entries made before `now - keepMs`. */
  prune(now: number = this.options.clock.now(), keepMs: number = historyKeepMs): void {
    const oldest = now - keepMs;
    const before = this.past.length + this.future.length;
    this.past = this.past.filter((entry) => entry.time >= oldest);
    this.future = this.future.filter((entry) => entry.time >= oldest);
    if (this.past.length + this.future.length !== before) this.notify();
  }

  /** Starts pruning every 5 minutes. */
  startPruning(): void {
    if (this.pruneTimer !== undefined) return;
    this.pruneTimer = this.options.clock.setInterval(() => this.prune(), historyPruneEveryMs);
  }

  stopPruning(): void {
    if (this.pruneTimer === undefined) return;
    this.options.clock.clearInterval(this.pruneTimer);
    this.pruneTimer = undefined;
  }

  clear(): void {
    this.past = [];
    this.future = [];
    this.notify();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
