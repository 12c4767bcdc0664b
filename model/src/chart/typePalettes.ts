/**
 * The palette a new chart of each type starts with (spec §3 chart types). Symbol charts (lace, cables, brioche,
 * machine symbols, filet, Tunisian) start with the stitches of their type, each named from the stitch reference
 * (abbreviation and description filled in, so the written text, the PDF key and the tracker say "omsl" and
 * "omslag"), and a "geen steek" style that the written text and the counts skip. Mosaic charts start with their
 * two colours A and B; C2C with yarn colours on the C2C tile; every other type with a few colours.
 */
import type { ChartType, Craft } from '../crafts';
import { stitchOfSymbol } from '../symbols/stitchReference';
import { createPaletteStyle, DEFAULT_STYLE_COLOR, type PaletteStyle } from './palette';

/** Chart types drawn with stitch symbols rather than colours. */
export const symbolChartTypes: ReadonlySet<ChartType> = new Set<ChartType>([
  'lace',
  'cables',
  'brioche',
  'machineSymbols',
  'filet',
  'tunisian',
  'tunisian1',
  'tunisian2',
]);

/** Whether charts of a type are about stitches (symbols) rather than colours. */
export function isSymbolChartType(type: ChartType): boolean {
  return symbolChartTypes.has(type);
}

/** The mosaic chart types: every row is worked in one of two colours (spec §4). */
export function isMosaicType(type: ChartType): boolean {
  return type === 'mosaic' || type === 'mosaicOverlay' || type === 'mosaicInset';
}

/** The background of a "geen steek" cell: grey, so the chart's outline shows. */
export const NO_STITCH_COLOR = '#bbbbbb';

/** The stitches of each symbol type, in palette order ("no-stitch" last). */
const stitchesByType: Partial<Record<ChartType, readonly string[]>> = {
  lace: ['knit', 'purl', 'yarn-over', 'k2tog', 'ssk', 'sk2p', 'cdd', 'no-stitch'],
  cables: [
    'knit',
    'purl',
    'cable-1-1-right',
    'cable-1-1-left',
    'cable-2-2-right',
    'cable-2-2-left',
    'cable-4-4-right',
    'cable-4-4-left',
    'no-stitch',
  ],
  brioche: ['brioche-knit', 'brioche-purl', 'slip-yarn-over', 'knit', 'purl', 'no-stitch'],
  machineSymbols: ['knit', 'purl', 'slip', 'no-stitch'],
  filet: ['filet-open', 'filet-closed', 'no-stitch'],
  tunisian: ['tunisian-simple', 'tunisian-knit', 'tunisian-purl', 'no-stitch'],
  tunisian1: ['tunisian-simple', 'tunisian-knit', 'tunisian-purl', 'no-stitch'],
  tunisian2: ['tunisian-simple', 'tunisian-knit', 'tunisian-purl', 'yarn-over', 'no-stitch'],
};

/** Colour A (dark) and colour B (light) of a mosaic chart: style 1 and style 2. */
export const mosaicColours = ['#2f3a56', '#f4efe2'] as const;

const yarnColours = [DEFAULT_STYLE_COLOR, '#3f6fbf', '#f2c14e', '#3f9f5f', '#333333', '#ffffff'];

/** A style for a stitch symbol, named from the stitch reference; "no-stitch" is grey and skipped. */
export function stitchStyle(styleId: number, symbolId: string): PaletteStyle {
  const stitch = stitchOfSymbol(symbolId);
  if (symbolId === 'no-stitch') {
    return createPaletteStyle(styleId, {
      symbolId,
      colorBackground: NO_STITCH_COLOR,
      description: stitch?.name ?? 'geen steek',
      consumes: 0,
      produces: 0,
      showInWritten: false,
      showInTotal: false,
      progressTracker: false,
    });
  }
  return createPaletteStyle(styleId, {
    symbolId,
    colorBackground: '#ffffff',
    abbreviation: stitch?.abbreviation ?? '',
    description: stitch?.name ?? '',
    // A decrease of two stitches takes two and makes one; a yarn over takes none.
    ...stitchCounts(symbolId),
    // A cable is one instruction over several cells: "kab 4/4 r", not "8 kab 4/4 r".
    writtenStitchCountSingle: symbolId.startsWith('cable-'),
  });
}

/** What a stitch takes from the needle and makes (the written text's counts follow `produces`). */
function stitchCounts(symbolId: string): { consumes: number; produces: number } {
  switch (symbolId) {
    case 'yarn-over':
      return { consumes: 0, produces: 1 };
    case 'k2tog':
    case 'ssk':
      return { consumes: 2, produces: 1 };
    case 'k3tog':
    case 'sk2p':
    case 'cdd':
      return { consumes: 3, produces: 1 };
    default:
      return { consumes: 1, produces: 1 };
  }
}

/** The palette a new chart of a craft and type starts with. */
export function defaultStylesOf(craft: Craft, type: ChartType): PaletteStyle[] {
  const stitches = stitchesByType[type];
  if (stitches) return stitches.map((symbolId, index) => stitchStyle(index + 1, symbolId));
  if (isMosaicType(type)) {
    return mosaicColours.map((colorBackground, index) =>
      createPaletteStyle(index + 1, { colorBackground, description: index === 0 ? 'kleur A' : 'kleur B' }),
    );
  }
  const symbolId = craft === 'crossStitch' ? 'cross' : type === 'c2c' ? 'c2c-tile' : '';
  return yarnColours.map((colorBackground, index) =>
    createPaletteStyle(index + 1, { colorBackground, symbolId }),
  );
}
