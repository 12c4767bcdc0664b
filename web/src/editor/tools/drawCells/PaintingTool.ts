/**
 * What drawCells and erase share: paint the cells a pointer passes, a dragged rectangle, or a flood fill.
 * States: idle → painting | rectangle → idle.
 */
import type { CellStroke } from '../../document/CellStroke';
import type { ErasableKind } from '../../document/cellItemEraser';
import type { KeyInput } from '../../keyboard/KeyInput';
import { Tool, type PointerInput, type ToolContext } from '../Tool';
import { cursorKeyAction } from './keyboardCursor';
import type { PaintingHost } from './PaintingHost';
import { placementCells } from './paintStyle';
import { fillRegion, Idle } from './states/Idle';
import { Painting } from './states/Painting';
import { Rectangle } from './states/Rectangle';

export abstract class PaintingTool extends Tool implements PaintingHost {
  /** The last cell painted, where a shift-click draws a straight line from. */
  lineAnchor: [number, number] | undefined;
  /** Where the last stroke started and the value that cell had before (a double click fills from it). */
  lastPress: { column: number; row: number; before: number } | undefined;

  constructor(context: ToolContext) {
    super(context);
    this.addStates({ idle: new Idle(this), painting: new Painting(this), rectangle: new Rectangle(this) });
  }

  /** The style this tool paints when no other rule applies. */
  protected abstract get paintStyleId(): number;

  /** The item lists whose items go from the cells a stroke paints (none: drawing leaves them). */
  protected get erasedItems(): readonly ErasableKind[] {
    return [];
  }

  beginStroke(): CellStroke {
    return this.context.beginStroke({ eraseItems: this.erasedItems });
  }

  /**
   * The style a stroke starting at (column, row) paints: with `clearDrawWithSameStyle`, a stroke starting on a cell
   * that already has the style clears instead.
   */
  strokeStyleAt(column: number, row: number): number {
    const styleId = this.paintStyleId;
    const { context } = this;
    if (
      styleId !== 0 &&
      context.clearDrawWithSameStyle &&
      context.document.editCellAt(column, row) === styleId
    )
      return 0;
    return styleId;
  }

  /**
   * The keyboard cursor (`keyboardCursor.ts`): arrows show and move it, Space or Enter press the cell under it as a
   * click does (the same stroke, fill or eraser), Escape hides it.
   */
  override keyDown(input: KeyInput): boolean {
    const { document, editable } = this.context;
    if (this.busy || !editable || !document.hasMetadata) return false;
    const settings = document.meta.gridSettings;
    const size = { columnCount: document.columnCount, rowCount: document.rowCount };
    const action = cursorKeyAction(input, settings.cursor, size);
    if (!action) return false;
    if (action.type === 'paint') {
      const click: PointerInput = {
        column: action.column,
        row: action.row,
        x: 0,
        y: 0,
        shiftKey: false,
        pointerType: 'mouse',
        withinCell: { x: 0.5, y: 0.5 },
      };
      this.pointerDown(click);
      this.pointerUp(click);
      return true;
    }
    document.setGridSettings({ ...settings, cursor: action.cursor });
    return true;
  }

  placement(column: number, row: number, styleId: number): Array<[number, number]> {
    return placementCells(this.context, column, row, styleId);
  }

  /**
   * Flood-fills the region of (column, row) with this tool's style, as one undoable change. `restore` first puts
   * back the value the cell had before a click that is part of a double click.
   */
  fillAt(column: number, row: number, restore?: number): void {
    const stroke = this.beginStroke();
    if (restore !== undefined) stroke.paint([[column, row]], restore);
    const region = fillRegion(this, column, row);
    if (region.length === 0) return;
    stroke.paintIndices(region, this.paintStyleId);
    this.context.commitStroke(stroke, 'fill');
  }
}
