/**
 * Live N-fold symmetry of a round guide (docs/decisions/freeform.md, "Rounds"): with `symmetry` on, a symbol
 * added, moved or removed on the guide's layer is repeated in every other wedge — its copies are the symbol turned
 * about the guide's centre by k × 360 / wedges (k = 1…wedges − 1), its own turn increased as much. A symbol's
 * copies are found again by that rule (same layer, style, size and box, place and turn within a tolerance), so the
 * symmetry needs no links stored in the chart.
 */
import { boundingBoxOf, type FreeformBox, type SymbolPlacement } from '../geometry';
import type { RoundGuide } from '../roundGuide';
import { angleDistance, normaliseAngle, rotateAboutCentre, wedgeCountOf } from './polar';

/** What symmetry reads of a symbol (a `FreeformSymbol` has it all). */
export interface SymmetricSymbol extends SymbolPlacement {
  readonly layerId: number;
  readonly styleId: number;
  readonly size: number;
  readonly boundingBox?: FreeformBox | undefined;
}

/** How close a copy must be to where the rule puts it: units for places and sizes, degrees for turns. */
export const symmetryTolerance = { distance: 0.5, degrees: 0.5 } as const;

/** The turn between neighbouring wedges, degrees. */
export function wedgeTurn(guide: RoundGuide): number {
  return 360 / wedgeCountOf(guide);
}

/** Whether an edit on `layerId` is repeated around the guide (symmetry on, more than one wedge, its layer). */
export function symmetryApplies(guide: RoundGuide, layerId: number): boolean {
  return guide.symmetry && wedgeCountOf(guide) > 1 && guide.layerId === layerId;
}

/** The symbol turned `steps` wedges clockwise about the centre (its box recomputed when it has one). */
export function turnedCopy<S extends SymmetricSymbol>(guide: RoundGuide, symbol: S, steps: number): S {
  const degrees = steps * wedgeTurn(guide);
  const point = rotateAboutCentre(guide, symbol, degrees);
  const copy = { ...symbol, x: point.x, y: point.y, rotate: normaliseAngle(symbol.rotate + degrees) };
  return symbol.boundingBox ? { ...copy, boundingBox: boundingBoxOf(copy) } : copy;
}

/** The copies of a symbol in the other wedges (wedge turns 1…wedges − 1); none when symmetry does not apply. */
export function symmetricCopies<S extends SymmetricSymbol>(guide: RoundGuide, symbol: S): S[] {
  if (!symmetryApplies(guide, symbol.layerId)) return [];
  const copies: S[] = [];
  for (let steps = 1; steps < wedgeCountOf(guide); steps += 1) copies.push(turnedCopy(guide, symbol, steps));
  return copies;
}

function sameSymbolAt(expected: SymmetricSymbol, candidate: SymmetricSymbol): boolean {
  const { distance, degrees } = symmetryTolerance;
  return (
    candidate.layerId === expected.layerId &&
    candidate.styleId === expected.styleId &&
    Math.abs(candidate.size - expected.size) <= 1e-6 &&
    Math.abs(candidate.width - expected.width) <= distance &&
    Math.abs(candidate.height - expected.height) <= distance &&
    Math.hypot(candidate.x - expected.x, candidate.y - expected.y) <= distance &&
    angleDistance(candidate.rotate, expected.rotate) <= degrees
  );
}

export interface SymmetricCopy {
  /** Index of the copy in the symbols list. */
  readonly index: number;
  /** Wedge turns (clockwise) from the symbol to this copy. */
  readonly steps: number;
}

/** The index of each symbol list asked for (`SymbolPlaces.of`), carried on to the list an edit makes of it. */
const placesOfList = new WeakMap<readonly SymmetricSymbol[], SymbolPlaces>();

/** Symbols by the unit square their centre lies in, so a copy is looked up where it should be, not searched for. */
export class SymbolPlaces {
  private readonly cells = new Map<number, number[]>();

  constructor(private symbols: readonly SymmetricSymbol[]) {
    symbols.forEach((symbol, index) => this.place(symbol, index));
  }

  /**
   * The index of a list, kept between calls: built once per list, and carried on by {@link SymbolPlaces.carry}
   * to the list an edit makes of it, so a key press that moves thousands of symbols does not index 100 000 anew.
   */
  static of(symbols: readonly SymmetricSymbol[]): SymbolPlaces {
    let places = placesOfList.get(symbols);
    if (!places) {
      places = new SymbolPlaces(symbols);
      placesOfList.set(symbols, places);
    }
    return places;
  }

  /**
   * Moves the kept index of `before` (if there is one) on to `after`, a list of the same length whose symbols
   * differ from `before` only at `changed` (indexes). Only those symbols are placed anew; `before` loses its index.
   */
  static carry(
    before: readonly SymmetricSymbol[],
    after: readonly SymmetricSymbol[],
    changed: Iterable<number>,
  ): void {
    const places = placesOfList.get(before);
    if (!places) return;
    placesOfList.delete(before);
    if (before.length !== after.length) return;
    for (const index of changed) {
      places.unplace(before[index]!, index);
      places.place(after[index]!, index);
    }
    places.symbols = after;
    placesOfList.set(after, places);
  }

  private place(symbol: SymmetricSymbol, index: number): void {
    const key = SymbolPlaces.key(Math.floor(symbol.x), Math.floor(symbol.y));
    const list = this.cells.get(key);
    if (list) list.push(index);
    else this.cells.set(key, [index]);
  }

  private unplace(symbol: SymmetricSymbol, index: number): void {
    const key = SymbolPlaces.key(Math.floor(symbol.x), Math.floor(symbol.y));
    const list = this.cells.get(key);
    const at = list ? list.indexOf(index) : -1;
    if (at < 0) return;
    list!.splice(at, 1);
    if (list!.length === 0) this.cells.delete(key);
  }

  /** A small integer per unit square; squares 32 768 units apart share one (the match test tells them apart). */
  private static key(column: number, row: number): number {
    return (column & 0x7fff) * 0x8000 + (row & 0x7fff);
  }

  /** The first symbol (by index) not in `taken` that matches `expected` within {@link symmetryTolerance}. */
  find(expected: SymmetricSymbol, taken: ReadonlySet<number>): number {
    let found = -1;
    const column = Math.floor(expected.x);
    const row = Math.floor(expected.y);
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        for (const index of this.cells.get(SymbolPlaces.key(column + dx, row + dy)) ?? []) {
          if (
            (found < 0 || index < found) &&
            !taken.has(index) &&
            sameSymbolAt(expected, this.symbols[index]!)
          ) {
            found = index;
          }
        }
      }
    }
    return found;
  }
}

/**
 * The symbols that are copies of `symbols[index]` in the other wedges, at most one per wedge turn (the first
 * found), never the symbol itself. Empty when symmetry does not apply or the index is not in the list. Pass
 * `places` (of the same list) when asking for many symbols.
 */
export function copiesOf(
  guide: RoundGuide,
  symbols: readonly SymmetricSymbol[],
  index: number,
  places: SymbolPlaces = new SymbolPlaces(symbols),
): SymmetricCopy[] {
  const symbol = symbols[index];
  if (!symbol || !symmetryApplies(guide, symbol.layerId)) return [];
  const copies: SymmetricCopy[] = [];
  const taken = new Set<number>([index]);
  // The match reads no box, so the probes go without (recomputing 35 boxes a symbol was a third of a big move).
  const { boundingBox: _box, ...bare } = symbol;
  for (let steps = 1; steps < wedgeCountOf(guide); steps += 1) {
    const found = places.find(turnedCopy(guide, bare, steps), taken);
    if (found >= 0) {
      taken.add(found);
      copies.push({ index: found, steps });
    }
  }
  return copies;
}

/** An edit in one wedge: symbols added, symbols moved (by index, with their new state) and removed (by index). */
export interface WedgeEdit<S extends SymmetricSymbol> {
  readonly added?: readonly S[];
  readonly moved?: readonly { readonly index: number; readonly after: S }[];
  readonly removed?: readonly number[];
}

/** What the other wedges need so the edit shows in all of them. */
export interface SymmetricEdit<S extends SymmetricSymbol> {
  readonly added: S[];
  readonly changed: { index: number; symbol: S }[];
  readonly removed: number[];
}

/**
 * The edits of the other wedges that repeat `edit`, for the list `symbols` as it was before it. Copies that the
 * edit itself already moves or removes (a selection spanning wedges) are left to it, so nothing moves twice. Pass
 * `places` (of the same list, e.g. `SymbolPlaces.of(symbols)`) to reuse a kept index.
 */
export function symmetricEditOf<S extends SymmetricSymbol>(
  guide: RoundGuide,
  symbols: readonly S[],
  edit: WedgeEdit<S>,
  places: SymbolPlaces = new SymbolPlaces(symbols),
): SymmetricEdit<S> {
  const touched = new Set<number>([...(edit.moved ?? []).map((move) => move.index), ...(edit.removed ?? [])]);
  const result: SymmetricEdit<S> = { added: [], changed: [], removed: [] };
  for (const symbol of edit.added ?? []) result.added.push(...symmetricCopies(guide, symbol));
  for (const { index, after } of edit.moved ?? []) {
    for (const copy of copiesOf(guide, symbols, index, places)) {
      if (touched.has(copy.index)) continue;
      touched.add(copy.index);
      result.changed.push({
        index: copy.index,
        symbol: { ...turnedCopy(guide, after, copy.steps), layerId: symbols[copy.index]!.layerId },
      });
    }
  }
  for (const index of edit.removed ?? []) {
    for (const copy of copiesOf(guide, symbols, index, places)) {
      if (touched.has(copy.index)) continue;
      touched.add(copy.index);
      result.removed.push(copy.index);
    }
  }
  result.removed.sort((a, b) => a - b);
  return result;
}
