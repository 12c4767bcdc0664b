/**
 * The freeform hit index every freeform tool asks (issue 29): which symbol lies under a point, which symbols a
 * rubber band selects. The engine implements it in Rust (a spatial index over turned boxes, `engine-rs/src/hit.rs`);
 * `LinearHitIndex` here is the plain scan the engine is tested and measured against.
 *
 * Entries are keyed by an id the caller chooses (the editor's per-session symbol id; ids are not saved). `z` orders
 * entries that overlap: a point pick returns the highest `z`. Queries take the ids of the layers to search (the
 * visible ones) or `null` for all.
 */
import { rubberBandSelects, symbolContainsPoint, type FreeformRect, type SymbolPlacement } from './geometry';

export interface HitEntry extends SymbolPlacement {
  readonly layerId: number;
  readonly z: number;
}

export interface FreeformHitIndex {
  /** Adds an entry or replaces the one with this id. */
  set(id: number, entry: HitEntry): void;
  /** Removes an entry; an unknown id does nothing. */
  remove(id: number): void;
  /** Removes every entry. */
  clear(): void;
  readonly size: number;
  /** The id of the topmost (highest `z`) entry containing the point, or -1. */
  pickPoint(x: number, y: number, layerIds: readonly number[] | null): number;
  /** The ids a rubber band selects (fully covered, or partly when `partial`), in no particular order. */
  pickRect(rect: FreeformRect, partial: boolean, layerIds: readonly number[] | null): number[];
}

/** A scan over every entry: the reference the engine is checked and benchmarked against. */
export class LinearHitIndex implements FreeformHitIndex {
  private readonly entries = new Map<number, HitEntry>();

  set(id: number, entry: HitEntry): void {
    this.entries.set(id, entry);
  }

  remove(id: number): void {
    this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  pickPoint(x: number, y: number, layerIds: readonly number[] | null): number {
    let best = -1;
    let bestZ = -Infinity;
    for (const [id, entry] of this.entries) {
      if (layerIds && !layerIds.includes(entry.layerId)) continue;
      if (entry.z >= bestZ && symbolContainsPoint(entry, x, y)) {
        if (entry.z > bestZ || id > best) best = id;
        bestZ = entry.z;
      }
    }
    return best;
  }

  pickRect(rect: FreeformRect, partial: boolean, layerIds: readonly number[] | null): number[] {
    const ids: number[] = [];
    for (const [id, entry] of this.entries) {
      if (layerIds && !layerIds.includes(entry.layerId)) continue;
      if (rubberBandSelects(entry, rect, partial)) ids.push(id);
    }
    return ids;
  }
}
