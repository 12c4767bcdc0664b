// Freeform selection edits (issue 29, docs/decisions/freeform.md "Edits of a selection"): the model's pure edits
// the select tool runs on release of a drag — move, turn, scale, align — on a selection of 1 000 symbols in charts of
// 1 000, 10 000 and 100 000 symbols on 4 layers, against the 16.7 ms of one frame at 60 Hz. The command that applies
// the result (web `editFreeformSymbols`) and the renderer's upload come on top (bench/render.browser.mjs).
import { alignSymbols, boundingBoxOf, moveSymbols, rotateSymbols, scaleSymbols } from '@steekwerk/model';
import { emit, quantile, round, sample } from './lib/stats.mjs';

const runtime = `node ${process.version}`;
const size = { width: 2000, height: 2000 };

/** `count` chains at random places (a fixed seed), on 4 layers. */
function chart(count) {
  let seed = 29;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: count }, (_, index) => {
    const placement = { x: 20 + random() * 1960, y: 20 + random() * 1960, width: 20, height: 20, rotate: 0 };
    return {
      ...placement,
      layerId: 1 + (index % 4),
      size: 1,
      styleId: 1,
      boundingBox: boundingBoxOf(placement),
    };
  });
}

for (const count of [1_000, 10_000, 100_000]) {
  const symbols = chart(count);
  const selection = Array.from({ length: 1_000 }, (_, index) => Math.floor((index * count) / 1_000));
  const edits = {
    move: () => moveSymbols(symbols, selection, 5, 5, size),
    rotate: () => rotateSymbols(symbols, selection, 15, size),
    scale: () => scaleSymbols(symbols, selection, 1.1, size),
    alignLeft: () => alignSymbols(symbols, selection, 'left', size),
  };
  for (const [edit, run] of Object.entries(edits)) {
    const durations = sample(run, { samples: 20 });
    emit({
      bench: 'freeform-edits',
      edit,
      symbols: count,
      selected: selection.length,
      medianMs: round(quantile(durations, 0.5)),
      p95Ms: round(quantile(durations, 0.95)),
      withinFrame: quantile(durations, 0.95) < 1000 / 60,
      runtime,
    });
  }
}
