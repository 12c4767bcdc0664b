/**
 * A test harness over a real Editor: fake pointer input on cells, keys, a fake clock and recorded navigations.
 *
 *   const editor = TestEditor.create();
 *   editor.setTool('drawCells').pointerDown(3, 4).pointerUp();
 *   expect(editor.cellAt(3, 4)).toBe(1);
 *   editor.undo();
 */
import {
  createChartState,
  createPaletteStyle,
  isFreeformCraft,
  type ChartType,
  type Craft,
  type PaletteStyle,
} from '@steekwerk/model';
import { ChartDocument } from '../document/ChartDocument';
import { documentFromState, freeformGridSize, startingStyles } from '../document/chartState';
import { freeformFeature } from '../freeform/freeformFeature';
import type { FreeformSelectionSession } from '../freeformSelection/FreeformSelectionSession';
import type { GridItems } from '../document/gridItems';
import type { ChartMode, EditAccess } from '../document/editability';
import { Editor, type EditorUserSettings } from '../Editor';
import { FakeClock } from '../../test/fakeClock';
import type { KeyInput } from '../keyboard/KeyInput';
import type { DrawShape } from '../tools/Tool';
import { SharedClipboard } from './sharedClipboard';

export interface TestEditorOptions {
  readonly columns?: number;
  readonly rows?: number;
  /** Default: styles 1–4 in plain colours, style 1 selected. */
  readonly styles?: PaletteStyle[];
  readonly premium?: boolean;
  readonly access?: EditAccess;
  readonly settings?: Partial<EditorUserSettings>;
  readonly mode?: ChartMode;
  readonly craft?: Craft;
  readonly type?: ChartType;
  readonly chartId?: string;
  /** Symbol widths by symbol id. */
  readonly symbolCells?: Readonly<Record<string, number>>;
  readonly mobile?: boolean;
  /** Custom lines, part stitches, knots and beads the chart starts with. */
  readonly items?: Partial<GridItems>;
  /** The clipboard the browser's tabs share (another TestEditor's, for two tabs); a new one by default. */
  readonly clipboard?: SharedClipboard;
}

interface PointerOptions {
  readonly shift?: boolean;
  readonly pointerType?: 'mouse' | 'touch' | 'pen';
  /** Where in the cell, 0 … 1 from its top left; the centre by default. */
  readonly within?: readonly [number, number];
}

/** Where a point of the lattice is within its cell. */
function withinOf(x: number, y: number): readonly [number, number] {
  return [x - Math.floor(x), y - Math.floor(y)];
}

/** Four plain colour styles. */
export function testStyles(): PaletteStyle[] {
  return ['#bf3f3f', '#3f6fbf', '#f2c14e', '#333333'].map((colorBackground, index) =>
    createPaletteStyle(index + 1, { colorBackground }),
  );
}

export class TestEditor {
  private last: [number, number] = [0, 0];

  private constructor(
    readonly editor: Editor,
    readonly clock: FakeClock,
    /** Paths the editor navigated to (the premium offer). */
    readonly navigations: string[],
    /** The clipboard this editor's tab shares with others. */
    readonly clipboard: SharedClipboard,
  ) {}

  static create(options: TestEditorOptions = {}): TestEditor {
    // A freeform chart (craft crochetFreeform) has a grid of one cell and the basic crochet stitches.
    const freeform = isFreeformCraft(options.craft ?? '');
    const columns = freeform ? freeformGridSize.columnCount : (options.columns ?? 20);
    const rows = freeform ? freeformGridSize.rowCount : (options.rows ?? 20);
    const craft = options.craft ?? 'knitting';
    const type = options.type ?? (freeform ? 'other' : 'colors');
    const state = createChartState({
      craft,
      type,
      size: { columnCount: columns, rowCount: rows },
      rows: '',
      styles: options.styles ?? (freeform ? startingStyles(craft, type) : testStyles()),
    });
    const settings = { ...state.settings, chartId: options.chartId ?? 'new' };
    const document = documentFromState({ ...state, settings }, new Uint8Array(columns * rows));
    if (options.items) document.replaceItems(options.items);
    const clock = new FakeClock();
    const navigations: string[] = [];
    const clipboard = options.clipboard ?? new SharedClipboard();
    const editor = new Editor(document, {
      clipboardStore: clipboard.tab(),
      clock,
      premium: options.premium,
      access: options.access,
      settings: options.settings,
      initialMode: options.mode ?? (freeform ? 'empty' : 'drawCells'),
      navigate: (path) => navigations.push(path),
      symbolCells: (symbolId) => options.symbolCells?.[symbolId] ?? 1,
      mobile: options.mobile,
      // The page loads the freeform feature lazily for a freeform chart; tests have it at hand.
      ...(freeform ? { freeform: freeformFeature } : {}),
    });
    return new TestEditor(editor, clock, navigations, clipboard);
  }

  get document(): ChartDocument {
    return this.editor.document;
  }

  /** The freeform selection session of a freeform chart (made by the freeform feature). */
  get freeformSelection(): FreeformSelectionSession {
    const session = this.editor.sessions.freeformSelection;
    if (!session) throw new Error('Not a freeform chart: no freeform selection');
    return session;
  }

  setTool(mode: ChartMode): this {
    this.editor.setMode(mode);
    return this;
  }

  setShape(shape: DrawShape): this {
    this.editor.setDrawShape(shape);
    return this;
  }

  selectStyle(styleId: number): this {
    this.editor.selectStyle(styleId);
    return this;
  }

  pointerDown(column: number, row: number, options: PointerOptions = {}): this {
    this.last = [column, row];
    const { x, y } = this.pointIn(column, row, options);
    this.editor.pointerDown(x, y, { shiftKey: options.shift, pointerType: options.pointerType });
    return this;
  }

  pointerMove(column: number, row: number, options: PointerOptions = {}): this {
    this.last = [column, row];
    const { x, y } = this.pointIn(column, row, options);
    this.editor.pointerMove(x, y, { shiftKey: options.shift, pointerType: options.pointerType });
    return this;
  }

  /** Releases the pointer where it is, or over another cell. */
  pointerUp(column = this.last[0], row = this.last[1], options: PointerOptions = {}): this {
    const { x, y } = this.pointIn(column, row, options);
    this.editor.pointerUp(x, y, { shiftKey: options.shift, pointerType: options.pointerType });
    return this;
  }

  /** A point of the view within a cell (its centre unless `options.within` says where). */
  private pointIn(column: number, row: number, options: PointerOptions): { x: number; y: number } {
    const centre = this.editor.pointOfCell(column, row);
    if (options.within === undefined) return centre;
    const next = this.editor.pointOfCell(column + 1, row + 1);
    return {
      x: centre.x + (options.within[0] - 0.5) * (next.x - centre.x),
      y: centre.y + (options.within[1] - 0.5) * (next.y - centre.y),
    };
  }

  click(column: number, row: number, options: PointerOptions = {}): this {
    return this.pointerDown(column, row, options).pointerUp(column, row, options);
  }

  doubleClick(column: number, row: number, options: PointerOptions = {}): this {
    this.click(column, row, options).click(column, row, options);
    const { x, y } = this.pointIn(column, row, options);
    this.editor.doubleClick(x, y);
    return this;
  }

  /**
   * Moves the pointer over a cell with no button pressed, as the grid's view passes it on (a paste goes there, the
   * lines tool's rubber band follows); with no cell it leaves the grid.
   */
  hover(column?: number, row?: number, options: PointerOptions = {}): this {
    if (column === undefined || row === undefined) {
      this.editor.pointerOut();
      return this;
    }
    const { x, y } = this.pointIn(column, row, options);
    this.editor.pointerOver(x, y);
    this.editor.pointerHover(x, y, { shiftKey: options.shift, pointerType: options.pointerType });
    return this;
  }

  // Points of the hole lattice (cell units: whole numbers are corners, x + 0.5 a centre), for custom lines.

  pointerDownAt(x: number, y: number, options: PointerOptions = {}): this {
    return this.pointerDown(Math.floor(x), Math.floor(y), { ...options, within: withinOf(x, y) });
  }

  pointerMoveAt(x: number, y: number, options: PointerOptions = {}): this {
    return this.pointerMove(Math.floor(x), Math.floor(y), { ...options, within: withinOf(x, y) });
  }

  pointerUpAt(x: number, y: number, options: PointerOptions = {}): this {
    return this.pointerUp(Math.floor(x), Math.floor(y), { ...options, within: withinOf(x, y) });
  }

  hoverAt(x: number, y: number): this {
    return this.hover(Math.floor(x), Math.floor(y), { within: withinOf(x, y) });
  }

  clickAt(x: number, y: number): this {
    return this.pointerDownAt(x, y).pointerUpAt(x, y);
  }

  doubleClickAt(x: number, y: number): this {
    return this.doubleClick(Math.floor(x), Math.floor(y), { within: withinOf(x, y) });
  }

  /** The chart's custom lines as `x1,y1-x2,y2:style` (e.g. `'1,1-4,1:1'`), in drawing order. */
  get lines(): string[] {
    return this.document.items.customLines.map(
      (line) => `${line.x1},${line.y1}-${line.x2},${line.y2}:${line.styleId}`,
    );
  }

  key(key: string, modifiers: Omit<KeyInput, 'key'> = {}): boolean {
    return this.editor.keyDown({ key, ...modifiers });
  }

  keyUp(key: string): this {
    this.editor.keyUp({ key });
    return this;
  }

  undo(): this {
    this.editor.undo();
    return this;
  }

  redo(): this {
    this.editor.redo();
    return this;
  }

  cellAt(column: number, row: number): number | undefined {
    return this.document.cellAt(column, row);
  }

  /** A row as a string of style ids (`.` for empty), e.g. `'..11..'`. */
  row(row: number): string {
    let text = '';
    for (let column = 0; column < this.document.columnCount; column += 1) {
      const value = this.document.cellAt(column, row) ?? 0;
      text += value === 0 ? '.' : value.toString(36);
    }
    return text;
  }

  /** `tool.state`, e.g. `drawCells.idle`. */
  get toolState(): string {
    const tool = this.editor.tool;
    return tool ? `${tool.id}.${tool.stateName}` : this.editor.mode;
  }

  /** The chart's custom lines, half and quarter stitches, knots and beads. */
  get items(): GridItems {
    return this.document.items;
  }

  /** A rectangle of cells as rows of style ids (see {@link row}), e.g. `['11', '.1']`. */
  block(x: number, y: number, width: number, height: number): string[] {
    return Array.from({ length: height }, (_, offset) => this.row(y + offset).slice(x, x + width));
  }

  /** How many non-empty cells the grid has. */
  get paintedCount(): number {
    let count = 0;
    for (const value of this.document.cells) if (value !== 0) count += 1;
    return count;
  }
}
