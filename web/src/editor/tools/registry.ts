/**
 * The editor's modes, one row each (spec §4): the mode's tool, whether the chart can be changed in it, whether redo
 * is offered, whether and how it shows on the toolbar, the keys that leave it, and whether one finger pans the view
 * natively. The editor, the toolbar, the keyboard rules, the editability rule and the viewport read this table, so
 * a new mode is its tool's folder plus one row here (see README.md).
 */
import { nl } from '../../i18n/nl';
import { freeformTexts } from '../../i18n/nlFreeform';
import type { ChartMode, EditAccess } from '../document/editability';
import { canEdit } from '../document/editability';
import { DrawCellsTool } from './drawCells/DrawCellsTool';
import { DrawLinesTool } from './drawLines/DrawLinesTool';
import { HalfStitchesTool } from './drawHalfStitches/HalfStitchesTool';
import { QuarterStitchesTool } from './drawQuarterStitches/QuarterStitchesTool';
import { OrnamentsTool } from './placeOrnaments/OrnamentsTool';
import { EmptyTool } from './empty/EmptyTool';
import { EraseTool } from './erase/EraseTool';
import { PreviewTool } from './preview/PreviewTool';
import { ProgressTrackerTool } from './progressTracker/ProgressTrackerTool';
import { ScrollTool } from './scroll/ScrollTool';
import { SelectTool } from './select/SelectTool';
import type { Tool, ToolContext } from './Tool';
import { ViewTool } from './view/ViewTool';

export interface ModeRow {
  /** Builds the mode's tool; a mode without one (yet, or its feature not loaded) ignores pointer input. */
  readonly tool?: (context: ToolContext) => Tool | undefined;
  /** The chart cannot be changed in this mode, not even by undo (spec §4: backup, view, progressTracker). */
  readonly readOnly: boolean;
  /** Redo is offered (spec §4: not in preview or progressTracker). */
  readonly redo: boolean;
  /**
   * Its toolbar button, in the table's order: the Dutch label (its name, also on a phone where only the picture
   * shows), the picture (an SVG path on a 24 × 24 grid), and whether the button needs a chart that can be edited.
   */
  readonly toolbar?: {
    readonly label: string;
    readonly icon: string;
    readonly needsEditing: boolean;
    /** How to use the mode, shown when a pointer rests on the button. */
    readonly help?: string;
  };
  /** Keyboard rules of spec §2 that depend on the mode. */
  readonly keys: {
    /** Enter or space switches to drawCells when the chart can be edited. */
    readonly enterDraws?: boolean;
    /** Space switches to scroll when no keyboard cursor shows. */
    readonly spaceScrolls?: boolean;
    /** Escape returns to the mode this one was entered from (else to drawCells, or view when read only). */
    readonly escapeReturns?: boolean;
  };
  /** One finger on a touch screen pans the view natively instead of reaching the tool. */
  readonly touchPans: boolean;
  /**
   * The charts the mode is for: grid charts (absent), freeform charts only, or both (docs/decisions/freeform.md):
   * the toolbar of a freeform chart shows only the modes for it.
   */
  readonly charts?: 'freeform' | 'both';
}

const modes = nl.editor.modes;

/** Every mode's row; the toolbar shows the rows with a `toolbar` in this order. */
export const modeRegistry: { readonly [Mode in ChartMode]: ModeRow } = {
  view: {
    tool: (context) => new ViewTool(context),
    readOnly: true,
    redo: true,
    toolbar: {
      label: modes.view,
      icon: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z M12 9a3 3 0 1 0 0 6 3 3 0 1 0 0-6z',
      needsEditing: false,
    },
    keys: { enterDraws: true },
    touchPans: true,
    charts: 'both',
  },
  scroll: {
    tool: (context) => new ScrollTool(context),
    readOnly: false,
    redo: true,
    toolbar: {
      label: modes.scroll,
      icon: 'M12 3v18 M3 12h18 M12 3l-3 3 M12 3l3 3 M12 21l-3-3 M12 21l3-3 M3 12l3-3 M3 12l3 3 M21 12l-3-3 M21 12l-3 3',
      needsEditing: false,
    },
    keys: { enterDraws: true },
    touchPans: true,
    charts: 'both',
  },
  // Freeform (issue 29): the place tool; the select tool for freeform (fftools) goes right below it.
  placeFreeform: {
    tool: (context) => context.freeformTools?.placeTool(context),
    readOnly: false,
    redo: true,
    toolbar: {
      label: freeformTexts.modes.placeFreeform,
      icon: 'M12 3v6 M12 15v6 M3 12h6 M15 12h6 M9.5 9.5l5 5 M14.5 9.5l-5 5',
      needsEditing: true,
      help: freeformTexts.modes.placeFreeformHelp,
    },
    keys: {},
    touchPans: false,
    charts: 'freeform',
  },
  selectFreeform: {
    tool: (context) => context.freeformTools?.selectTool(context),
    readOnly: false,
    redo: true,
    toolbar: {
      label: freeformTexts.modes.selectFreeform,
      icon: 'M5 3l12 9-5 1 3 6-2 1-3-6-4 4z',
      needsEditing: true,
      help: freeformTexts.modes.selectFreeformHelp,
    },
    keys: {},
    touchPans: false,
    charts: 'freeform',
  },
  drawCells: {
    tool: (context) => new DrawCellsTool(context),
    readOnly: false,
    redo: true,
    toolbar: { label: modes.drawCells, icon: 'M4 20l1-5L16 4l4 4L9 19z M14 6l4 4', needsEditing: true },
    keys: { spaceScrolls: true },
    touchPans: false,
  },
  erase: {
    tool: (context) => new EraseTool(context),
    readOnly: false,
    redo: true,
    toolbar: { label: modes.erase, icon: 'M9 20h11 M3 14l9-9 7 7-8 8H9z M8 9l7 7', needsEditing: true },
    keys: {},
    touchPans: false,
  },
  drawLines: {
    tool: (context) => new DrawLinesTool(context),
    readOnly: false,
    redo: true,
    toolbar: {
      label: modes.drawLines,
      icon: 'M3 19l6-10 5 6 7-11',
      needsEditing: true,
      help: nl.editor.lines.help,
    },
    keys: {},
    touchPans: false,
  },
  select: {
    tool: (context) => new SelectTool(context),
    readOnly: false,
    redo: true,
    toolbar: {
      label: modes.select,
      icon: 'M4 4h3 M10 4h4 M17 4h3v3 M20 10v4 M20 17v3h-3 M14 20h-4 M7 20H4v-3 M4 14v-4 M4 7V4',
      needsEditing: true,
      help: modes.selectHelp,
    },
    keys: { escapeReturns: true },
    touchPans: false,
  },
  preview: {
    tool: (context) => new PreviewTool(context),
    readOnly: false,
    redo: false,
    keys: {},
    touchPans: false,
  },
  drawHalfStitches: {
    tool: (context) => new HalfStitchesTool(context),
    readOnly: false,
    redo: true,
    toolbar: {
      label: modes.drawHalfStitches,
      icon: 'M4 4h16v16H4z M4 20L20 4 M4 14L14 4 M4 9l5-5',
      needsEditing: true,
    },
    keys: {},
    touchPans: false,
  },
  drawQuarterStitches: {
    tool: (context) => new QuarterStitchesTool(context),
    readOnly: false,
    redo: true,
    toolbar: {
      label: modes.drawQuarterStitches,
      icon: 'M4 4h16v16H4z M12 4v16 M4 12h16 M4 8l4-4 M4 12l8-8 M8 12l4-4',
      needsEditing: true,
    },
    keys: {},
    touchPans: false,
  },
  placeOrnaments: {
    tool: (context) => new OrnamentsTool(context),
    readOnly: false,
    redo: true,
    toolbar: {
      label: modes.placeOrnaments,
      icon: 'M8 6a3 3 0 1 0 0 6 3 3 0 1 0 0-6z M16 11a4 4 0 1 0 0 8 4 4 0 1 0 0-8z M16 14a1 1 0 1 0 0 2 1 1 0 1 0 0-2z',
      needsEditing: true,
    },
    keys: {},
    touchPans: false,
  },
  // The mode a freeform chart opens in (spec §4): nothing chosen yet, a drag pans; edits (palette, layers, undo)
  // are allowed, unlike in view.
  empty: {
    tool: (context) => new EmptyTool(context),
    readOnly: false,
    redo: true,
    keys: {},
    touchPans: true,
    charts: 'freeform',
  },
  // A backup is looked at like a chart in view mode: panned and zoomed, never changed (Escape: current version).
  backup: {
    tool: (context) => new ViewTool(context),
    readOnly: true,
    redo: true,
    keys: { escapeReturns: true },
    touchPans: true,
    charts: 'both',
  },
  progressTracker: {
    tool: (context) => new ProgressTrackerTool(context),
    readOnly: true,
    redo: false,
    toolbar: {
      label: modes.progressTracker,
      icon: 'M4 4h16v16H4z M8 12l3 3 5-6',
      needsEditing: false,
    },
    keys: {},
    touchPans: false,
  },
};

/** The row of a mode. */
export function modeRow(mode: ChartMode): ModeRow {
  return modeRegistry[mode];
}

/** Whether a mode is for a grid chart (`freeform` false) or a freeform chart (true). */
export function modeFitsChart(mode: ChartMode, freeform: boolean): boolean {
  const charts = modeRegistry[mode].charts;
  return charts === 'both' || (charts === 'freeform') === freeform;
}

/** The modes on the toolbar of a grid chart (or of a freeform chart), in order, with their buttons. */
export function toolbarModes(
  freeform = false,
): Array<{ mode: ChartMode; button: NonNullable<ModeRow['toolbar']> }> {
  return (Object.keys(modeRegistry) as ChartMode[]).flatMap((mode) => {
    const button = modeRegistry[mode].toolbar;
    return button && modeFitsChart(mode, freeform) ? [{ mode, button }] : [];
  });
}

/**
 * Spec §4: editing needs an unlocked current revision, no small mobile screen, write access and lock (`canEdit`),
 * and a mode that is not read only.
 */
export function isEditable(access: EditAccess, mode: ChartMode): boolean {
  return canEdit(access) && !modeRow(mode).readOnly;
}
