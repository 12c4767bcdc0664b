/**
 * Grid line themes (spec §3 "grid lines", §9 "Grid line themes"), dark mode and brightness, resolved into the
 * colours and widths the grid shader draws.
 *
 * Each theme has a default line (#dddddd, 1 px) and highlights every 5 (#aaaaaa) and every 10 (#000000) cells.
 * The spec gives highlight thickness 16, and 21 for the 10-cell line of print and contrast; we read those as
 * sixteenths of a line: 1 px, and 21/16 px rounded up to 2 device pixels once cells are large enough.
 */
import { hexToRgb, type GridLines, type LineCountFrom } from '@steekwerk/model';

/** An opaque colour as red, green and blue bytes. */
export type Rgb = readonly [red: number, green: number, blue: number];

export interface GridTheme {
  readonly line: Rgb;
  readonly lineEvery5: Rgb;
  readonly lineEvery10: Rgb;
  /** Device pixels of each kind of line (0 hides it). */
  readonly lineWidth: number;
  readonly lineEvery5Width: number;
  readonly lineEvery10Width: number;
  /** The cell counts the two highlights repeat at (5 and 10 by default). */
  readonly every5: number;
  readonly every10: number;
  /** The colour of an empty cell (style id 0). */
  readonly emptyCell: Rgb;
  /** The colour around the grid. */
  readonly background: Rgb;
  /** Where the every-5 and every-10 lines count from, as the chart's ruler numbers (model `lineCountFrom`). */
  readonly columnLinesFrom?: LineCountFrom;
  readonly rowLinesFrom?: LineCountFrom;
}

/** Theme "default" in light mode: #dddddd lines, #aaaaaa every 5, #000000 every 10, white empty cells. */
export const defaultGridTheme: GridTheme = {
  line: [0xdd, 0xdd, 0xdd],
  lineEvery5: [0xaa, 0xaa, 0xaa],
  lineEvery10: [0x00, 0x00, 0x00],
  lineWidth: 1,
  lineEvery5Width: 1,
  lineEvery10Width: 1,
  every5: 5,
  every10: 10,
  emptyCell: [0xff, 0xff, 0xff],
  background: [0xf4, 0xf4, 0xf4],
};

/** Width in device pixels of a line of the spec's thickness (16 = one pixel). */
function widthOf(thickness: number): number {
  return thickness <= 0 ? 0 : Math.max(1, Math.ceil(thickness / 16));
}

/**
 * The theme of a chart's grid line settings. `show: false` or theme `hidden` draws no lines; the default theme
 * takes the colours and intervals of the settings.
 */
export function resolveGridTheme(
  lines: GridLines,
  dark: boolean,
  countFrom: { readonly columns: LineCountFrom; readonly rows: LineCountFrom } = {
    columns: 'start',
    rows: 'start',
  },
): GridTheme {
  const every5 = lines.highlight1.every > 0 ? lines.highlight1.every : 5;
  const every10 = lines.highlight2.every > 0 ? lines.highlight2.every : 10;
  const base: GridTheme = {
    ...defaultGridTheme,
    line: hexToRgb(lines.line.color),
    lineEvery5: hexToRgb(lines.highlight1.color),
    lineEvery10: hexToRgb(lines.highlight2.color),
    lineWidth: widthOf(lines.line.thickness * 16),
    every5,
    every10,
    columnLinesFrom: countFrom.columns,
    rowLinesFrom: countFrom.rows,
  };
  const theme = lines.show ? lines.theme : 'hidden';
  let resolved: GridTheme;
  switch (theme) {
    case 'default':
      resolved = base;
      break;
    case 'defaultWithoutHighlights':
      resolved = { ...base, lineEvery5: base.line, lineEvery10: base.line };
      break;
    case 'print':
      resolved = {
        ...base,
        line: [0xbb, 0xbb, 0xbb],
        lineEvery5: [0x77, 0x77, 0x77],
        lineEvery10: [0, 0, 0],
        lineEvery10Width: widthOf(21),
      };
      break;
    case 'contrast':
      resolved = {
        ...base,
        line: [0x88, 0x88, 0x88],
        lineEvery5: [0x33, 0x33, 0x33],
        lineEvery10: [0, 0, 0],
        lineEvery10Width: widthOf(21),
      };
      break;
    case 'hidden':
      resolved = { ...base, lineWidth: 0, lineEvery5Width: 0, lineEvery10Width: 0 };
      break;
  }
  return dark ? darken(resolved) : resolved;
}

/** Dark mode: a dark surround and empty cells; lines inverted in lightness so highlights stay visible. */
function darken(theme: GridTheme): GridTheme {
  const invert = (colour: Rgb): Rgb =>
    [255 - colour[0] * 0.8, 255 - colour[1] * 0.8, 255 - colour[2] * 0.8].map(Math.round) as unknown as Rgb;
  return {
    ...theme,
    line: [0x44, 0x44, 0x44],
    lineEvery5: [0x6a, 0x6a, 0x6a],
    lineEvery10: invert(theme.lineEvery10),
    emptyCell: [0x2a, 0x2a, 0x2a],
    background: [0x1b, 0x1b, 0x1b],
  };
}

/**
 * The brightness setting (spec §3, −100..100, default −60) as a shader amount: the default is neutral (0); above
 * it colours are lifted towards white (up to 80 %), below it pressed towards black (up to 80 %).
 */
export function brightnessAmount(brightness: number): number {
  const neutral = -60;
  const clamped = Math.max(-100, Math.min(100, brightness));
  if (clamped >= neutral) return ((clamped - neutral) / (100 - neutral)) * 0.8;
  return -((neutral - clamped) / (neutral + 100)) * 0.8;
}

/** Converts a byte colour to the 0–1 floats a shader uniform takes. */
export function rgbToUnitFloats(colour: Rgb): Float32Array {
  return new Float32Array([colour[0] / 255, colour[1] / 255, colour[2] / 255]);
}

/** `#rrggbb` of a byte colour (the canvas clear colour). */
export function rgbToHex(colour: Rgb): string {
  return `#${colour.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Below this many CSS pixels per cell, `zoomHideGridLines` hides every grid line (spec §3 user settings). */
export const hideGridLinesBelowCellPixels = 8;

/**
 * Whether the grid lines are hidden at this zoom: with the user's `zoomHideGridLines` on, when a cell is smaller
 * than {@link hideGridLinesBelowCellPixels} on screen (zoomed far out, the colours alone read better).
 */
export function gridLinesHiddenAtZoom(hideWhenZoomedOut: boolean, cellPixels: number): boolean {
  return hideWhenZoomedOut && cellPixels < hideGridLinesBelowCellPixels;
}

/** A theme with no lines at all (the cells and the surround as they were). */
export function withoutLines(theme: GridTheme): GridTheme {
  return { ...theme, lineWidth: 0, lineEvery5Width: 0, lineEvery10Width: 0 };
}
