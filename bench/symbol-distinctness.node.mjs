// How far apart the built-in symbols look (model/src/symbols/raster): every pair of cross-stitch key symbols drawn at
// 12 px a cell, the pixel difference under shifts of one pixel; the least pair, the five closest, the least pair per
// family, the same for the knitting and crochet symbols of one cell, and the pairs that calibrate the threshold.
// docs/decisions/symbols.md says what the figures mean.
import {
  assignmentCost,
  assignSymbols,
  builtInSymbols,
  ciede2000,
  distinctnessCellPx,
  distinctnessThresholdPx,
  hexToLab,
  imageDifference,
  keySymbolDistances,
  keySymbols,
  rasteriseSymbol,
  stitchSymbolSchema,
  symbolPairDifferences,
} from '@steekwerk/model';
import { emit, round } from './lib/stats.mjs';

const runtime = `node ${process.version}`;
const closest = (pairs) => pairs.slice(0, 5).map((pair) => ({ ...pair, difference: round(pair.difference) }));

const keys = keySymbols();
const started = performance.now();
const keyPairs = symbolPairDifferences(keys);
const matrixMs = performance.now() - started;
emit({
  bench: 'symbols.distinctness',
  set: 'crossStitchKey',
  symbols: keys.length,
  pairs: keyPairs.length,
  cellPx: distinctnessCellPx,
  thresholdPx: distinctnessThresholdPx,
  minDifferencePx: round(keyPairs[0].difference),
  belowThreshold: keyPairs.filter((pair) => pair.difference < distinctnessThresholdPx).length,
  closest: closest(keyPairs),
  matrixMs: round(matrixMs),
  runtime,
});

const families = [...new Set(keys.map((symbol) => symbol.categoryIds[0]))];
for (const family of families) {
  const pairs = symbolPairDifferences(keys.filter((symbol) => symbol.categoryIds[0] === family));
  emit({
    bench: 'symbols.distinctness.family',
    family,
    symbols: pairs.length === 0 ? 1 : (1 + Math.sqrt(1 + 8 * pairs.length)) / 2,
    minDifferencePx: pairs.length ? round(pairs[0].difference) : null,
    closest: closest(pairs).slice(0, 3),
  });
}

const stitches = builtInSymbols.filter(
  (symbol) =>
    symbol.cells === 1 && (symbol.categoryIds.includes('knitting') || symbol.categoryIds.includes('crochet')),
);
const stitchPairs = symbolPairDifferences(stitches);
emit({
  bench: 'symbols.distinctness',
  set: 'knittingAndCrochetOneCell',
  symbols: stitches.length,
  pairs: stitchPairs.length,
  minDifferencePx: round(stitchPairs[0].difference),
  belowThreshold: stitchPairs.filter((pair) => pair.difference < distinctnessThresholdPx).length,
  closest: closest(stitchPairs),
  runtime,
});

// The pairs the threshold is set against: confusable ones must measure below it.
const probe = (d, fill, strokeWidth = 8) =>
  rasteriseSymbol(
    stitchSymbolSchema.parse({
      ...builtInSymbols.find((symbol) => symbol.symbolId === 'square'),
      symbolId: 'probe',
      paths: [{ d, fill }],
      strokeWidth,
    }),
    distinctnessCellPx,
  );
const image = (symbolId) =>
  rasteriseSymbol(
    builtInSymbols.find((symbol) => symbol.symbolId === symbolId),
    distinctnessCellPx,
  );
const calibration = {
  'diamond/narrowDiamond0.8': imageDifference(
    image('diamond'),
    probe('M 50 15 L 78 50 L 50 85 L 22 50 Z', true),
  ),
  'letterE/letterF': imageDifference(
    image('letter-e'),
    probe('M 72 15 L 30 15 L 30 85 M 30 50 L 62 50', false, 9),
  ),
  'square/discOfSameArea': imageDifference(
    image('square'),
    probe('M 22 50 A 28 28 0 1 0 78 50 A 28 28 0 1 0 22 50 Z', true),
  ),
  'ringHalfLeft/ringHalfRight': imageDifference(
    image('ring-half-left'),
    rasteriseSymbol(
      {
        ...builtInSymbols.find((symbol) => symbol.symbolId === 'ring-half-left'),
        paths: [
          { d: 'M 18 50 A 32 32 0 1 0 82 50 A 32 32 0 1 0 18 50 Z', fill: false },
          { d: 'M 50 18 A 32 32 0 0 1 50 82 Z', fill: true },
        ],
      },
      distinctnessCellPx,
    ),
  ),
};
emit({
  bench: 'symbols.distinctness.calibration',
  thresholdPx: distinctnessThresholdPx,
  ...Object.fromEntries(Object.entries(calibration).map(([name, value]) => [name, round(value)])),
});

// The palette assignment (model/src/symbols/assign): 40 colours, ten hues in four close shades, against handing the
// key symbols out in palette order: the cost, and the least symbol difference of colour pairs under 5 ΔE.
const shades = Array.from({ length: 40 }, (_, index) => {
  const hue = index % 10;
  const shade = Math.floor(index / 10);
  const channel = (value) => Math.round(value).toString(16).padStart(2, '0');
  return `#${channel(40 + hue * 20 + shade * 4)}${channel(200 - hue * 15 + shade * 3)}${channel(90 + shade * 5)}`;
});
const distances = keySymbolDistances();
const assignStarted = performance.now();
const chosen = assignSymbols(shades);
const assignMs = performance.now() - assignStarted;
const inOrder = distances.symbolIds.slice(0, shades.length);
const leastApartOfClosePairs = (symbolIds) => {
  const n = distances.symbolIds.length;
  let least = Infinity;
  for (let i = 0; i < shades.length; i += 1) {
    for (let j = i + 1; j < shades.length; j += 1) {
      if (ciede2000(hexToLab(shades[i]), hexToLab(shades[j])) >= 5) continue;
      const a = distances.symbolIds.indexOf(symbolIds[i]);
      const b = distances.symbolIds.indexOf(symbolIds[j]);
      least = Math.min(least, distances.distance[a * n + b]);
    }
  }
  return round(least);
};
emit({
  bench: 'symbols.assignment',
  colours: shades.length,
  cost: round(assignmentCost(shades, chosen)),
  costInPaletteOrder: round(assignmentCost(shades, inOrder)),
  leastApartUnder5DeltaEPx: leastApartOfClosePairs(chosen),
  leastApartUnder5DeltaEInPaletteOrderPx: leastApartOfClosePairs(inOrder),
  assignMs: round(assignMs),
  runtime,
});
