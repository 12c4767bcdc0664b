/**
 * Writes the open chart's unsaved changes to the device ({@link UnsavedStore}) as they happen: the first change
 * after a pause at once (a tab closed right after an edit then already has it on the device), then at most once
 * per {@link unsavedTimings.throttleMs} while the maker edits (a 2000² chart's cells are 4 MB to clone), and at once
 * when the page hides or goes away (`flush`, started synchronously so it also runs in `pagehide`). The entry is
 * removed once the server acknowledged a save of everything (`saved`); with changes left, it is written again
 * with the new base revision.
 */
import type { TimerHandle, Timers } from '../../../lib/timers';
import { unsavedKey, type UnsavedEntry, type UnsavedOwner, type UnsavedStore } from './unsavedStore';

export const unsavedTimings = {
  /** The latest state is written at most this often while editing. */
  throttleMs: 1000,
} as const;

/** What the keeper reads of the open chart. */
export interface UnsavedSource {
  readonly sessionId: string;
  userId(): string;
  chartId(): string;
  baseRevision(): number;
  /** Whether the chart has unsaved changes. */
  chartUnsaved(): boolean;
  /** Whether the tracker's done cells are unsaved. */
  progressUnsaved(): boolean;
  /** The chart as it is now (metadata with empty rows, and a copy of the cells), taken synchronously. */
  capture(): Pick<UnsavedEntry, 'state' | 'cells' | 'furtherLayerCells'>;
  /** A copy of the tracker's done cells. */
  done(): Uint8Array | undefined;
  now(): number;
}

export class UnsavedKeeper {
  private timer: TimerHandle | undefined;
  private dirty = false;
  /** The entry written last, so a new chart's entry moves with its first save. */
  private written: UnsavedOwner | undefined;
  private stopped = false;
  /** When the last write started (the injected clock), for the throttle. */
  private lastWriteAt = Number.NEGATIVE_INFINITY;

  /**
   * @param replaces the entry (of another tab session) this chart was restored from: removed once this session
   *   kept the changes itself, or saved them
   */
  constructor(
    private readonly store: UnsavedStore,
    private readonly timers: Timers,
    private readonly source: UnsavedSource,
    private replaces?: UnsavedOwner,
  ) {}

  /** Something changed (a drawing, a tracker mark): written within the throttle. */
  changed(): void {
    if (this.stopped) return;
    this.dirty = true;
    if (this.timer !== undefined) return;
    const sinceLast = this.timers.now() - this.lastWriteAt;
    if (sinceLast >= unsavedTimings.throttleMs) {
      void this.flush();
      return;
    }
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, unsavedTimings.throttleMs - sinceLast);
  }

  /**
   * Writes the latest state now when it changed since the last write (the page hides, closes, or the app
   * reloads); the IndexedDB request starts before this returns. Resolves when it is kept.
   */
  flush(): Promise<boolean> {
    this.clearTimer();
    if (this.stopped || !this.dirty) return Promise.resolve(true);
    this.dirty = false;
    this.lastWriteAt = this.timers.now();
    const { source } = this;
    const chartUnsaved = source.chartUnsaved();
    const progressUnsaved = source.progressUnsaved();
    if (!chartUnsaved && !progressUnsaved) return Promise.resolve(true);
    const done = progressUnsaved ? source.done() : undefined;
    const entry: UnsavedEntry = {
      format: 1,
      userId: source.userId(),
      chartId: source.chartId(),
      baseRevision: source.baseRevision(),
      sessionId: source.sessionId,
      keptAt: source.now(),
      ...source.capture(),
      chartUnsaved,
      ...(done ? { done } : {}),
    };
    this.moveFrom(entry);
    return this.store.write(entry).then((kept) => {
      if (kept) this.dropReplaced();
      return kept;
    });
  }

  /**
   * The server acknowledged a save (of the chart or the progress): with nothing left unsaved the entry goes;
   * otherwise the rest is written again on its new base.
   */
  saved(): void {
    if (this.stopped) return;
    const { source } = this;
    if (source.chartUnsaved() || source.progressUnsaved()) {
      this.changed();
      return;
    }
    this.clearTimer();
    this.dirty = false;
    const owner = { userId: source.userId(), chartId: source.chartId(), sessionId: source.sessionId };
    this.moveFrom(owner);
    this.written = undefined;
    this.dropReplaced();
    void this.store.remove(owner);
  }

  /** The chart closes: a last write of what is unsaved, then nothing more. */
  stop(): void {
    if (this.stopped) return;
    void this.flush();
    this.stopped = true;
  }

  /** A new chart got its id (or the user changed): the entry under the old key goes. */
  private moveFrom(owner: UnsavedOwner): void {
    const before = this.written;
    this.written = { userId: owner.userId, chartId: owner.chartId, sessionId: owner.sessionId };
    if (before && unsavedKey(before) !== unsavedKey(owner)) void this.store.remove(before);
  }

  /** The restored entry of another session is now this session's own (or saved): it goes. */
  private dropReplaced(): void {
    const replaced = this.replaces;
    this.replaces = undefined;
    const own = {
      userId: this.source.userId(),
      chartId: this.source.chartId(),
      sessionId: this.source.sessionId,
    };
    if (replaced && unsavedKey(replaced) !== unsavedKey(own)) void this.store.remove(replaced);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
