/** The table mode of the generator (issue 27): the same rows as tab-separated table lines under a heading line. */
import { describe, expect, it } from 'vitest';
import { generateWritten } from './generateWritten';
import { pictureChart } from './testing/pictureChart';
import { isTableLine, tableCellsOf } from './writtenTable';
import { defaultWrittenSettings, type WrittenSettings } from './writtenSettings';

const knit = { char: 'k', abbreviation: 'r', description: 'recht' };
const purl = { char: 'p', abbreviation: 'av', description: 'averecht' };

function tableOf(chart: ReturnType<typeof pictureChart>, settings: Partial<WrittenSettings> = {}) {
  const pattern = generateWritten(chart, {
    ...defaultWrittenSettings,
    usageText: '',
    mode: 'table',
    ...settings,
  });
  return pattern.lines
    .filter((line) => isTableLine(line.text))
    .map((line) => [tableCellsOf(line.text), line.rows]);
}

describe('the table mode', () => {
  it('writes a heading and one row per line, merged rows included, with the direction of each', () => {
    const chart = pictureChart('kkpp\nkkpp\nkkkk', [knit, purl], {
      craft: 'knitting',
      order: { rows: 'bottomToTop', firstRow: 'rightToLeft', alternating: true },
    });
    expect(tableOf(chart, { rowText: 'Naald @:', rowsText: 'Naalden @ - @:' })).toEqual([
      [['Naald', 'Kant', 'Richting', 'Instructie', 'Steken'], undefined],
      [['Naald 1', 'GK', 'naar links', '4 r', '4'], { first: 1, last: 1 }],
      [['Naald 2', 'VK', 'naar rechts', '2 r, 2 av', '4'], { first: 2, last: 2 }],
      [['Naald 3', 'GK', 'naar links', '2 av, 2 r', '4'], { first: 3, last: 3 }],
    ]);
    // Identical rows worked both ways merge into one row without a side or one direction.
    const same = pictureChart('kkkk\nkkkk', [knit], {
      craft: 'knitting',
      order: { rows: 'bottomToTop', firstRow: 'rightToLeft', alternating: true },
    });
    expect(tableOf(same)[1]).toEqual([
      ['Toeren 1 - 2', '', 'heen en weer', '4 r', '4'],
      { first: 1, last: 2 },
    ]);
  });

  it('writes a repeat of rows as a row of its own, and leaves the count empty when counts are left out', () => {
    const chart = pictureChart('kp\npk\nkp\npk', [knit, purl], { craft: 'knitting' });
    expect(tableOf(chart, { detectRepeats: true, countSingle: '', countPlural: '' })).toEqual([
      [['Toer', 'Kant', 'Richting', 'Instructie', 'Steken'], undefined],
      [['Toer 1', '', 'naar links', '1 r, 1 av', ''], { first: 1, last: 1 }],
      [['Toer 2', '', 'naar links', '1 av, 1 r', ''], { first: 2, last: 2 }],
      [['Toeren 3 - 4', '', '', 'Herhaal toeren 1 - 2 nog 1 keer (t/m toer 4)', ''], { first: 3, last: 4 }],
    ]);
  });

  it('keeps a tab or line break of an abbreviation out of the columns', () => {
    const odd = { char: 'x', abbreviation: 'r\tgedr\nx' };
    const [, row] = tableOf(pictureChart('xx', [odd]));
    expect(row![0]).toEqual(['Toer 1', '', 'naar links', '2 r gedr x', '2']);
  });

  it('writes a corner-to-corner chart as a table of diagonals with their phase', () => {
    const white = { char: 'w', colorBackground: '#ffffff' };
    const chart = pictureChart('ww\nww', [white], {
      craft: 'crochet',
      layout: 'c2c',
      colourName: () => 'wit',
    });
    const rows = tableOf(chart);
    expect(rows[0]![0]).toEqual(['Toer', 'Kant', 'Richting', 'Instructie', 'Blokjes']);
    expect(
      rows.slice(1).map(([cells]) => (cells as string[]).slice(0, 2).concat((cells as string[]).slice(3))),
    ).toEqual([
      ['Toer 1', 'GK', '1 wit', '1'],
      ['Toer 2', 'VK', '2 wit', '2'],
      ['Toer 3', 'GK', '1 wit', '1'],
    ]);
    expect((rows[2]![0] as string[])[2]).toMatch(/^[↖↗↘↙] meerderen$/);
    expect((rows[3]![0] as string[])[2]).toMatch(/^[↖↗↘↙] minderen$/);
    const text = generateWritten(chart, { ...defaultWrittenSettings, mode: 'table' }).text;
    expect(text).not.toContain('Vanaf toer');
  });
});
