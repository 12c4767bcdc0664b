/**
 * Palette edits as pure functions over the model's palette (spec §3 "Palette style", §5): a new style reuses a
 * matching one (same symbol and colours), is added only when there is room, and a style without a foreground
 * gets one that contrasts with its background.
 */
import {
  contrastingForeground,
  createPaletteStyle,
  findMatchingStyle,
  nextFreeStyleId,
  normalizeHexColor,
  type Palette,
  type PaletteStyle,
} from '@steekwerk/model';

/** What a new style is made of. */
export interface StyleInput {
  readonly symbolId?: string;
  readonly colorBackground?: string;
  /** Omitted: a colour contrasting with the background. */
  readonly colorForeground?: string;
  readonly abbreviation?: string;
  readonly description?: string;
  /** How the style's custom lines (backstitch) are named and counted (spec §3 "Palette style"). */
  readonly customLineAbbreviation?: string;
  readonly customLineDescription?: string;
  readonly customLineWorkCountHorizontal?: number;
  readonly customLineWorkCountVertical?: number;
}

export type AddStyleOutcome =
  | { readonly kind: 'added' | 'matched'; readonly palette: Palette; readonly styleId: number }
  | { readonly kind: 'full' };

function complete(input: StyleInput): Pick<PaletteStyle, 'symbolId' | 'colorBackground' | 'colorForeground'> {
  const colorBackground = normalizeHexColor(input.colorBackground ?? '#ffffff');
  const colorForeground = input.colorForeground
    ? normalizeHexColor(input.colorForeground)
    : contrastingForeground(colorBackground);
  return { symbolId: input.symbolId ?? '', colorBackground, colorForeground };
}

/**
 * Adds a style and selects it, or selects the existing style with the same symbol and colours.
 * @param maxStyles the palette maximum of the user's tier
 */
export function addStyle(palette: Palette, input: StyleInput, maxStyles: number): AddStyleOutcome {
  const visual = complete(input);
  const match = findMatchingStyle(palette, visual);
  if (match)
    return {
      kind: 'matched',
      palette: { ...palette, selectedStyleId: match.styleId },
      styleId: match.styleId,
    };
  const styleId = nextFreeStyleId(palette);
  if (styleId === undefined || palette.styles.length >= maxStyles) return { kind: 'full' };
  const style = createPaletteStyle(styleId, {
    ...visual,
    abbreviation: input.abbreviation ?? '',
    description: input.description ?? '',
    ...customLineFields(input),
  });
  return {
    kind: 'added',
    palette: { ...palette, styles: [...palette.styles, style], selectedStyleId: styleId },
    styleId,
  };
}

/**
 * The custom line fields of a style input that are set, the counts made whole numbers within 0–100 (a count that
 * is no number keeps `current`'s, or is left out).
 */
function customLineFields(input: StyleInput, current?: PaletteStyle): Partial<PaletteStyle> {
  const count = (value: number | undefined, kept: number | undefined) =>
    value === undefined || !Number.isFinite(value) ? kept : Math.min(100, Math.max(0, Math.round(value)));
  const fields: Partial<PaletteStyle> = {
    customLineAbbreviation: input.customLineAbbreviation,
    customLineDescription: input.customLineDescription,
    customLineWorkCountHorizontal: count(
      input.customLineWorkCountHorizontal,
      current?.customLineWorkCountHorizontal,
    ),
    customLineWorkCountVertical: count(
      input.customLineWorkCountVertical,
      current?.customLineWorkCountVertical,
    ),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** The fields of a style the palette panel and the symbol-properties screen edit (every per-style field but its id). */
export type StyleChanges = Partial<
  Pick<
    PaletteStyle,
    | 'alternativeAbbreviation'
    | 'alternativeDescription'
    | 'consumes'
    | 'produces'
    | 'showInChart'
    | 'showInWritten'
    | 'showInTotal'
    | 'writtenStitchCountSingle'
    | 'writtenStitchEnclosed'
    | 'progressTracker'
    | 'symbolId'
    | 'productId'
    | 'colorBackground'
    | 'colorForeground'
    | 'abbreviation'
    | 'description'
    | 'customLineAbbreviation'
    | 'customLineDescription'
    | 'customLineWorkCountHorizontal'
    | 'customLineWorkCountVertical'
  >
>;

/**
 * Changes a style. A new background without a new foreground keeps an explicit foreground, but an automatic one
 * (the contrast colour of the old background) follows the new background.
 */
export function updateStyle(palette: Palette, styleId: number, changes: StyleChanges): Palette | undefined {
  const style = palette.styles.find((candidate) => candidate.styleId === styleId);
  if (!style) return undefined;
  const colorBackground = changes.colorBackground
    ? normalizeHexColor(changes.colorBackground)
    : style.colorBackground;
  const wasAutomatic = style.colorForeground === contrastingForeground(style.colorBackground);
  const colorForeground = changes.colorForeground
    ? normalizeHexColor(changes.colorForeground)
    : wasAutomatic
      ? contrastingForeground(colorBackground)
      : style.colorForeground;
  const updated: PaletteStyle = {
    ...style,
    ...changes,
    ...customLineFields(changes, style),
    ...stitchCounts(changes, style),
    colorBackground,
    colorForeground,
  };
  return {
    ...palette,
    styles: palette.styles.map((candidate) => (candidate.styleId === styleId ? updated : candidate)),
  };
}

const enclosures: readonly string[] = ['no', 'brackets', 'parentheses'];

/**
 * `consumes` and `produces` made whole numbers within 0–100 (a count that is no number keeps the style's), and an
 * enclosure the schema does not know keeps the style's.
 */
function stitchCounts(
  changes: StyleChanges,
  style: PaletteStyle,
): Pick<PaletteStyle, 'consumes' | 'produces' | 'writtenStitchEnclosed'> {
  const count = (value: number | undefined, kept: number) =>
    value === undefined || !Number.isFinite(value) ? kept : Math.min(100, Math.max(0, Math.round(value)));
  const enclosed = changes.writtenStitchEnclosed;
  return {
    consumes: count(changes.consumes, style.consumes),
    produces: count(changes.produces, style.produces),
    writtenStitchEnclosed:
      enclosed !== undefined && enclosures.includes(enclosed) ? enclosed : style.writtenStitchEnclosed,
  };
}

/** Moves a style to another position in the list (its id and cells stay). */
export function moveStyle(palette: Palette, styleId: number, toPosition: number): Palette | undefined {
  const from = palette.styles.findIndex((style) => style.styleId === styleId);
  if (from < 0 || !Number.isInteger(toPosition)) return undefined;
  const target = Math.max(0, Math.min(palette.styles.length - 1, toPosition));
  if (target === from) return undefined;
  const styles = [...palette.styles];
  const [moved] = styles.splice(from, 1);
  if (!moved) return undefined;
  styles.splice(target, 0, moved);
  return { ...palette, styles };
}

/** Selects a style (0 for none); undefined when the id is not in the palette. */
export function selectStyle(palette: Palette, styleId: number): Palette | undefined {
  if (styleId !== 0 && !palette.styles.some((style) => style.styleId === styleId)) return undefined;
  return palette.selectedStyleId === styleId ? palette : { ...palette, selectedStyleId: styleId };
}

export interface ImportOutcome {
  readonly palette: Palette;
  readonly added: number;
  readonly matched: number;
  /** Styles left out because the palette was full. */
  readonly skipped: number;
  /** The id each imported style has in the palette now (its match's, or the new one); none for those left out. */
  readonly ids: ReadonlyMap<number, number>;
}

/**
 * Adds the styles of another chart's palette (spec §2 "palette import"): a style matching an existing one is
 * reused, the others are added with new ids while there is room. Text fields come along.
 */
export function importStyles(
  palette: Palette,
  from: { readonly styles: readonly PaletteStyle[] },
  maxStyles: number,
): ImportOutcome {
  let current = palette;
  let added = 0;
  let matched = 0;
  let skipped = 0;
  const ids = new Map<number, number>();
  for (const style of from.styles) {
    const match = findMatchingStyle(current, style);
    if (match) {
      ids.set(style.styleId, match.styleId);
      matched += 1;
      continue;
    }
    const styleId = nextFreeStyleId(current);
    if (styleId === undefined || current.styles.length >= maxStyles) {
      skipped += 1;
      continue;
    }
    current = { ...current, styles: [...current.styles, { ...style, styleId }] };
    ids.set(style.styleId, styleId);
    added += 1;
  }
  if (current.selectedStyleId === 0 && current.styles[0])
    current = { ...current, selectedStyleId: current.styles[0].styleId };
  return { palette: current, added, matched, skipped, ids };
}
