/**
 * The chart being edited: the single owner of everything the chart holds — its cells, custom lines, half and
 * quarter stitches, knots and beads, palette, settings, layers, freeform part and details — and of the preview
 * layer placed over it. Cells are one style id per byte (0 = empty), row-major, `columnCount * rowCount` long; the
 * other grid items are lists (`gridItems.ts`). Saving serialises the document alone (`chartState.ts`).
 *
 * React never holds the cells; stores hold metadata and the `version` counter only. Every change is announced to
 * the listeners with what changed (a cell rectangle, the size, an item list, the palette, the settings, the
 * preview layer), so the renderer can upload only what it must and the editor can flag the chart for saving.
 */
import type {
  ChartDetails,
  ChartSettings,
  Freeform,
  FreeformSymbol,
  GridSettings,
  Layers,
  Palette,
} from '@steekwerk/model';
import { isFreeformCraft } from '@steekwerk/model';
import { FreeformIds } from './freeform/freeformIds';
import {
  applyItemPatch,
  isValidPatch,
  itemCellBounds,
  noGridItems,
  type GridItemKind,
  type GridItems,
  type GridItemTypes,
  type ItemPatch,
} from './gridItems';
import type { PreviewLayer } from './previewLayer';
import { LayerStack } from './layerStack';

/** Rows or columns (grid size commands, where items go when lines are inserted or removed). */
export type GridAxis = 'rows' | 'columns';

/** A rectangle of cells: `x`, `y` of its top-left cell, `width` and `height` in cells. */
export interface CellRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What changed in the document. */
export type DocumentChange =
  /**
   * Cells changed within `rect`. `layers`: the indexes of the layers whose own cells changed (empty: only the shown
   * cells, e.g. layers added or removed; absent: not known — a renderer of layers uploads them all).
   */
  | { readonly type: 'cells'; readonly rect: CellRect; readonly layers?: readonly number[] }
  /** The grid's size changed: cells, items and anything placed by cell may all have changed. */
  | { readonly type: 'size' }
  /** An item list changed; `rect` holds the cells the changed items touch (absent: the whole list changed). */
  | { readonly type: 'items'; readonly kind: GridItemKind; readonly rect?: CellRect }
  /** The preview layer appeared, moved, changed or went: not a change to the chart. */
  | { readonly type: 'preview' }
  | { readonly type: 'palette' }
  | { readonly type: 'settings' }
  | { readonly type: 'gridSettings' }
  /**
   * The layers changed (added, removed, moved, renamed, shown, hidden, selected). `cellsReplaced`: the shown cells
   * are another array now (read `cells` again); a change of the shown cells in place comes as a `cells` change,
   * except showing or hiding one layer of several: the renderer composes the layers with a mask, and `cells` is
   * brought up to date when read.
   */
  | { readonly type: 'layers'; readonly cellsReplaced: boolean }
  /** A freeform chart's symbols or its size and background changed; see {@link FreeformChange}. */
  | FreeformChange;

/**
 * What changed in a freeform chart, by per-session symbol id (`freeform/freeformIds.ts`): symbols added, removed
 * or changed (placement, style, layer, order), or the chart's size and background (`settings`).
 */
export interface FreeformChange {
  readonly type: 'freeform';
  readonly added: readonly number[];
  readonly removed: readonly number[];
  readonly changed: readonly number[];
  readonly settings: boolean;
}

export type DocumentListener = (change: DocumentChange) => void;

/** The chart metadata the document keeps beside its cells and grid items (the rest of the chart state). */
export interface ChartMetadata {
  readonly settings: ChartSettings;
  readonly gridSettings: GridSettings;
  readonly palette: Palette;
  readonly layers: Layers;
  readonly freeform: Freeform;
  readonly details: ChartDetails;
}

/** Whether a change alters the chart (to be saved and undone), rather than only what is shown over it. */
export function changesChart(change: DocumentChange): boolean {
  return change.type !== 'preview';
}

function isGridDimension(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1;
}

function checkSize(cells: Uint8Array, columnCount: number, rowCount: number): void {
  if (!isGridDimension(columnCount) || !isGridDimension(rowCount)) {
    throw new RangeError(`Invalid grid size ${columnCount}×${rowCount}`);
  }
  if (cells.length !== columnCount * rowCount) {
    throw new RangeError(`Expected ${columnCount * rowCount} cells, got ${cells.length}`);
  }
}

/** Whether a value is a whole style id 0–255. */
export function isCellValue(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 255;
}

/** The smallest rectangle holding both (either may be undefined). */
export function unionRect(a: CellRect | undefined, b: CellRect | undefined): CellRect | undefined {
  if (!a) return b;
  if (!b) return a;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

export class ChartDocument {
  private currentVersion = 0;
  private stack: LayerStack;
  private currentColumnCount: number;
  private currentRowCount: number;
  private metadata: ChartMetadata | undefined;
  private currentItems: GridItems;
  private currentPreview: PreviewLayer | undefined;
  private readonly listeners = new Set<DocumentListener>();
  /** Layers written by {@link writeCellByIndex} since the last announcement (named in its `cells` change). */
  private readonly writtenLayers = new Set<number>();
  /** The freeform symbols' per-session ids, parallel to `meta.freeform.symbols`. */
  private readonly freeformIds: FreeformIds;

  /**
   * Wraps existing cells (not copied: the document owns them from now on).
   * @throws RangeError when the sizes are not whole numbers of at least 1 or the cells do not fit them.
   */
  constructor(
    cells: Uint8Array,
    columnCount: number,
    rowCount: number,
    metadata?: ChartMetadata,
    items: GridItems = noGridItems,
    /** The further layers' cells by layer index (index 0 is `cells`); missing ones are empty. */
    layerCells: readonly (Uint8Array | undefined)[] = [],
  ) {
    checkSize(cells, columnCount, rowCount);
    this.stack = new LayerStack(
      [cells, ...layerCells.slice(1).map((layer) => layer ?? new Uint8Array(0))],
      metadata?.layers,
    );
    this.currentColumnCount = columnCount;
    this.currentRowCount = rowCount;
    this.metadata = metadata;
    this.currentItems = items;
    this.freeformIds = new FreeformIds(metadata?.freeform.symbols.length ?? 0);
  }

  /** A document of empty cells. */
  static createEmpty(columnCount: number, rowCount: number, metadata?: ChartMetadata): ChartDocument {
    if (!isGridDimension(columnCount) || !isGridDimension(rowCount)) {
      throw new RangeError(`Invalid grid size ${columnCount}×${rowCount}`);
    }
    return new ChartDocument(new Uint8Array(columnCount * rowCount), columnCount, rowCount, metadata);
  }

  /** Increases with every change. */
  get version(): number {
    return this.currentVersion;
  }

  /**
   * The cells the chart shows: the visible layers flattened (docs/decisions/layers.md). What the renderer draws and
   * exports, counts, the tracker and the written pattern read. Edits go to the selected layer ({@link editCells}).
   */
  get cells(): Uint8Array {
    return this.stack.shown;
  }

  /** The selected layer's own cells: what drawing, erasing, fills, copying and pasting read and change. */
  get editCells(): Uint8Array {
    return this.stack.cellsOf(this.selectedLayerIndex);
  }

  /** The layers' cells, bottom first, in the order of `meta.layers.items`. */
  get layerCells(): readonly Uint8Array[] {
    return this.stack.all;
  }

  /** The index in `meta.layers.items` of the selected layer (0 without metadata). */
  get selectedLayerIndex(): number {
    if (!this.metadata) return 0;
    const { items, selectedLayerId } = this.metadata.layers;
    const index = items.findIndex((layer) => layer.layerId === selectedLayerId);
    return Math.min(Math.max(index, 0), this.stack.count - 1);
  }

  /** The selected layer's id (1 without metadata). */
  get selectedLayerId(): number {
    return this.metadata?.layers.items[this.selectedLayerIndex]?.layerId ?? 1;
  }

  /** The index of a layer id, or -1 (a bare document has layer 1 only). */
  layerIndexOf(layerId: number): number {
    if (!this.metadata) return layerId === 1 ? 0 : -1;
    return this.metadata.layers.items.findIndex((layer) => layer.layerId === layerId);
  }

  get columnCount(): number {
    return this.currentColumnCount;
  }

  get rowCount(): number {
    return this.currentRowCount;
  }

  /** The chart settings, grid settings and palette; throws for a bare document made without them. */
  get meta(): ChartMetadata {
    if (!this.metadata) throw new Error('This document has no chart metadata');
    return this.metadata;
  }

  get hasMetadata(): boolean {
    return this.metadata !== undefined;
  }

  get palette(): Palette {
    return this.meta.palette;
  }

  /** Custom lines, half and quarter stitches, knots and beads. */
  get items(): GridItems {
    return this.currentItems;
  }

  /** The preview layer over the chart (a paste, text to grid), if one shows. */
  get preview(): PreviewLayer | undefined {
    return this.currentPreview;
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: DocumentListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether (column, row) is a whole-number coordinate inside the grid. */
  contains(column: number, row: number): boolean {
    return (
      Number.isInteger(column) &&
      Number.isInteger(row) &&
      column >= 0 &&
      row >= 0 &&
      column < this.currentColumnCount &&
      row < this.currentRowCount
    );
  }

  /** The style id at (column, row), or undefined outside the grid. */
  cellAt(column: number, row: number): number | undefined {
    return this.contains(column, row) ? this.cells[row * this.currentColumnCount + column] : undefined;
  }

  /** The selected layer's style id at (column, row), or undefined outside the grid. */
  editCellAt(column: number, row: number): number | undefined {
    return this.contains(column, row) ? this.editCells[row * this.currentColumnCount + column] : undefined;
  }

  /**
   * Sets one cell to a style id (0–255; 0 empties it). Coordinates outside the grid are ignored.
   * @returns the changed rectangle, or undefined when nothing changed.
   */
  setCell(column: number, row: number, styleId: number): CellRect | undefined {
    if (!isCellValue(styleId)) throw new RangeError(`Invalid style id ${styleId}`);
    if (!this.contains(column, row)) return undefined;
    const index = row * this.currentColumnCount + column;
    if (this.editCells[index] === styleId) return undefined;
    this.writeCellByIndex(index, styleId);
    const rect = { x: column, y: row, width: 1, height: 1 };
    this.announceCells(rect);
    return rect;
  }

  /**
   * Writes cells by index (row-major) without announcing them; the caller announces the changed rectangle
   * with {@link announceCells} once a batch is written. Returns the previous value.
   */
  writeCellByIndex(index: number, styleId: number): number {
    const layer = this.selectedLayerIndex;
    this.writtenLayers.add(layer);
    return this.stack.write(layer, index, styleId);
  }

  /** {@link writeCellByIndex} on the layer at `layerIndex` (undo of an edit made on another layer). */
  writeLayerCellByIndex(layerIndex: number, index: number, styleId: number): number {
    this.writtenLayers.add(layerIndex);
    return this.stack.write(layerIndex, index, styleId);
  }

  /**
   * Replaces the layers and their cells (one array per item, the document owns them from now on): a layer added,
   * removed, moved, renamed, shown, hidden or selected. The shown cells are flattened again only when the visible
   * layers changed.
   */
  replaceLayers(layers: Layers, layerCells: Uint8Array[]): void {
    const size = this.currentColumnCount * this.currentRowCount;
    if (layerCells.length !== layers.items.length || layerCells.some((cells) => cells.length !== size)) {
      throw new RangeError('Every layer needs cells of the grid size');
    }
    this.metadata = { ...this.meta, layers };
    const { replaced, changed, deferred } = this.stack.replace(
      layerCells,
      layers.items.map((layer) => layer.visible),
    );
    this.changed({ type: 'layers', cellsReplaced: replaced });
    if (changed && !replaced && !deferred) {
      const whole = { x: 0, y: 0, width: this.currentColumnCount, height: this.currentRowCount };
      this.changed({ type: 'cells', rect: whole, layers: [] });
    }
  }

  /** Announces changed cells (after {@link writeCellByIndex} calls). */
  announceCells(rect: CellRect): void {
    // Nothing written through this document since: the layers are not known (a renderer uploads them all).
    const layers = this.writtenLayers.size > 0 ? [...this.writtenLayers] : undefined;
    this.writtenLayers.clear();
    this.changed(layers ? { type: 'cells', rect, layers } : { type: 'cells', rect });
  }

  /**
   * Replaces all cells and the size (grid size changes), and with them the items when given (moved or clipped to
   * the new size): one array per layer (a single array for a chart of one layer). The document owns them from now on. Announced as `size`: everything may have changed.
   */
  replaceCells(
    cells: Uint8Array | readonly Uint8Array[],
    columnCount: number,
    rowCount: number,
    items?: GridItems,
  ): void {
    const layers = cells instanceof Uint8Array ? [cells] : [...cells];
    if (layers.length !== this.stack.count) throw new RangeError('Every layer needs cells');
    for (const layer of layers) checkSize(layer, columnCount, rowCount);
    if (items) this.currentItems = items;
    const visibility = this.metadata?.layers.items.map((layer) => layer.visible) ?? [true];
    this.stack.replace(layers, visibility);
    this.currentColumnCount = columnCount;
    this.currentRowCount = rowCount;
    if (this.metadata) {
      const gridSettings = { ...this.metadata.gridSettings, size: { columnCount, rowCount } };
      this.metadata = { ...this.metadata, gridSettings };
    }
    this.changed({ type: 'size' });
  }

  /**
   * Edits one item list (see {@link ItemPatch}); returns the patch that undoes it, or undefined when the patch does
   * not fit the list or changes nothing. Announces the cells the removed and added items touch.
   */
  patchItems<Kind extends GridItemKind>(
    kind: Kind,
    patch: ItemPatch<GridItemTypes[Kind]>,
  ): ItemPatch<GridItemTypes[Kind]> | undefined {
    const list = this.currentItems[kind] as readonly GridItemTypes[Kind][];
    if (patch.remove.length === 0 && patch.add.length === 0) return undefined;
    if (!isValidPatch(patch, list.length)) return undefined;
    const result = applyItemPatch(list, patch);
    this.currentItems = { ...this.currentItems, [kind]: result.list };
    let rect: CellRect | undefined;
    const touched = [...patch.remove.map((index) => list[index]!), ...patch.add.map((added) => added.item)];
    for (const item of touched) {
      const bounds = itemCellBounds(kind, item);
      rect = unionRect(rect, {
        x: bounds.x0,
        y: bounds.y0,
        width: bounds.x1 - bounds.x0,
        height: bounds.y1 - bounds.y0,
      });
    }
    this.changed({ type: 'items', kind, rect: rect && this.clipRect(rect) });
    return result.inverse;
  }

  /** Replaces item lists wholesale (grid size changes, a palette change that restyles items). */
  replaceItems(items: Partial<GridItems>): void {
    const next = { ...this.currentItems, ...items };
    const changedKinds = (Object.keys(items) as GridItemKind[]).filter(
      (kind) => next[kind] !== this.currentItems[kind],
    );
    this.currentItems = next;
    for (const kind of changedKinds) this.changed({ type: 'items', kind });
  }

  /** Whether this is a freeform chart (symbols on layers, craft `crochetFreeform`) rather than a grid. */
  get isFreeform(): boolean {
    return this.metadata !== undefined && isFreeformCraft(this.metadata.settings.craft);
  }

  /** The freeform symbols, bottom first (empty for a bare document). */
  get freeformSymbols(): readonly FreeformSymbol[] {
    return this.metadata?.freeform.symbols ?? [];
  }

  /** The per-session id of each freeform symbol, in the order of {@link freeformSymbols}. */
  get freeformSymbolIds(): readonly number[] {
    return this.freeformIds.all;
  }

  /** The index in {@link freeformSymbols} of a symbol id, or -1. */
  freeformIndexOf(id: number): number {
    return this.freeformIds.indexOf(id);
  }

  /** The symbol of an id, or undefined. */
  freeformSymbol(id: number): FreeformSymbol | undefined {
    const index = this.freeformIds.indexOf(id);
    return index < 0 ? undefined : this.freeformSymbols[index];
  }

  /** An id for a symbol about to be added (never one used before in this session). */
  newFreeformId(): number {
    return this.freeformIds.allocate();
  }

  /**
   * Replaces the freeform part and its symbols' ids (one per symbol, in order) — the freeform commands' one way in
   * (`commands/freeformCommands.ts`); announces `change`.
   */
  replaceFreeform(freeform: Freeform, ids: readonly number[], change: Omit<FreeformChange, 'type'>): void {
    if (ids.length !== freeform.symbols.length) throw new RangeError('Every freeform symbol needs an id');
    this.metadata = { ...this.meta, freeform };
    this.freeformIds.replace(ids);
    this.changed({ type: 'freeform', ...change });
  }

  /** Shows, moves or replaces the preview layer (undefined removes it). Not an edit of the chart. */
  setPreview(layer: PreviewLayer | undefined): void {
    if (layer === this.currentPreview) return;
    this.currentPreview = layer;
    this.changed({ type: 'preview' });
  }

  /** Replaces the palette (styles and the selected style). */
  setPalette(palette: Palette): void {
    this.metadata = { ...this.meta, palette };
    this.changed({ type: 'palette' });
  }

  /** Replaces the chart settings. */
  setSettings(settings: ChartSettings): void {
    this.metadata = { ...this.meta, settings };
    this.changed({ type: 'settings' });
  }

  /**
   * Records the chart's id and revision after a save. Not an edit: nothing is announced, nothing is undone, and
   * the change count stays (the save queue must not save again because it saved).
   */
  identify(chartId: string, revision: number): void {
    this.metadata = { ...this.meta, settings: { ...this.meta.settings, chartId, revision } };
  }

  /** Replaces the grid settings (the size is the document's own and kept). */
  setGridSettings(gridSettings: GridSettings): void {
    const size = { columnCount: this.currentColumnCount, rowCount: this.currentRowCount };
    this.metadata = { ...this.meta, gridSettings: { ...gridSettings, size } };
    this.changed({ type: 'gridSettings' });
  }

  /** A rectangle clipped to the grid (an item on the edge touches cells just outside it). */
  private clipRect(rect: CellRect): CellRect | undefined {
    const x0 = Math.max(0, rect.x);
    const y0 = Math.max(0, rect.y);
    const x1 = Math.min(this.currentColumnCount, rect.x + rect.width);
    const y1 = Math.min(this.currentRowCount, rect.y + rect.height);
    return x1 > x0 && y1 > y0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : undefined;
  }

  private changed(change: DocumentChange): void {
    this.currentVersion += 1;
    for (const listener of this.listeners) listener(change);
  }
}
