/**
 * The cells of a grid chart's layers (docs/decisions/layers.md): one array per layer, bottom to top in the order of
 * `layers.items`, and the cells the chart shows — the visible layers flattened (model `flattenLayers`). A chart of
 * one layer shows that layer's own array (no copy, no cost); a chart of several has a buffer of its own, kept up to
 * date cell by cell on edits, and when one layer is shown or hidden only that layer's filled cells are looked at
 * (model `reflattenLayer`), so the renderer uploads only what changed and never gets another array.
 */
import { flattenedCell, flattenLayers, reflattenLayer, type Layers } from '@steekwerk/model';

export class LayerStack {
  private arrays: Uint8Array[];
  private shownCells: Uint8Array;
  /** Whether {@link shown} is a flattened buffer (not one layer's own array). */
  private composite = false;
  private visibility: boolean[];

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

  /** The cells the chart shows (read in place by the renderer, exports, counts). */
  get shown(): Uint8Array {
    return this.shownCells;
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
   * Showing or hiding one layer while two or more stay visible looks only at the cells that layer fills.
   * @returns whether the shown array was replaced by another one (else it changed in place, or not at all), and
   *   for a change in place the rectangle of cells that may have changed (absent: all)
   */
  replace(
    arrays: Uint8Array[],
    visibility: boolean[],
    columnCount = 1,
  ): { replaced: boolean; changed: boolean; rect?: { x0: number; y0: number; x1: number; y1: number } } {
    const before = this.visibleArrays();
    const shownBefore = this.shownCells;
    const toggled = this.singleToggle(arrays, visibility);
    this.arrays = arrays;
    this.visibility = visibility;
    if (toggled !== undefined && this.composite && this.arrays.length > 1) {
      const rect = reflattenLayer(this.entries(), toggled, this.shownCells, columnCount);
      return rect ? { replaced: false, changed: true, rect } : { replaced: false, changed: false };
    }
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
