import { describe, expect, it } from 'vitest';
import { generateWritten } from './generateWritten';
import { pictureChart, type PictureStyle } from './testing/pictureChart';
import { defaultWrittenSettings, knittingInRowsTexts, type WrittenSettings } from './writtenSettings';

const colourNames: Record<string, string> = {
  '#ffffff': 'wit',
  '#cc0000': 'rood',
  '#000000': 'zwart',
  '#0000cc': 'blauw',
};
const colourName = (hex: string) => colourNames[hex] ?? hex;
const white: PictureStyle = { char: 'w', colorBackground: '#ffffff' };
const red: PictureStyle = { char: 'r', colorBackground: '#cc0000' };
const blue: PictureStyle = { char: 'b', colorBackground: '#0000cc' };
const knit: PictureStyle = { char: 'k', abbreviation: 'r', description: 'recht' };
const purl: PictureStyle = { char: 'p', abbreviation: 'av', description: 'averecht' };
/** Knitting in the round: every row from the right (the spec's default directions). */
const knitting = {
  craft: 'knitting',
  colourName,
  order: { rows: 'bottomToTop', firstRow: 'rightToLeft', alternating: false },
} as const;

function alternatingFromRight() {
  return { rows: 'bottomToTop', firstRow: 'rightToLeft', alternating: true } as const;
}

function written(chart: ReturnType<typeof pictureChart>, settings: Partial<WrittenSettings> = {}): string {
  return generateWritten(chart, { ...defaultWrittenSettings, ...settings }).text;
}

const lines = (...texts: string[]) => texts.join('\n') + '\n';

describe('written instructions, table-driven against hand-written patterns', () => {
  const cases: {
    name: string;
    chart: ReturnType<typeof pictureChart>;
    settings?: Partial<WrittenSettings>;
    expected: string;
  }[] = [
    {
      name: 'plain colour rows, worked from the bottom, each read from the right',
      chart: pictureChart('wwrrw\nwrrrw\nwwwww', [white, red], { title: 'Hart', colourName }),
      expected: lines(
        'Hart',
        '',
        'Toer 1: 5 wit (5 steken)',
        'Toer 2: 1 wit, 3 rood, 1 wit (5 steken)',
        'Toer 3: 1 wit, 2 rood, 2 wit (5 steken)',
        '',
        'Totaal: 10 wit, 5 rood',
      ),
    },
    {
      name: 'identical consecutive rows merged',
      chart: pictureChart('ww\nww\nrw', [white, red], { colourName }),
      expected: lines(
        'Toer 1: 1 wit, 1 rood (2 steken)',
        'Toeren 2 - 3: 2 wit (2 steken)',
        '',
        'Totaal: 5 wit, 1 rood',
      ),
    },
    {
      name: 'knitting in rows: right to left, then alternating',
      chart: pictureChart('kkpp\npkkk\nkkkp', [knit, purl], {
        ...knitting,
        order: alternatingFromRight(),
        title: 'Proeflapje',
      }),
      settings: knittingInRowsTexts,
      expected: lines(
        'Proeflapje',
        '',
        'Afkortingen:',
        'r = recht',
        'av = averecht',
        'GK = goede kant',
        'VK = verkeerde kant',
        '',
        'Naalden 1 - 2: 1 av, 3 r (4 steken)',
        'Naald 3 (GK): 2 av, 2 r (4 steken)',
        '',
        'Totaal: 8 r, 4 av',
      ),
    },
    {
      name: 'a repeat of 4 stitches × 10 in brackets',
      chart: pictureChart('kkpp'.repeat(10), [knit, purl], knitting),
      settings: { detectRepeats: true, usageText: '' },
      expected: lines(
        'Afkortingen:',
        'r = recht',
        'av = averecht',
        '',
        'Toer 1: [2 av, 2 r] 10x (40 steken)',
      ),
    },
    {
      name: 'a repeat of 4 stitches × 10 in the star form, with edge stitches',
      chart: pictureChart(`p${'kkpp'.repeat(10)}p`, [knit, purl], {
        ...knitting,
        order: { rows: 'bottomToTop', firstRow: 'leftToRight', alternating: true },
      }),
      settings: { ...knittingInRowsTexts, detectRepeats: true, repeatStyle: 'stars', usageText: '' },
      expected: lines(
        'Afkortingen:',
        'r = recht',
        'av = averecht',
        'GK = goede kant',
        'VK = verkeerde kant',
        '',
        'Naald 1 (GK): 1 av, *2 r, 2 av*, herhaal van * tot * nog 9 keer, eindig met 1 av (42 steken)',
      ),
    },
    {
      name: 'a group of rows repeated, written once',
      chart: pictureChart('kp\npk\nkp\npk\nkp\npk\nkk', [knit, purl], {
        ...knitting,
        order: { rows: 'topToBottom', firstRow: 'leftToRight', alternating: false },
      }),
      settings: { ...knittingInRowsTexts, detectRepeats: true, usageText: '' },
      expected: lines(
        'Afkortingen:',
        'r = recht',
        'av = averecht',
        '',
        'Naald 1: 1 r, 1 av (2 steken)',
        'Naald 2: 1 av, 1 r (2 steken)',
        'Herhaal naalden 1 - 2 nog 2 keer (t/m naald 6)',
        'Naald 7: 2 r (2 steken)',
      ),
    },
    {
      name: 'crochet mosaic overlay: two cells make one stitch',
      chart: pictureChart('wwbbwwbb\nwwwwwwww', [white, { char: 'b', colorBackground: '#000000' }], {
        craft: 'crochet',
        colourName,
        order: alternatingFromRight(),
        cellsPerStitch: 2,
      }),
      expected: lines(
        'Afkortingen:',
        'GK = goede kant',
        'VK = verkeerde kant',
        '',
        'Toer 1 (GK): 4 wit (4 steken)',
        'Toer 2 (VK): 1 wit, 1 zwart, 1 wit, 1 zwart (4 steken)',
        '',
        'Totaal: 6 wit, 2 zwart',
      ),
    },
  ];

  it.each(cases)('$name', ({ chart, settings, expected }) => {
    expect(written(chart, settings)).toBe(expected);
  });
});

describe('corner to corner (C2C)', () => {
  const c2c = { layout: 'c2c', craft: 'crochet', colourName } as const;

  it('writes a 6 × 6 chart along its diagonals from the bottom-right corner', () => {
    const chart = pictureChart('wwwwww\nwwwwww\nwwrrww\nwwrrww\nwwwwww\nwwwwww', [white, red], c2c);
    expect(written(chart)).toBe(
      lines(
        'Blokjes per kleur:',
        'wit: 32',
        'rood: 4',
        '1 blokje = 3 losse + 3 stokjes; begin in de hoek rechtsonder en werk schuin.',
        '',
        'Toer 1 (GK ↙, meerderen): 1 wit (1 blokje)',
        'Toer 2 (VK ↗, meerderen): 2 wit (2 blokjes)',
        'Toer 3 (GK ↙, meerderen): 3 wit (3 blokjes)',
        'Toer 4 (VK ↗, meerderen): 4 wit (4 blokjes)',
        'Toer 5 (GK ↙, meerderen): 2 wit, 1 rood, 2 wit (5 blokjes)',
        'Toer 6 (VK ↗, meerderen): 2 wit, 2 rood, 2 wit (6 blokjes)',
        'Vanaf toer 7: minderen aan beide kanten.',
        'Toer 7 (GK ↙, minderen): 2 wit, 1 rood, 2 wit (5 blokjes)',
        'Toer 8 (VK ↗, minderen): 4 wit (4 blokjes)',
        'Toer 9 (GK ↙, minderen): 3 wit (3 blokjes)',
        'Toer 10 (VK ↗, minderen): 2 wit (2 blokjes)',
        'Toer 11 (GK ↙, minderen): 1 wit (1 blokje)',
        '',
        'Totaal: 32 wit, 4 rood',
      ),
    );
  });

  it('writes an 8 × 5 chart with its three phases, each diagonal in the order it is worked', () => {
    const chart = pictureChart('wwwwwwww\nwwwwwwww\nwwwwwwww\nwwwwwwww\nrwwwwwwb', [white, red, blue], c2c);
    const text = written(chart, { usageText: '' });
    expect(text).toContain(
      lines(
        'Toer 1 (GK ↙, meerderen): 1 blauw (1 blokje)',
        'Toer 2 (VK ↗, meerderen): 2 wit (2 blokjes)',
        'Toer 3 (GK ↙, meerderen): 3 wit (3 blokjes)',
        'Toer 4 (VK ↗, meerderen): 4 wit (4 blokjes)',
        'Toer 5 (GK ↙, meerderen): 5 wit (5 blokjes)',
        'Vanaf toer 6: aan de ene kant meerderen, aan de andere kant minderen (de toer blijft even lang).',
        'Toer 6 (VK ↗, recht): 5 wit (5 blokjes)',
        'Toer 7 (GK ↙, recht): 5 wit (5 blokjes)',
        'Toer 8 (VK ↗, recht): 1 rood, 4 wit (5 blokjes)',
        'Vanaf toer 9: minderen aan beide kanten.',
        'Toer 9 (GK ↙, minderen): 4 wit (4 blokjes)',
        'Toer 10 (VK ↗, minderen): 3 wit (3 blokjes)',
        'Toer 11 (GK ↙, minderen): 2 wit (2 blokjes)',
        'Toer 12 (VK ↗, minderen): 1 wit (1 blokje)',
      ),
    );
    expect(text).toContain('wit: 38\nrood: 1\nblauw: 1\n');
  });

  it('starts in the corner the chart says', () => {
    const chart = pictureChart('rw\nww', [white, red], {
      ...c2c,
      order: { rows: 'topToBottom', firstRow: 'leftToRight', alternating: true },
    });
    const text = written(chart);
    expect(text).toContain('begin in de hoek linksboven');
    expect(text).toContain('Toer 1 (GK ↗, meerderen): 1 rood (1 blokje)');
  });
});

describe('the style fields of the written text', () => {
  it('counts stitches across decreases and increases with consumes and produces', () => {
    const decrease: PictureStyle = { char: 'd', abbreviation: '2 r samen', consumes: 2, produces: 1 };
    const yarnOver: PictureStyle = { char: 'o', abbreviation: 'omsl', description: 'omslag', consumes: 0 };
    const chart = pictureChart('kdok\nkkkk', [knit, decrease, yarnOver], knitting);
    expect(written(chart, { usageText: '' })).toContain(
      'Toer 1: 4 r (4 steken)\nToer 2: 1 r, 1 omsl, 1 2 r samen, 1 r (4 steken)',
    );
  });

  it('encloses words and writes a style that counts as one instruction without a number', () => {
    const cable: PictureStyle = {
      char: 'c',
      abbreviation: 'K4V',
      description: 'kabel van 4 naar voren',
      writtenStitchCountSingle: true,
    };
    const enclosed: PictureStyle = {
      char: 'd',
      abbreviation: '2 r samen',
      writtenStitchEnclosed: 'parentheses',
    };
    const chart = pictureChart('pccccdp', [knit, purl, cable, enclosed], knitting);
    expect(written(chart, { usageText: '' })).toContain('Toer 1: 1 av, 1 (2 r samen), K4V, 1 av (7 steken)');
  });

  it('leaves out styles not shown in the written text and the ignored edge stitches', () => {
    const none: PictureStyle = { char: 'n', abbreviation: 'geen', showInWritten: false, produces: 0 };
    const chart = pictureChart('kpnnkp', [knit, purl, none], knitting);
    expect(written(chart, { usageText: '', ignoreStitchesLeft: 1, ignoreStitchesRight: 0 })).toBe(
      lines('Afkortingen:', 'r = recht', 'av = averecht', '', 'Toer 1: 1 av, 1 r, 1 av (3 steken)'),
    );
  });

  it('names two styles that would share a word apart, and uses linked products', () => {
    const chart = pictureChart(
      'abc',
      [
        { char: 'a', colorBackground: '#cc0000' },
        { char: 'b', colorBackground: '#cc0000', colorForeground: '#ffffff' },
        { char: 'c', productId: 'dmc-310' },
      ],
      { colourName, productNames: new Map([['dmc-310', 'DMC 310 Zwart']]) },
    );
    expect(written(chart)).toBe(
      lines(
        'Afkortingen:',
        'rood (2) = #cc0000',
        '',
        'Toer 1: 1 DMC 310 Zwart, 1 rood (2), 1 rood (3 steken)',
        '',
        'Totaal: 1 rood, 1 rood (2), 1 DMC 310 Zwart',
      ),
    );
  });

  it('names a style linked in the palette by its product’s number and name, also without the catalogue', () => {
    const chart = pictureChart(
      'ab',
      [
        { char: 'a', productId: 'dmc-310', description: 'DMC 310 Black' },
        { char: 'b', colorBackground: '#cc0000' },
      ],
      { colourName },
    );
    expect(written(chart)).toContain('Toer 1: 1 rood, 1 DMC 310 Black (2 steken)');
  });

  it('adds a legend with counts when asked', () => {
    const chart = pictureChart('kkp', [knit, purl], knitting);
    expect(written(chart, { legend: true, usageText: '' })).toContain(
      'Legenda:\nr (recht): 2 steken\nav (averecht): 1 steek\n',
    );
  });
});
