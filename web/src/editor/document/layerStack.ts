/**
 * The cells of a grid chart's layers (docs/decisions/layers.md): one array per layer, bottom to top in the order of
 * `layers.items`, and the cells the chart shows — the visible layers flattened (model `flattenLayers`). A chart of
 * one layer shows that layer's own array (no copy, no cost); a chart of several has a buffer of its own, kept up to
 * date cell by cell on edits. Showing or hiding a layer costs nothing here: the renderer composes the layers itself
 * (a mask uniform), and the buffer catches up only when a reader asks for it ({@link shown}) — then only the toggled
 * layers' filled cells are looked at (model `reflattenLayer`).
 */
import { flattenedCell, flattenLayers, reflattenLayer, type Layers } from '@steekwerk/model';

export class LayerStack {
  private arrays: Uint8Array[];
  private shownCells: Uint8Array;
  /** Whether {@link shown} is a flattened buffer (not one layer's own array). */
  private composite = false;
  private visibility: boolean[];
  /** Layers shown or hidden since the buffer was last brought up to date (indexes into `arrays`). */
  private readonly pending = new Set<number>();

  /** `arrays[0]` is the first layer's; missing or mis-sized further arrays become empty layers. */
  constructor(arrays: Uint8Array[], layers: Layers | undefined) {
    const size = arrays[0]!.length;
    const count = layers?.items.length ?? 1;
    this.arrays = Array.from({ length: Math.max(1, count) }, (_, index) => {
      const given = arrays[index];
      return given && given.length === size ? given : new Uint8Array(size);
    });
    this.visibility = this.arrays.map((_, index) => layers?.items[index]?.visible ?? true);
    this.shownCells = this.arrays[0]!;
    this.reflatten();
  }

  /**
   * The cells the chart shows (read in place by exports, counts, the tracker; the renderer composes the layers
   * itself). After a switch the first read brings the buffer up to date.
   */
  get shown(): Uint8Array {
    this.settle();
    return this.shownCells;
  }

  /** Whether a switch is not yet in the shown buffer (it is brought up to date on the next read). */
  get settled(): boolean {
    return this.pending.size === 0;
  }

  /** Each layer's visibility, bottom first. */
  get visible(): readonly boolean[] {
    return this.visibility;
  }

  /** Brings the shown buffer up to date with the layers shown or hidden since (their filled cells only). */
  settle(): void {
    if (this.pending.size === 0) return;
    const entries = this.entries();
    for (const index of this.pending) reflattenLayer(entries, index, this.shownCells, 1);
    this.pending.clear();
  }

  get count(): number {
    return this.arrays.length;
  }

  /** The cells of the layer at `index` (bottom first). */
  cellsOf(index: number): Uint8Array {
    return this.arrays[index]!;
  }

  /** Every layer's cells, bottom first (the arrays themselves). */
  get all(): readonly Uint8Array[] {
    return this.arrays;
  }

  /** Writes one cell of one layer and keeps the shown cells right; returns the layer's previous value. */
  write(layer: number, index: number, value: number): number {
    const cells = this.arrays[layer]!;
    const previous = cells[index] ?? 0;
    cells[index] = value;
    if (this.composite) this.shownCells[index] = flattenedCell(this.entries(), index);
    return previous;
  }

  /**
   * Takes new layer arrays and visibility (a layer added, removed, moved, shown or hidden; the size changed).
   * Showing or hiding one layer of several costs nothing now: the buffer is brought up to date when read.
   * @returns whether the shown array was replaced by another one (else it changed in place, or not at all), and
   *   `deferred` for a switch whose shown cells are brought up to date later
   */
  replace(
    arrays: Uint8Array[],
    visibility: boolean[],
  ): { replaced: boolean; changed: boolean; deferred?: boolean } {
    const toggled = this.singleToggle(arrays, visibility);
    if (toggled !== undefined && this.composite && this.arrays.length > 1) {
      this.visibility = visibility;
      this.pending.add(toggled);
      return { replaced: false, changed: true, deferred: true };
    }
    // Up to date with the layers as they were, before they change otherwise.
    this.settle();
    const before = this.visibleArrays();
    const shownBefore = this.shownCells;
    this.arrays = arrays;
    this.visibility = visibility;
    const after = this.visibleArrays();
    const same = before.length === after.length && before.every((cells, index) => cells === after[index]);
    if (same && (this.composite || this.arrays.includes(this.shownCells)))
      return { replaced: false, changed: false };
    this.reflatten();
    return { replaced: this.shownCells !== shownBefore, changed: true };
  }

  /** The index of the one layer whose visibility alone changes, or undefined. */
  private singleToggle(arrays: Uint8Array[], visibility: boolean[]): number | undefined {
    if (arrays.length !== this.arrays.length || arrays.some((cells, index) => cells !== this.arrays[index])) {
      return undefined;
    }
    const changed = visibility.flatMap((visible, index) =>
      visible !== this.visibility[index] ? [index] : [],
    );
    return changed.length === 1 ? changed[0] : undefined;
  }

  private visibleArrays(): Uint8Array[] {
    return this.arrays.filter((_, index) => this.visibility[index]);
  }

  private entries() {
    return this.arrays.map((cells, index) => ({ cells, visible: this.visibility[index] ?? true }));
  }

  /**
   * The shown cells from scratch: the only layer's own array when the chart has one visible layer and no other,
   * else a buffer of their own (kept while the chart has several layers, so showing and hiding never swaps arrays
   * under the renderer: it uploads only what changed).
   */
  private reflatten(): void {
    this.pending.clear();
    if (this.arrays.length === 1 && this.visibility[0]) {
      this.shownCells = this.arrays[0]!;
      this.composite = false;
      return;
    }
    const size = this.arrays[0]!.length;
    const buffer = this.composite && this.shownCells.length === size ? this.shownCells : new Uint8Array(size);
    this.shownCells = flattenLayers(this.entries(), buffer);
    this.composite = true;
  }
}
