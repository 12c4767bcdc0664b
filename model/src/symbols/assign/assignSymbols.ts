/**
 * Symbols for a palette's colours, chosen so that colours a maker can hardly tell apart (small ΔE2000) get symbols
 * that look most different (the distinctness matrix of raster/distinctness.ts), not merely different ones: a PDF
 * key or a tracker that gives two near-identical blues ◆ and ♦ forces the maker to squint at both.
 *
 * The cost of an assignment is Σ over colour pairs of colour closeness (ΔE) × symbol closeness (px): a pair of
 * colours closer than about 10 ΔE weighs heavily, far colours hardly at all. Greedy first (the most crowded colours
 * choose first), then passes of swaps and replacements by unused symbols while the cost falls. Deterministic: the
 * same colours give the same symbols.
 */
import type { StitchSymbol } from '../symbol';
import { keySymbols } from '../builtInSymbols';
import { distinctnessCellPx, orientationFreeDifference, orientations } from '../raster/distinctness';
import { rasteriseSymbol, type SymbolImage } from '../raster/rasteriseSymbol';
import { deltaE2000, labOfHex } from '../../catalogue/deltaE2000';

/** How much a pair of colours counts: 1 for equal colours, ½ at 10 ΔE, 1/26 at 50. */
export const colourCloseness = (deltaE: number) => 1 / (1 + (deltaE / 10) ** 2);

/** How alike two symbols look, from their difference in pixels: 1 for the same, 0.37 at the threshold (6 px). */
export const symbolCloseness = (differencePx: number) => Math.exp(-differencePx / 6);

/** Symbol differences by id pair, for a symbol list. */
export interface SymbolDistances {
  readonly symbolIds: readonly string[];
  /** `distance[a * n + b]`: the difference in pixels of symbols a and b (0 on the diagonal). */
  readonly distance: Float64Array;
}

/**
 * The distance matrix of images (of one size) named by ids: each pair's difference in pixels with orientation not
 * counting (`orientationFreeDifference`: ◐ and ◑ are close), so that close colours never get one shape twice.
 */
export function imageDistances(
  symbolIds: readonly string[],
  images: readonly SymbolImage[],
): SymbolDistances {
  const count = symbolIds.length;
  const turned = images.map(orientations);
  const distance = new Float64Array(count * count);
  for (let a = 0; a < count; a += 1) {
    for (let b = a + 1; b < count; b += 1) {
      const value =
        images[a]!.width === images[b]!.width ? orientationFreeDifference(images[a]!, turned[b]!) : 0;
      distance[a * count + b] = value;
      distance[b * count + a] = value;
    }
  }
  return { symbolIds, distance };
}

/** The distance matrix of a symbol list (one-cell symbols compare; others count as 0 apart). */
export function symbolDistances(symbols: readonly StitchSymbol[]): SymbolDistances {
  return imageDistances(
    symbols.map((symbol) => symbol.symbolId),
    symbols.map((symbol) => rasteriseSymbol(symbol, distinctnessCellPx)),
  );
}

let keyDistances: SymbolDistances | undefined;

/** The key symbols' matrix, computed once (about 0.6 s). */
export function keySymbolDistances(): SymbolDistances {
  keyDistances ??= symbolDistances(keySymbols());
  return keyDistances;
}

export interface AssignOptions {
  /** The symbols to choose from, with their matrix; the cross-stitch key symbols by default. */
  readonly distances?: SymbolDistances;
  /** Per colour a symbol it keeps (a style's own choice), or undefined to choose one. */
  readonly fixed?: readonly (string | undefined)[];
  /** Passes of improvement at most (each tries every swap and replacement). */
  readonly maxPasses?: number;
}

/**
 * A symbol id per colour (`#rgb` or `#rrggbb`; anything else throws). Every colour gets its own symbol while there
 * are enough; beyond that symbols repeat on colours far apart.
 */
export function assignSymbols(colours: readonly string[], options: AssignOptions = {}): string[] {
  const { symbolIds, distance } = options.distances ?? keySymbolDistances();
  const count = colours.length;
  const symbolCount = symbolIds.length;
  if (count === 0) return [];
  if (symbolCount === 0) throw new RangeError('No symbols to assign.');
  const labs = colours.map(labOfHex);
  const weight = new Float64Array(count * count);
  for (let i = 0; i < count; i += 1) {
    for (let j = i + 1; j < count; j += 1) {
      const value = colourCloseness(deltaE2000(labs[i]!, labs[j]!));
      weight[i * count + j] = value;
      weight[j * count + i] = value;
    }
  }
  const symbolIndex = new Map(symbolIds.map((symbolId, position) => [symbolId, position]));
  const fixedIndex = (colour: number) => {
    const symbolId = options.fixed?.[colour];
    return symbolId === undefined ? undefined : symbolIndex.get(symbolId);
  };
  // Symbols of styles not in the matrix (a knitting symbol chosen by hand) stay as they are, outside the sums.
  const outside = new Set<number>();
  const chosen = new Int32Array(count).fill(-1);
  const uses = new Int32Array(symbolCount);
  for (let colour = 0; colour < count; colour += 1) {
    const fixed = fixedIndex(colour);
    if (fixed !== undefined) {
      chosen[colour] = fixed;
      uses[fixed]! += 1;
    } else if (options.fixed?.[colour] !== undefined) outside.add(colour);
  }
  const isFixed = (colour: number) => options.fixed?.[colour] !== undefined;
  const pairCost = (a: number, b: number) => symbolCloseness(distance[a * symbolCount + b]!);
  /** The cost colour `colour` adds with symbol `symbol` against every other placed colour. */
  const costOf = (colour: number, symbol: number, skip = -1) => {
    let total = 0;
    for (let other = 0; other < count; other += 1) {
      if (other === colour || other === skip || chosen[other]! < 0) continue;
      total += weight[colour * count + other]! * pairCost(symbol, chosen[other]!);
    }
    return total;
  };

  // Greedy: the colours with the closest neighbours choose first.
  const crowding = Array.from({ length: count }, (_, colour) => {
    let total = 0;
    for (let other = 0; other < count; other += 1) total += weight[colour * count + other]!;
    return total;
  });
  const order = Array.from({ length: count }, (_, colour) => colour)
    .filter((colour) => !isFixed(colour))
    .sort((a, b) => crowding[b]! - crowding[a]! || a - b);
  for (const colour of order) {
    const leastUse = Math.min(...uses);
    let best = -1;
    let bestCost = Infinity;
    for (let symbol = 0; symbol < symbolCount; symbol += 1) {
      if (uses[symbol]! > leastUse) continue;
      const cost = costOf(colour, symbol);
      if (cost < bestCost - 1e-12) {
        best = symbol;
        bestCost = cost;
      }
    }
    chosen[colour] = best;
    uses[best]! += 1;
  }

  // Improvement: swap two colours' symbols, or move a colour to a symbol used less than its own.
  const free = order;
  for (let pass = 0; pass < (options.maxPasses ?? 20); pass += 1) {
    let improved = false;
    for (const colour of free) {
      const current = chosen[colour]!;
      const here = costOf(colour, current);
      for (let symbol = 0; symbol < symbolCount; symbol += 1) {
        // Only to a symbol used less: an unused one while there are, never piling repeats up.
        if (uses[symbol]! >= uses[current]!) continue;
        if (costOf(colour, symbol) < here - 1e-9) {
          uses[current]! -= 1;
          uses[symbol]! += 1;
          chosen[colour] = symbol;
          improved = true;
          break;
        }
      }
      for (const other of free) {
        if (other === colour) continue;
        const a = chosen[colour]!;
        const b = chosen[other]!;
        if (a === b) continue;
        const before = costOf(colour, a, other) + costOf(other, b, colour);
        const after = costOf(colour, b, other) + costOf(other, a, colour);
        if (after < before - 1e-9) {
          chosen[colour] = b;
          chosen[other] = a;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return Array.from(chosen, (symbol, colour) =>
    outside.has(colour) ? options.fixed![colour]! : symbolIds[symbol]!,
  );
}

/** The cost of an assignment (lower is better), for tests and benches. */
export function assignmentCost(
  colours: readonly string[],
  symbolIdsOfColours: readonly string[],
  distances: SymbolDistances = keySymbolDistances(),
): number {
  const labs = colours.map(labOfHex);
  const index = new Map(distances.symbolIds.map((symbolId, position) => [symbolId, position]));
  const n = distances.symbolIds.length;
  let total = 0;
  for (let i = 0; i < colours.length; i += 1) {
    for (let j = i + 1; j < colours.length; j += 1) {
      const a = index.get(symbolIdsOfColours[i]!);
      const b = index.get(symbolIdsOfColours[j]!);
      const apart = a === undefined || b === undefined ? 0 : distances.distance[a * n + b]!;
      total += colourCloseness(deltaE2000(labs[i]!, labs[j]!)) * symbolCloseness(apart);
    }
  }
  return total;
}
