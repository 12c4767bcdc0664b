/**
 * select (spec §4): dragging draws the selected area (clamped to the grid); dragging inside an active selection
 * moves it — its cells and the lines, part stitches, knots and beads that belong to it — as one undo step. Keys:
 * ctrl/cmd+C copies, ctrl/cmd+X cuts (a premium edit), Delete or Backspace empties the selection; Escape returns to
 * the mode before (the row's `escapeReturns`). The selection itself is the editor's (`selection/SelectionSession.ts`).
 */
import type { CellRect } from '../../document/ChartDocument';
import type { KeyInput } from '../../keyboard/KeyInput';
import { areaContains } from '../../selection/selectionArea';
import type { SelectionSession } from '../../selection/SelectionSession';
import { Tool, ToolState, type PointerInput, type ToolContext } from '../Tool';

class Idle extends ToolState {
  constructor(private readonly select: SelectTool) {
    super(select);
  }

  override onPointerDown(input: PointerInput): void {
    const selection = this.select.session;
    const inside = selection.active && areaContains(selection.area, input);
    this.tool.transition(inside && this.select.context.editable ? 'moving' : 'selecting', input);
  }
}

/** Drawing the area from the cell pressed to the pointer. */
class Selecting extends ToolState {
  private anchor = { column: 0, row: 0 };
  private before: CellRect | undefined;

  constructor(private readonly select: SelectTool) {
    super(select);
  }

  override onEnter(input?: PointerInput): void {
    if (!input) return;
    this.before = this.select.session.area;
    this.anchor = { column: input.column, row: input.row };
    this.select.session.select(this.anchor, input);
  }

  override onPointerMove(input: PointerInput): void {
    this.select.session.select(this.anchor, input);
  }

  override onPointerUp(input: PointerInput): void {
    this.onPointerMove(input);
    this.tool.transition('idle');
  }

  override onCancel(): void {
    this.select.session.restore(this.before);
    this.tool.transition('idle');
  }
}

/** Dragging the selection: it shows where it would land and moves there on release. */
class Moving extends ToolState {
  private start = { column: 0, row: 0 };

  constructor(private readonly select: SelectTool) {
    super(select);
  }

  override onEnter(input?: PointerInput): void {
    this.start = { column: input?.column ?? 0, row: input?.row ?? 0 };
  }

  override onPointerMove(input: PointerInput): void {
    this.select.session.showMove(input.column - this.start.column, input.row - this.start.row);
  }

  override onPointerUp(input: PointerInput): void {
    this.onPointerMove(input);
    this.select.session.finishMove();
    this.tool.transition('idle');
  }

  override onCancel(): void {
    this.select.session.cancelMove();
    this.tool.transition('idle');
  }
}

export class SelectTool extends Tool {
  readonly id: string = 'select';

  constructor(context: ToolContext) {
    super(context);
    this.addStates({ idle: new Idle(this), selecting: new Selecting(this), moving: new Moving(this) });
  }

  get session(): SelectionSession {
    return this.context.sessions.selection;
  }

  /** Copy, cut and delete act on an active selection; true when the key was used. */
  override keyDown(input: KeyInput): boolean {
    const session = this.session;
    if (!session.active || input.altKey || this.busy) return false;
    const command = Boolean(input.ctrlKey || input.metaKey);
    const key = input.key.toLowerCase();
    if (command && !input.shiftKey && key === 'c') {
      session.copy();
      return true;
    }
    if (command && !input.shiftKey && key === 'x') {
      session.cut();
      return true;
    }
    if (!command && (input.key === 'Delete' || input.key === 'Backspace')) {
      session.deleteContents();
      return true;
    }
    return false;
  }
}
