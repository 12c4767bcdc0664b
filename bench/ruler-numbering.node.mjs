// The one ruler numbering (model/src/chart/ruler): building the numbering of a chart side and asking every line's
// number, the work a ruler strip, the PNG or the PDF does for a chart of each size; side by side, the default ruler
// and one with every setting on (skip, repeat, deviation, ignored lines).
import { defaultRuler, rulerNumbering } from '@steekwerk/model';
import { emit, gridSizes, quantile, round, sample } from './lib/stats.mjs';

const runtime = `node ${process.version}`;
const rulers = {
  default: defaultRuler(),
  everySetting: {
    ...defaultRuler(),
    skipCount: 2,
    numberRepeat: 50,
    numberIncrement: 2,
    deviationValues: [1, 0],
    deviationSide: 'left',
    ignoredRows: Array.from({ length: 100 }, (_, index) => index * 7),
  },
};

for (const size of [...gridSizes, 8192]) {
  for (const [name, ruler] of Object.entries(rulers)) {
    let checksum = 0;
    const times = sample(
      () => {
        const numbering = rulerNumbering(ruler, 'rows', size);
        for (let index = 0; index < size; index += 1) checksum += numbering.shown(index, 'start') ?? 0;
      },
      { samples: 15, repeat: size <= 1000 ? 20 : 3 },
    ).sort((a, b) => a - b);
    emit({
      bench: 'ruler.numbering',
      ruler: name,
      lines: size,
      medianMs: round(quantile(times, 0.5)),
      p95Ms: round(quantile(times, 0.95)),
      checksum,
      runtime,
    });
  }
}
