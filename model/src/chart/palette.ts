/** Palette and styles (spec §3 "Palette", "Palette style"; §5 palette rules). */
import { z } from '../parseWithoutEval';
import { storableText } from '../text';
import { contrastingForeground, hexColorSchema } from './color';

/** The default colour of a new style and of the colour picker (spec §9). */
export const DEFAULT_STYLE_COLOR = '#bf3f3f';

/** A style id as stored in a cell: 1–255 (0 is an empty cell). */
export const styleIdSchema = z.number().int().min(1).max(255);

/** Symbol names treated as "no stitch" (spec §5). */
export const noStitchSymbolNames: readonly string[] = [
  'background',
  'empty',
  'cloth',
  'fabric',
  'geen steek',
  'leeg',
  'doek',
  'stof',
];

const text = (max: number) => storableText().max(max);

export const paletteStyleSchema = z.object({
  styleId: styleIdSchema,
  /** The symbol drawn in the cell; `''` for a plain colour. */
  symbolId: text(64),
  /** A catalogue product (yarn, floss, bead), or `''`. */
  productId: text(64),
  colorBackground: hexColorSchema,
  colorForeground: hexColorSchema,
  abbreviation: text(40),
  description: text(500),
  alternativeAbbreviation: text(40),
  alternativeDescription: text(500),
  customLineAbbreviation: text(40),
  customLineDescription: text(500),
  consumes: z.number().int().min(0).max(100),
  produces: z.number().int().min(0).max(100),
  customLineWorkCountHorizontal: z.number().int().min(0).max(100),
  customLineWorkCountVertical: z.number().int().min(0).max(100),
  showInChart: z.boolean(),
  showInWritten: z.boolean(),
  showInTotal: z.boolean(),
  writtenStitchCountSingle: z.boolean(),
  writtenStitchEnclosed: z.enum(['no', 'brackets', 'parentheses']),
  progressTracker: z.boolean(),
});

export type PaletteStyle = z.infer<typeof paletteStyleSchema>;

/**
 * A style with the defaults of spec §3: white background, a contrasting foreground, counts of 1.
 *
 * @param styleId the id (1–255)
 * @param overrides fields to set; a background without a foreground gets a contrasting one
 */
export function createPaletteStyle(styleId: number, overrides: Partial<PaletteStyle> = {}): PaletteStyle {
  const colorBackground = overrides.colorBackground ?? '#ffffff';
  return {
    styleId,
    symbolId: '',
    productId: '',
    colorBackground,
    colorForeground: overrides.colorForeground ?? contrastingForeground(colorBackground),
    abbreviation: '',
    description: '',
    alternativeAbbreviation: '',
    alternativeDescription: '',
    customLineAbbreviation: '',
    customLineDescription: '',
    consumes: 1,
    produces: 1,
    customLineWorkCountHorizontal: 0,
    customLineWorkCountVertical: 0,
    showInChart: true,
    showInWritten: true,
    showInTotal: true,
    writtenStitchCountSingle: false,
    writtenStitchEnclosed: 'no',
    progressTracker: true,
    ...overrides,
  };
}

export const paletteSchema = z
  .object({
    productCategoryId: text(64),
    symbolCategoryId: text(64),
    styles: z.array(paletteStyleSchema).max(255),
    /** The style drawing uses; 0 when the palette is empty. */
    selectedStyleId: z.number().int().min(0).max(255),
  })
  .superRefine((palette, context) => {
    const seen = new Set<number>();
    for (const [index, style] of palette.styles.entries()) {
      if (seen.has(style.styleId)) {
        context.addIssue({
          code: 'custom',
          path: ['styles', index, 'styleId'],
          message: 'Dubbele stijl-id.',
        });
      }
      seen.add(style.styleId);
    }
    if (palette.selectedStyleId !== 0 && !seen.has(palette.selectedStyleId)) {
      context.addIssue({
        code: 'custom',
        path: ['selectedStyleId'],
        message: 'De gekozen stijl staat niet in het palet.',
      });
    }
  });

export type Palette = z.infer<typeof paletteSchema>;

/** An empty palette. */
export function createPalette(styles: PaletteStyle[] = []): Palette {
  return { productCategoryId: '', symbolCategoryId: '', styles, selectedStyleId: styles[0]?.styleId ?? 0 };
}

/** The lowest style id not used in the palette, or undefined when all 255 are taken. */
export function nextFreeStyleId(palette: Pick<Palette, 'styles'>): number | undefined {
  const used = new Set(palette.styles.map((style) => style.styleId));
  for (let styleId = 1; styleId <= 255; styleId += 1) if (!used.has(styleId)) return styleId;
  return undefined;
}

/** The style matching a symbol and colours (spec §5: "A style is matched by symbolId and colours"). */
export function findMatchingStyle(
  palette: Pick<Palette, 'styles'>,
  match: Pick<PaletteStyle, 'symbolId' | 'colorBackground' | 'colorForeground'>,
): PaletteStyle | undefined {
  return palette.styles.find(
    (style) =>
      style.symbolId === match.symbolId &&
      style.colorBackground === match.colorBackground &&
      style.colorForeground === match.colorForeground,
  );
}

/** Whether a symbol name means "no stitch" (spec §5). */
export function isNoStitchName(name: string): boolean {
  return noStitchSymbolNames.includes(name.trim().toLowerCase());
}
