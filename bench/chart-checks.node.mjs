// The "Controle" panel's scan (formats/src/validation) and the "Benodigdheden" figures (formats/src/supplies) on
// charts up to 2000 × 2000: a photo-like chart of 60 colours with noise (much confetti) and a flat one of 4 colours,
// to decide whether the scans need a worker (docs/decisions/supplies-and-validation.md).
import { createPaletteStyle } from '@steekwerk/model';
import { checkChart, defaultSuppliesOptions, suppliesOf } from '@steekwerk/formats/supplies';
import { emit, quantile, round, sample } from './lib/stats.mjs';

const runtime = `node ${process.version}`;

function chartOf(side, colours, noisy) {
  const cells = new Uint8Array(side * side);
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let row = 0; row < side; row += 1) {
    for (let column = 0; column < side; column += 1) {
      const band = 1 + ((Math.floor(column / 40) + Math.floor(row / 40)) % colours);
      cells[row * side + column] = noisy && random() < 0.1 ? 1 + Math.floor(random() * colours) : band;
    }
  }
  const styles = Array.from({ length: colours }, (_, index) => {
    const grey = Math.round((index * 255) / colours);
    const hex = `#${[grey, (grey * 7) % 256, (grey * 13) % 256].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    return createPaletteStyle(index + 1, { colorBackground: hex });
  });
  const chart = {
    settings: { craft: 'crossStitch' },
    palette: { styles },
    grid: {
      settings: { size: { columnCount: side, rowCount: side } },
      customLines: [],
      halfStitches: [],
      quarterStitches: [],
      ornaments: [],
    },
  };
  return { chart, cells };
}

for (const side of [100, 500, 1000, 2000]) {
  for (const [name, colours, noisy] of [
    ['photo60', 60, true],
    ['flat4', 4, false],
  ]) {
    const { chart, cells } = chartOf(side, colours, noisy);
    let findings = 0;
    const checks = sample(() => (findings = checkChart(chart, cells).length), {
      samples: 7,
      repeat: side <= 500 ? 5 : 1,
    }).sort((a, b) => a - b);
    const supplies = sample(() => suppliesOf(chart, cells, defaultSuppliesOptions), {
      samples: 7,
      repeat: side <= 500 ? 5 : 1,
    }).sort((a, b) => a - b);
    emit({
      bench: 'chart.checks',
      chart: name,
      cells: side * side,
      medianMs: round(quantile(checks, 0.5)),
      p95Ms: round(quantile(checks, 0.95)),
      findings,
      runtime,
    });
    emit({
      bench: 'chart.supplies',
      chart: name,
      cells: side * side,
      medianMs: round(quantile(supplies, 0.5)),
      p95Ms: round(quantile(supplies, 0.95)),
      runtime,
    });
  }
}
