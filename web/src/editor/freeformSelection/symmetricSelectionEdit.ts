/**
 * Live N-fold symmetry for the select tool's edits (issue 29, docs/decisions/freeform.md "Symmetry of selection
 * edits"): an edit of symbols on a round of a guide with symmetry on — moved, turned, scaled, aligned, removed or
 * duplicated — is repeated in the guide's other wedges by `symmetricEditOf`, in the same `editFreeformSymbols`
 * arguments and so in the same undo step. Copies are found again by rule (no links in the chart); copies the edit
 * already touches are left to it. A copy that would reach past the chart's edge is not made (an added copy) or
 * stays where it is (a moved copy), as placing does (`liesWithinChart`). Symbols on no round of the guide, on other
 * layers, and guides with symmetry off change nothing. Pure functions.
 */
import {
  SymbolPlaces,
  angleDistance,
  copiesOf,
  liesWithinChart,
  roundOf,
  symmetricCopies,
  symmetricEditOf,
  symmetryApplies,
  symmetryTolerance,
  type FreeformChartSize,
  type FreeformSymbol,
  type RoundGuide,
} from '@steekwerk/model';
import type { ChartDocument } from '../document/ChartDocument';
import type { AddedFreeformSymbol, FreeformSymbolEdit } from '../document/commands/freeformCommands';

/** What the symmetric edit reads of the chart (a `ChartDocument` offers it all). */
export interface SymmetryChart {
  readonly symbols: readonly FreeformSymbol[];
  /** The per-session ids, in the order of `symbols`. */
  readonly ids: readonly number[];
  readonly guides: readonly RoundGuide[];
  readonly size: FreeformChartSize;
  /** A fresh id for an added copy. */
  newId(): number;
}

/** What symmetry reads of the chart open in the editor. */
export function symmetryChartOf(document: ChartDocument): SymmetryChart {
  return {
    symbols: document.freeformSymbols,
    ids: document.freeformSymbolIds,
    guides: document.meta.freeform.roundGuides ?? [],
    size: document.meta.freeform.size,
    newId: () => document.newFreeformId(),
  };
}

/** An added symbol and the index of the symbol it copies (a duplicate): the copy is repeated when its source is. */
export interface SourcedAdd {
  readonly added: AddedFreeformSymbol;
  readonly source: number;
}

/** Whether the guide repeats edits of this symbol: symmetry on, its layer, and the symbol on one of its rounds. */
export function repeatsAround(guide: RoundGuide, symbol: FreeformSymbol): boolean {
  return symmetryApplies(guide, symbol.layerId) && roundOf(guide, symbol) !== undefined;
}

/** Added symbols by unit square, so a copy that lands on one already added is not made twice. */
class AddedPlaces {
  private readonly cells = new Map<string, FreeformSymbol[]>();

  add(symbol: FreeformSymbol): void {
    const key = `${Math.floor(symbol.x)},${Math.floor(symbol.y)}`;
    const list = this.cells.get(key);
    if (list) list.push(symbol);
    else this.cells.set(key, [symbol]);
  }

  has(symbol: FreeformSymbol): boolean {
    const { distance, degrees } = symmetryTolerance;
    const column = Math.floor(symbol.x);
    const row = Math.floor(symbol.y);
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        for (const other of this.cells.get(`${column + dx},${row + dy}`) ?? []) {
          if (
            other.layerId === symbol.layerId &&
            other.styleId === symbol.styleId &&
            Math.abs(other.size - symbol.size) <= 1e-6 &&
            Math.hypot(other.x - symbol.x, other.y - symbol.y) <= distance &&
            angleDistance(other.rotate, symbol.rotate) <= degrees
          ) {
            return true;
          }
        }
      }
    }
    return false;
  }
}

/**
 * The edit with its repeats in the other wedges of every guide that applies. `sources` names, for added symbols
 * that are duplicates, the symbol each copies (only those are repeated; a paste is not). Returns the edit itself
 * when no guide repeats anything.
 */
export function withSymmetricCopies(
  chart: SymmetryChart,
  edit: FreeformSymbolEdit,
  sources: readonly SourcedAdd[] = [],
): FreeformSymbolEdit {
  const guides = chart.guides.filter((guide) => guide.symmetry);
  if (guides.length === 0) return edit;
  const { symbols, ids } = chart;
  const indexById = new Map<number, number>();
  ids.forEach((id, index) => indexById.set(id, index));
  const indexOf = (id: number): number => indexById.get(id) ?? -1;
  const changedIn = (edit.changed ?? []).flatMap((change) => {
    const index = indexOf(change.id);
    return index >= 0 ? [{ index, after: change.symbol }] : [];
  });
  const removedIn = (edit.removed ?? []).map((id) => indexOf(id)).filter((index) => index >= 0);
  const touched = new Set<number>([...changedIn.map((change) => change.index), ...removedIn]);
  const changed = [...(edit.changed ?? [])];
  const removed = [...(edit.removed ?? [])];
  const added = [...(edit.added ?? [])];
  const addedPlaces = new AddedPlaces();
  for (const entry of added) addedPlaces.add(entry.symbol);
  const sourced = new Set(sources.map((entry) => entry.source));
  // Kept between edits (`SymbolPlaces.of`, carried on by `editFreeformSymbols`), not built per key press.
  const symbolPlaces = SymbolPlaces.of(symbols);
  let repeated = false;

  for (const guide of guides) {
    const moved = changedIn.filter((change) => repeatsAround(guide, symbols[change.index]!));
    const gone = removedIn.filter((index) => repeatsAround(guide, symbols[index]!));
    if (moved.length > 0 || gone.length > 0) {
      const result = symmetricEditOf(guide, symbols, { moved, removed: gone }, symbolPlaces);
      for (const { index, symbol } of result.changed) {
        if (touched.has(index) || !liesWithinChart(symbol, chart.size)) continue;
        touched.add(index);
        changed.push({ id: ids[index]!, symbol });
        repeated = true;
      }
      for (const index of result.removed) {
        if (touched.has(index)) continue;
        touched.add(index);
        removed.push(ids[index]!);
        repeated = true;
      }
    }
    for (const { added: entry, source } of sources) {
      const original = symbols[source];
      if (!original || !repeatsAround(guide, original)) continue;
      // Wedges where the selection holds the source's copy get that copy's own duplicate instead.
      const skip = new Set(
        copiesOf(guide, symbols, source, symbolPlaces)
          .filter((copy) => sourced.has(copy.index))
          .map((copy) => copy.steps),
      );
      symmetricCopies(guide, entry.symbol).forEach((copy, at) => {
        if (skip.has(at + 1) || !liesWithinChart(copy, chart.size) || addedPlaces.has(copy)) return;
        addedPlaces.add(copy);
        added.push({ id: chart.newId(), symbol: copy });
        repeated = true;
      });
    }
  }
  if (!repeated) return edit;
  return { changed, removed, added };
}
