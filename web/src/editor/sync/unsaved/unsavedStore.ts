/**
 * Unsaved changes kept on this device (issue 26, "Edits survive the tab, the network and the deploy"): the chart
 * as the editor has it (its metadata, its cells as they are, the tracker's done cells) and the revision it is
 * based on, one entry per user and chart (`new` for a chart never saved), in IndexedDB. An entry is written while
 * changes are unsaved and removed once the server acknowledged a save of that state; opening the chart again
 * offers to restore it ("Niet-opgeslagen wijzigingen herstellen"). Each tab session keeps its own entry (a second tab
 * on the chart, or a tab that restored another's entry, never overwrites what is offered); a reload keeps the tab's
 * session id, so it finds its own entry again.
 *
 * The cells are kept as they are (a `Uint8Array`, structured-cloned by IndexedDB) rather than encoded: writing is
 * synchronous up to the IndexedDB request, so it also starts in `pagehide`, where the engine worker cannot answer.
 * IndexedDB is reached through `idb-keyval`; tests pass an in-memory {@link UnsavedBackend}.
 */
import { chartStateSchema, type ChartState } from '@steekwerk/model';
import { createStore, del, get, keys, promisifyRequest } from 'idb-keyval';

/** One user's unsaved state of one chart. */
export interface UnsavedEntry {
  /** The layout of the entry; an entry of another layout is dropped. */
  readonly format: 1;
  /** The user who edited (`''` for a visitor who is not logged in). */
  readonly userId: string;
  /** The chart's id, `new` for a chart never saved. */
  readonly chartId: string;
  /** The server revision the changes are based on (0 for a new chart). */
  readonly baseRevision: number;
  /** The tab session (`s`) that wrote it: a live tab's entry is not offered to another tab. */
  readonly sessionId: string;
  /** When it was written (ms since 1970), shown nowhere; for the decisions file's figures and debugging. */
  readonly keptAt: number;
  /** The chart's metadata as saving would send it; its `grid.rows` is empty (the cells are in {@link cells}). */
  readonly state: ChartState;
  /** The first layer's cells (a chart of one layer: its cells). */
  readonly cells: Uint8Array;
  /**
   * The further layers' cells of a chart of several layers, in the order of `state.layers.items` from the second on
   * (docs/decisions/layers.md); absent for a chart of one layer and in entries kept before layers existed.
   */
  readonly furtherLayerCells?: readonly Uint8Array[];
  /** Whether the chart itself has unsaved changes (else only the tracker's progress is unsaved). */
  readonly chartUnsaved: boolean;
  /** The tracker's done cells when they are not saved yet (one byte per cell, 1 = done). */
  readonly done?: Uint8Array;
}

/** Where entries live: IndexedDB in the browser, a map in tests. */
export interface UnsavedBackend {
  get(key: string): Promise<unknown>;
  set(key: string, value: UnsavedEntry): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/** Who kept an entry: the user, the chart and the tab session. */
export type UnsavedOwner = Pick<UnsavedEntry, 'userId' | 'chartId' | 'sessionId'>;

/** The key of an entry: `user/chart/session`. */
export function unsavedKey({ userId, chartId, sessionId }: UnsavedOwner): string {
  return `${userId}/${chartId}/${sessionId}`;
}

/**
 * The browser's IndexedDB (database `steekwerk-unsaved`, store `entries`); undefined where there is none. The
 * database opens at once, so a write as the page closes needs no more than its transaction.
 */
export function indexedDbBackend(): UnsavedBackend | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  let store: ReturnType<typeof createStore>;
  try {
    store = createStore('steekwerk-unsaved', 'entries');
    // idb-keyval opens the database on first use: use it now.
    void store('readonly', (objects) => promisifyRequest(objects.count())).catch(() => undefined);
  } catch {
    return undefined;
  }
  const entries = () => store;
  return {
    get: (key) => get(key, entries()),
    // The transaction is committed at once (not when the task ends): a page closing right after still keeps it.
    set: (key, value) =>
      store('readwrite', (objects) => {
        objects.put(value, key);
        objects.transaction.commit?.();
        return promisifyRequest(objects.transaction).then(() => undefined);
      }),
    del: (key) => del(key, entries()),
    keys: async () => (await keys(entries())).map(String),
  };
}

/** A `Uint8Array`, also one made in another realm (a test's structured clone). */
function isBytes(value: unknown): value is Uint8Array {
  return ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]';
}

/** Whether `value`, read from the device, is an entry this app can open; bad entries are never trusted. */
export function parseUnsavedEntry(value: unknown): UnsavedEntry | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Partial<UnsavedEntry>;
  if (entry.format !== 1) return undefined;
  if (typeof entry.userId !== 'string' || typeof entry.chartId !== 'string' || entry.chartId === '')
    return undefined;
  if (typeof entry.sessionId !== 'string' || typeof entry.keptAt !== 'number') return undefined;
  if (typeof entry.chartUnsaved !== 'boolean') return undefined;
  if (
    typeof entry.baseRevision !== 'number' ||
    !Number.isInteger(entry.baseRevision) ||
    entry.baseRevision < 0
  )
    return undefined;
  if (!isBytes(entry.cells)) return undefined;
  const parsed = chartStateSchema.safeParse(entry.state);
  if (!parsed.success) return undefined;
  const { columnCount, rowCount } = parsed.data.grid.settings.size;
  if (entry.cells.length !== columnCount * rowCount) return undefined;
  if (entry.done !== undefined && !(isBytes(entry.done) && entry.done.length === entry.cells.length))
    return undefined;
  const further = entry.furtherLayerCells;
  if (
    further !== undefined &&
    !(
      Array.isArray(further) &&
      further.length === parsed.data.layers.items.length - 1 &&
      further.every((cells) => isBytes(cells) && cells.length === entry.cells!.length)
    )
  )
    return undefined;
  return { ...(entry as UnsavedEntry), state: parsed.data };
}

/** The entries of this device: read (bad ones removed), written and removed; failures never reach the editor. */
export class UnsavedStore {
  constructor(
    private readonly backend: UnsavedBackend | undefined,
    private readonly onError: (message: string) => void = () => undefined,
  ) {}

  /**
   * The user's entries of the chart, newest first; unreadable ones (or of a format this app does not know) are
   * removed.
   */
  async read(userId: string, chartId: string): Promise<UnsavedEntry[]> {
    if (!this.backend) return [];
    const prefix = `${userId}/${chartId}/`;
    const found: UnsavedEntry[] = [];
    try {
      for (const key of await this.backend.keys()) {
        if (!key.startsWith(prefix)) continue;
        const entry = parseUnsavedEntry(await this.backend.get(key));
        if (entry && unsavedKey(entry) === key) found.push(entry);
        else await this.backend.del(key);
      }
    } catch (error) {
      this.onError(`Unsaved changes read failure: ${messageOf(error)}`);
    }
    return found.sort((a, b) => b.keptAt - a.keptAt);
  }

  /** Keeps `entry`; resolves once IndexedDB has it (false: it could not be kept, e.g. the device is full). */
  async write(entry: UnsavedEntry): Promise<boolean> {
    if (!this.backend) return false;
    try {
      await this.backend.set(unsavedKey(entry), entry);
      return true;
    } catch (error) {
      this.onError(`Unsaved changes write failure: ${messageOf(error)}`);
      return false;
    }
  }

  async remove(owner: UnsavedOwner): Promise<void> {
    if (!this.backend) return;
    try {
      await this.backend.del(unsavedKey(owner));
    } catch (error) {
      this.onError(`Unsaved changes remove failure: ${messageOf(error)}`);
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

let browserStore: UnsavedStore | undefined;

/** The app's store of unsaved changes (IndexedDB). */
export function unsavedStore(): UnsavedStore {
  browserStore ??= new UnsavedStore(indexedDbBackend(), (message) => console.error(message));
  return browserStore;
}
