/**
 * The freeform hit index kept in step with the chart (issue 29): every symbol is an entry under its per-session id,
 * its `z` ordering it above the symbols it covers — layers bottom first (`layers.items` order), then the symbol
 * list's order within a layer. The index is a `FreeformHitIndex` (the plain `LinearHitIndex` by default; the
 * coordinator hands in the engine's). Moves and turns update the entries they name; additions, removals and
 * layer changes renumber every entry, lazily, at the next question.
 */
import type { FreeformHitIndex, FreeformRect, FreeformSymbol } from '@steekwerk/model';
import type { ChartDocument, DocumentChange } from '../document/ChartDocument';

/** Room for every symbol of a layer below the next layer's `z` (the wire allows 200 000 symbols). */
const zPerLayer = 1_000_000;

export class FreeformHits {
  private stale = true;

  constructor(
    private readonly document: ChartDocument,
    private readonly index: FreeformHitIndex,
  ) {}

  /** Brings the index up to date with a change of the chart. */
  changed(change: DocumentChange): void {
    if (change.type === 'layers') {
      this.stale = true;
      return;
    }
    if (change.type !== 'freeform' || this.stale) return;
    if (change.added.length > 0 || change.removed.length > 0) {
      this.stale = true;
      return;
    }
    const ranks = this.layerRanks();
    for (const id of change.changed) {
      const at = this.document.freeformIndexOf(id);
      const symbol = this.document.freeformSymbols[at];
      if (symbol) this.index.set(id, this.entry(symbol, at, ranks));
      else this.index.remove(id);
    }
  }

  /** The id of the topmost symbol of a visible layer under the point, or -1. */
  pickPoint(x: number, y: number): number {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return -1;
    return this.fresh().pickPoint(x, y, this.visibleLayers());
  }

  /** The ids of the symbols of visible layers a rubber band selects, bottom first. */
  pickRect(rect: FreeformRect, partial: boolean): number[] {
    if (![rect.x, rect.y, rect.width, rect.height].every(Number.isFinite)) return [];
    const ids = this.fresh().pickRect(rect, partial, this.visibleLayers());
    return ids
      .map((id) => ({ id, at: this.document.freeformIndexOf(id) }))
      .filter((entry) => entry.at >= 0)
      .sort((a, b) => a.at - b.at)
      .map((entry) => entry.id);
  }

  /** The ids of every symbol of a visible layer, bottom first. */
  visibleIds(): number[] {
    const visible = new Set(this.visibleLayers());
    const ids = this.document.freeformSymbolIds;
    return this.document.freeformSymbols.flatMap((symbol, at) =>
      visible.has(symbol.layerId) ? [ids[at]!] : [],
    );
  }

  private visibleLayers(): number[] {
    if (!this.document.hasMetadata) return [];
    return this.document.meta.layers.items.filter((layer) => layer.visible).map((layer) => layer.layerId);
  }

  private layerRanks(): Map<number, number> {
    const items = this.document.hasMetadata ? this.document.meta.layers.items : [];
    return new Map(items.map((layer, rank) => [layer.layerId, rank]));
  }

  private entry(symbol: FreeformSymbol, at: number, ranks: ReadonlyMap<number, number>) {
    const { x, y, width, height, rotate, layerId } = symbol;
    return { x, y, width, height, rotate, layerId, z: (ranks.get(layerId) ?? 0) * zPerLayer + at };
  }

  private fresh(): FreeformHitIndex {
    if (!this.stale) return this.index;
    this.index.clear();
    const ranks = this.layerRanks();
    const ids = this.document.freeformSymbolIds;
    for (const [at, symbol] of this.document.freeformSymbols.entries()) {
      this.index.set(ids[at]!, this.entry(symbol, at, ranks));
    }
    this.stale = false;
    return this.index;
  }
}
