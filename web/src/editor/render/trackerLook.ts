/**
 * How the progress tracker looks on the chart (issue 17; the meaning of the settings is in docs/decisions.md):
 * the rules, as plain data, that the grid shader carries out per pixel. {@link trackerLookOf} turns the user's
 * settings and the tracker's mode into the shader's uniforms; {@link cellLook} says in words what a cell gets, the
 * same rules the shader follows, so they can be tested without a GPU.
 */
import type { UserSettings } from '@steekwerk/model';
import type { Rgb } from './gridTheme';

/** The settings that decide how cells are drawn (styleLabel and auto-scroll are the panel's). */
export type TrackerLookSettings = Pick<UserSettings, 'fadeRows' | 'fadeGridCells' | 'drawTodo' | 'drawDone'>;

/** How a stitch of one state (to do, done) is drawn. */
export interface StitchLook {
  /** Filled with the thread colour (else the plain background of the grid). */
  readonly fill: boolean;
  /** Its symbol drawn (where the zoom shows symbols and the style has one). */
  readonly symbol: boolean;
  /** Mixed ~55 % toward the plain background. */
  readonly faded: boolean;
}

/** Everything the shader needs besides the textures (the done cells and the line of each cell). */
export interface TrackerLook {
  readonly todo: StitchLook;
  readonly done: StitchLook;
  /** Whether lines before / after the current one (in work order) are greyed. */
  readonly greyBefore: boolean;
  readonly greyAfter: boolean;
  /** The current line in work order, or -1 when there is none to show (perGridCell). */
  readonly currentLine: number;
  /** The highlighted style, 0 for none. */
  readonly highlight: number;
  /** Symbols on the plain background (to-do cells drawn as symbols only): dark in light mode, light in dark. */
  readonly ink: Rgb;
  /** The current line's outline. */
  readonly accent: Rgb;
}

/** How much a faded cell is mixed toward the plain background. */
export const fadeAmount = 0.55;
/** How much a cell of another style is mixed toward the plain background while a style is highlighted. */
export const dimAmount = 0.82;
/** How much a greyed line (rule mode) is mixed toward the plain background after losing its colour. */
export const greyAmount = 0.5;

const inkColour = { light: [0x22, 0x22, 0x22], dark: [0xe6, 0xe6, 0xe6] } as const satisfies Record<
  string,
  Rgb
>;
const accentColour = { light: [0xe0, 0x31, 0x31], dark: [0xff, 0x6b, 0x6b] } as const satisfies Record<
  string,
  Rgb
>;

function stitchLook(draw: TrackerLookSettings['drawTodo'], faded: boolean): StitchLook {
  return { fill: draw !== 'symbols', symbol: draw !== 'colors', faded };
}

/**
 * The shader's tracker uniforms for the given settings. `rowMode` is false in `perGridCell`, where no line is
 * current and no line is greyed; `currentLine` is the tracker's current line (trackerState.currentLine).
 */
export function trackerLookOf(
  settings: TrackerLookSettings,
  tracker: { readonly rowMode: boolean; readonly currentLine: number; readonly highlight: number | null },
  dark: boolean,
): TrackerLook {
  const rows = tracker.rowMode ? settings.fadeRows : 'none';
  return {
    todo: stitchLook(settings.drawTodo, settings.fadeGridCells === 'todo'),
    done: stitchLook(settings.drawDone, settings.fadeGridCells === 'done'),
    greyBefore: rows === 'all' || rows === 'done',
    greyAfter: rows === 'all' || rows === 'todo',
    currentLine: tracker.rowMode ? Math.max(0, Math.trunc(tracker.currentLine)) : -1,
    highlight: tracker.highlight ?? 0,
    ink: dark ? inkColour.dark : inkColour.light,
    accent: dark ? accentColour.dark : accentColour.light,
  };
}

/** Where a line lies against the current line in work order. */
export type LineRelation = 'before' | 'current' | 'after';

/** Where `line` lies against `currentLine` (lines are numbered in work order: 0 is worked first). */
export function lineRelation(line: number, currentLine: number): LineRelation {
  if (line < currentLine) return 'before';
  return line === currentLine ? 'current' : 'after';
}

/** What one cell shows, in words: the shader draws exactly this. */
export interface CellLook {
  /** `colour`: the thread colour; `plain`: the grid's empty-cell background. */
  readonly background: 'colour' | 'plain';
  readonly symbol: boolean;
  readonly faded: boolean;
  /** Greyed as a line other than the current one (rule mode). */
  readonly greyed: boolean;
  /** Dimmed strongly because another style is highlighted. */
  readonly dimmed: boolean;
}

/**
 * The look of one cell: its style (0 empty), whether it is done, which line it lies in, and whether the zoom and
 * its style allow a symbol at all (when not, a cell that would show only a symbol gets its colour instead, so the
 * chart never turns blank when zoomed out).
 *
 * A highlighted style's to-do cells get their colour (and symbol as the to-do setting says) unfaded so that they
 * stand out; its done cells are drawn as done, faded; every other cell is dimmed.
 */
export function cellLook(
  look: TrackerLook,
  cell: {
    readonly styleId: number;
    readonly done: boolean;
    readonly line: number;
    readonly symbolShown: boolean;
  },
): CellLook {
  const greyed =
    look.currentLine >= 0 &&
    ((cell.line < look.currentLine && look.greyBefore) || (cell.line > look.currentLine && look.greyAfter));
  if (cell.styleId === 0) {
    return { background: 'plain', symbol: false, faded: false, greyed, dimmed: false };
  }
  const stitch = cell.done ? look.done : look.todo;
  const highlighted = look.highlight !== 0 && look.highlight === cell.styleId;
  const fill = stitch.fill || !cell.symbolShown || (highlighted && !cell.done);
  return {
    background: fill ? 'colour' : 'plain',
    symbol: stitch.symbol && cell.symbolShown,
    faded: highlighted ? cell.done : stitch.faded,
    greyed,
    dimmed: look.highlight !== 0 && !highlighted,
  };
}
