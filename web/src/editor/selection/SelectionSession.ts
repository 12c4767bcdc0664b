/**
 * The selected area (spec §3 `selectedArea`, §4), a session the editor owns: the rectangle the select tool drew,
 * clamped to the grid, and what can be done with it — move it (cells and the items that belong to it, one undo
 * step), empty it (Delete), fill it with the selected style, copy and cut it (through the clipboard). It is not part
 * of the chart and not an undo step; it is emptied when the editor leaves the editing modes (spec §4) and cut to
 * the grid when the chart shrinks. While the select tool drags it, `moveOffset` says where it would land, for the
 * renderer to show.
 */
import type { CellRect } from '../document/ChartDocument';
import { clearArea, fillArea } from '../document/commands/areaCommands';
import { moveArea } from '../document/commands/moveArea';
import type { ChartMode } from '../document/editability';
import type { CommandOutcome } from '../document/commands/command';
import type { ClipboardSession, CopyOutcome } from '../clipboard/ClipboardSession';
import type { FollowsMode, SessionContext } from '../sessions/SessionContext';
import { areaBetween, clampArea, clampMove, isActiveArea, type Cell } from './selectionArea';

export class SelectionSession implements FollowsMode {
  private rect: CellRect | undefined;
  private offset: { dx: number; dy: number } | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly context: SessionContext,
    private readonly clipboard: ClipboardSession,
  ) {
    context.document.subscribe((change) => {
      if (change.type !== 'size' || !this.rect) return;
      this.set(clampArea(this.rect, context.document));
    });
  }

  /** The selected rectangle, if any (it may not be active: one empty cell). */
  get area(): CellRect | undefined {
    return this.rect;
  }

  /** Whether there is an active selection (spec §4; `isActiveArea`). */
  get active(): boolean {
    const document = this.context.document;
    return isActiveArea(this.rect, document.cells, document.columnCount, document.items);
  }

  /** Where a drag would move the selection (whole cells), while the select tool drags it. */
  get moveOffset(): { readonly dx: number; readonly dy: number } | undefined {
    return this.offset;
  }

  /** Calls `listener` whenever the area or the move under way changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Selects the rectangle between two cells (any order), clamped to the grid. */
  select(from: Cell, to: Cell): void {
    this.set(areaBetween(from, to, this.context.document));
  }

  /** Puts back an area as it was (a cancelled drag). */
  restore(rect: CellRect | undefined): void {
    this.set(rect && clampArea(rect, this.context.document));
  }

  clear(): void {
    this.set(undefined);
  }

  modeChanged(_mode: ChartMode, editing: boolean): void {
    if (!editing) this.clear();
  }

  /** Shows the selection moved by (dx, dy), kept inside the grid; returns the move it shows. */
  showMove(dx: number, dy: number): { dx: number; dy: number } {
    if (!this.rect) return { dx: 0, dy: 0 };
    const move = clampMove(this.rect, dx, dy, this.context.document);
    const current = this.offset;
    if (current?.dx !== move.dx || current?.dy !== move.dy) {
      this.offset = move;
      this.emit();
    }
    return move;
  }

  /** Ends a drag: moves the cells and items by the offset shown (one undo step); the selection goes with them. */
  finishMove(): CommandOutcome | 'nothing' {
    const rect = this.rect;
    const move = this.offset;
    this.offset = undefined;
    if (!rect || !move || (move.dx === 0 && move.dy === 0)) {
      this.emit();
      return 'nothing';
    }
    const outcome = this.context.dispatch(moveArea, { rect, dx: move.dx, dy: move.dy });
    // Refused means there was nothing to move (all empty): the selection still goes where it was dragged.
    if (outcome === 'done' || outcome === 'refused')
      this.rect = { ...rect, x: rect.x + move.dx, y: rect.y + move.dy };
    this.emit();
    return outcome;
  }

  /** Drops a drag under way (the selection stays where it was). */
  cancelMove(): void {
    if (!this.offset) return;
    this.offset = undefined;
    this.emit();
  }

  /** Empties the selected cells and takes away their items (Delete; one undo step). */
  deleteContents(): CommandOutcome | 'nothing' {
    return this.rect && this.active ? this.context.dispatch(clearArea, { rect: this.rect }) : 'nothing';
  }

  /** Fills the selected cells with a style of the palette (one undo step). */
  fill(styleId: number): CommandOutcome | 'nothing' {
    return this.rect && this.active
      ? this.context.dispatch(fillArea, { rect: this.rect, styleId })
      : 'nothing';
  }

  copy(): CopyOutcome {
    return this.rect && this.active ? this.clipboard.copy(this.rect) : 'nothing';
  }

  /** Copies and empties the selection (a premium edit, spec §2 s=52). */
  cut(): CopyOutcome {
    return this.rect && this.active ? this.clipboard.cut(this.rect) : 'nothing';
  }

  private set(rect: CellRect | undefined): void {
    const current = this.rect;
    if (
      current === rect ||
      (current &&
        rect &&
        current.x === rect.x &&
        current.y === rect.y &&
        current.width === rect.width &&
        current.height === rect.height)
    ) {
      return;
    }
    this.rect = rect;
    this.offset = undefined;
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
