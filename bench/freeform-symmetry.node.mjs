// Live symmetry of the select tool's edits (issue 29, docs/decisions/freeform.md "Symmetry of selection edits") in
// Node: 1 000 selected stitches on the rounds of a 36-wedge guide moved by an arrow key, among 100 000 symbols
// (the 1 000 with their 35 copies each, the rest at random) — the whole path the key runs in the editor
// (`FreeformSelectionSession.moveBy`: the model's move, the copies planned by `withSymmetricCopies`, the one
// `editFreeformSymbols` step applying 36 000 changes), then its undo; the planning alone and the applying alone
// (`apply-changes`: the planned changes there and back in turn, no planning). The web sources
// are bundled for Node with rolldown (vite's bundler) into a temporary folder first. Prints JSON lines.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'rolldown';
import { emit, quantile, round, sample } from './lib/stats.mjs';

const require = createRequire(import.meta.url);
const {
  SymbolPlaces,
  boundingBoxOf,
  freeformSymbolSchema,
  placeEvenly,
  symmetricCopies,
  symmetricEditOf,
} = require('@steekwerk/model');
const web = fileURLToPath(new URL('../web/', import.meta.url));
// Inside bench/, so the bundle finds the workspace packages it leaves external.
const folder = mkdtempSync(fileURLToPath(new URL('./.freeform-symmetry-', import.meta.url)));
const entry = join(folder, 'entry.ts');
writeFileSync(
  entry,
  `export { TestEditor } from '${web}src/editor/testing/TestEditor';\n` +
    `export { withSymmetricCopies, symmetryChartOf } from '${web}src/editor/freeformSelection/symmetricSelectionEdit';\n` +
    `export { checkedFreeformSymbol } from '${web}src/editor/document/commands/freeformSymbolCheck';\n`,
);
const bundle = join(folder, 'bench.mjs');
await build({
  input: entry,
  platform: 'node',
  external: [/^[a-z@][^:]*$/],
  tsconfig: join(web, 'tsconfig.json'),
  logLevel: 'silent',
  // Styles and assets mean nothing in Node.
  plugins: [
    {
      name: 'no-assets',
      resolveId: (source) => (/\.(css|svg|png|woff2?)(\?.*)?$/.test(source) ? '\0asset' : null),
      load: (id) => (id === '\0asset' ? 'export default "";' : null),
    },
  ],
  output: { file: bundle, format: 'esm', codeSplitting: false },
});
// The editor's modules import pixi.js, which reads the navigator on load (Node 20 has none).
globalThis.navigator ??= { userAgent: 'node' };
let loaded;
try {
  loaded = await import(pathToFileURL(bundle).href);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
const { TestEditor, withSymmetricCopies, symmetryChartOf, checkedFreeformSymbol } = loaded;

const runtime = `node ${process.version}`;
const wedges = 36;
const test = TestEditor.create({ craft: 'crochetFreeform', premium: true });
const size = { width: 2000, height: 2000 };
if (test.editor.perform('setFreeformSettings', { size }) !== 'done') throw new Error('size refused');
const guide = {
  guideId: 1,
  layerId: 1,
  centerX: 1000,
  centerY: 1000,
  radius: 20,
  spacing: 15,
  rounds: 60,
  wedges,
  startAngle: 0,
  symmetry: true,
};
if (test.editor.perform('setRoundGuides', { guides: [guide] }) !== 'done') throw new Error('guide refused');

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const stitch = (place) => ({
  layerId: 1,
  styleId: 1,
  x: place.x,
  y: place.y,
  width: 10,
  height: 10,
  rotate: place.rotate,
  size: 1,
});
const symbols = [];
const selectedAt = [];
// 1 000 stitches in wedge 1 on rounds 2…59 (18 a round at most), each with its 35 copies.
for (let round = 2; selectedAt.length < 1000; round += 1) {
  for (const place of placeEvenly(guide, round, 18 * wedges).slice(0, 18)) {
    if (selectedAt.length >= 1000) break;
    const symbol = stitch(place);
    selectedAt.push(symbols.length);
    symbols.push(symbol, ...symmetricCopies(guide, symbol));
  }
}
while (symbols.length < 100_000)
  symbols.push(stitch({ x: 20 + random() * 1960, y: 20 + random() * 1960, rotate: random() * 360 }));
const added = symbols.map((symbol) => ({ id: test.document.newFreeformId(), symbol }));
const outcome = test.editor.perform('editFreeformSymbols', { added });
if (outcome !== 'done') throw new Error(`bench chart refused: ${outcome}`);
const ids = test.document.freeformSymbolIds;
test.setTool('selectFreeform');
test.freeformSelection.select(selectedAt.map((at) => ids[at]));

const planned = withSymmetricCopies(symmetryChartOf(test.document), {
  changed: selectedAt.map((at) => ({ id: ids[at], symbol: { ...symbols[at], y: symbols[at].y - 1 } })),
});
const base = {
  bench: 'freeform-symmetry',
  symbols: test.document.freeformSymbols.length,
  selected: selectedAt.length,
  wedges,
  runtime,
};
const planDurations = sample(
  () =>
    withSymmetricCopies(symmetryChartOf(test.document), {
      changed: selectedAt.map((at) => ({ id: ids[at], symbol: { ...symbols[at], y: symbols[at].y - 1 } })),
    }),
  { samples: 10 },
);
emit({
  ...base,
  case: 'plan-copies',
  changed: planned.changed.length,
  medianMs: round(quantile(planDurations, 0.5)),
  p95Ms: round(quantile(planDurations, 0.95)),
});

// Applying the planned 36 000 changes alone (`editFreeformSymbols`, no planning), there and back in turn.
const back = { changed: planned.changed.map(({ id }) => ({ id, symbol: test.document.freeformSymbol(id) })) };
let applied = 0;
const applyDurations = sample(
  () => {
    applied += 1;
    if (test.editor.perform('editFreeformSymbols', applied % 2 ? planned : back) !== 'done')
      throw new Error('apply refused');
  },
  { samples: 10 },
);
if (applied % 2 && test.editor.perform('editFreeformSymbols', back) !== 'done')
  throw new Error('apply refused');
emit({
  ...base,
  case: 'apply-changes',
  changed: planned.changed.length,
  medianMs: round(quantile(applyDurations, 0.5)),
  p95Ms: round(quantile(applyDurations, 0.95)),
});

// Both variants in this run, in turn: checking the 36 000 changed symbols with the zod schema each (as
// `editFreeformSymbols` did before) against the structural check it runs now; and the copy-lookup index built
// anew for the list (as each key press did before) against carrying the kept one over 36 000 changed symbols.
const plannedSymbols = planned.changed.map(({ symbol }) => symbol);
const chartIds = { styleIds: new Set([1]), layerIds: new Set([1]) };
const viaSchema = (symbol) => {
  const parsed = freeformSymbolSchema.safeParse(symbol);
  if (!parsed.success) throw new Error('schema refused');
  const { boundingBox: _old, ...placement } = parsed.data;
  return { ...placement, boundingBox: boundingBoxOf(placement) };
};
const viaStructure = (symbol) => {
  const checked = checkedFreeformSymbol(symbol, chartIds);
  if (!checked) throw new Error('check refused');
  return checked;
};
const plannedIndexes = planned.changed.map(({ id }) => test.document.freeformIndexOf(id));
const listBefore = test.document.freeformSymbols;
const listAfter = [...listBefore];
plannedIndexes.forEach((index, at) => (listAfter[index] = plannedSymbols[at]));
let carriedTo = listBefore;
const variants = {
  'check-symbols': {
    schema: () => plannedSymbols.forEach(viaSchema),
    structural: () => plannedSymbols.forEach(viaStructure),
  },
  'copy-index': {
    rebuilt: () => new SymbolPlaces(listBefore),
    carried: () => {
      SymbolPlaces.of(carriedTo);
      const next = carriedTo === listBefore ? listAfter : listBefore;
      SymbolPlaces.carry(carriedTo, next, plannedIndexes);
      carriedTo = next;
    },
  },
};
for (const [name, pair] of Object.entries(variants)) {
  const durations = Object.fromEntries(Object.keys(pair).map((variant) => [variant, []]));
  for (let turn = 0; turn < 8; turn += 1) {
    for (const [variant, run] of Object.entries(pair))
      durations[variant].push(...sample(run, { samples: 3 }));
  }
  for (const [variant, list] of Object.entries(durations)) {
    list.sort((a, b) => a - b);
    emit({
      ...base,
      case: name,
      variant,
      changed: plannedSymbols.length,
      medianMs: round(quantile(list, 0.5)),
      p95Ms: round(quantile(list, 0.95)),
    });
  }
}

const movedInModel = selectedAt.map((at) => ({ index: at, after: { ...symbols[at], y: symbols[at].y - 1 } }));
const modelDurations = sample(
  () => symmetricEditOf(guide, test.document.freeformSymbols, { moved: movedInModel }),
  {
    samples: 10,
  },
);
emit({
  ...base,
  case: 'model-symmetricEditOf',
  medianMs: round(quantile(modelDurations, 0.5)),
  p95Ms: round(quantile(modelDurations, 0.95)),
});

let step = 0;
const keyDurations = sample(
  () => {
    // Up and down in turn, so the stitches stay on their rounds.
    step += 1;
    if (test.freeformSelection.moveBy(0, step % 2 ? -1 : 1) !== 'done') throw new Error('move refused');
  },
  { samples: 10 },
);
const moved = test.document.freeformSymbols.filter(
  (symbol, at) => Math.hypot(symbol.x - symbols[at].x, symbol.y - symbols[at].y) > 0.5,
).length;
emit({
  ...base,
  case: 'arrow-key-move',
  moved,
  medianMs: round(quantile(keyDurations, 0.5)),
  p95Ms: round(quantile(keyDurations, 0.95)),
});
const undoDurations = sample(() => test.undo(), { samples: 10 });
emit({
  ...base,
  case: 'undo',
  medianMs: round(quantile(undoDurations, 0.5)),
  p95Ms: round(quantile(undoDurations, 0.95)),
});

// The same key press with the guide's symmetry off (only the 1 000 move), for scale on the same machine.
if (test.editor.perform('setRoundGuides', { guides: [{ ...guide, symmetry: false }] }) !== 'done')
  throw new Error('guide refused');
const offDurations = sample(
  () => {
    step += 1;
    if (test.freeformSelection.moveBy(0, step % 2 ? -1 : 1) !== 'done') throw new Error('move refused');
  },
  { samples: 10 },
);
emit({
  ...base,
  case: 'arrow-key-move-symmetry-off',
  medianMs: round(quantile(offDurations, 0.5)),
  p95Ms: round(quantile(offDurations, 0.95)),
});
