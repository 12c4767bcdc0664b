/**
 * Custom lines (backstitch) being worked on, a session the editor owns: what the lines mode does with the pointer
 * (draw or pick), the line picked (selected), and what shows over the chart's lines while a gesture is under way —
 * the line being drawn, the picked line being dragged, the lines an eraser stroke is taking away. None of that is
 * in the chart: the chart's lines change only through the `patchItems` command, one undo step per line drawn,
 * moved, restyled or erased (and one per eraser stroke). The drawLines and erase tools call it; the renderer's
 * lines layer and the toolbar read it.
 */
import type { CustomLine } from '@steekwerk/model';
import { invoke, type CommandOutcome, type Invocation } from '../document/commands/command';
import { patchItems } from '../document/commands/itemCommands';
import { appendPatch, removePatch, replacePatch, type ItemPatch } from '../document/gridItems';
import type { SessionContext, FollowsStyleChoice } from '../sessions/SessionContext';
import { defaultLineThickness, lineAt, linesAlongPath, type CellPixels } from './lineGeometry';
import { clampShift, isLatticePoint, isZeroLength, shiftLine, type LatticePoint } from './lineLattice';

/** What a press does in the lines mode: draw a new line, or pick a line to move, restyle or delete. */
export const lineActions = ['draw', 'select'] as const;
export type LineAction = (typeof lineActions)[number];

/** A line of the chart (its position in the list) with what it is now. */
export interface PickedLine {
  readonly index: number;
  readonly line: CustomLine;
}

export class LinesSession implements FollowsStyleChoice {
  private currentAction: LineAction = 'draw';
  private picked: PickedLine | undefined;
  private currentDraft: CustomLine | undefined;
  private dragged: PickedLine | undefined;
  private readonly erasingPositions = new Set<number>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly context: SessionContext) {
    context.document.subscribe((change) => {
      if (change.type === 'size' || (change.type === 'items' && change.kind === 'customLines')) {
        this.checkSelection();
      }
    });
  }

  /** Calls `listener` whenever the action, the selection or what shows over the lines changes. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get action(): LineAction {
    return this.currentAction;
  }

  /** Draw or pick; choosing draw lets go of the picked line. */
  setAction(action: LineAction): void {
    if (!lineActions.includes(action) || action === this.currentAction) return;
    this.currentAction = action;
    this.picked = undefined;
    this.dragged = undefined;
    this.emit();
  }

  /** The picked line, if any. */
  get selected(): PickedLine | undefined {
    return this.picked;
  }

  /** The line being drawn (a dot while its ends are one point), shown over the chart; not in it. */
  get draft(): CustomLine | undefined {
    return this.currentDraft;
  }

  /** The picked line where it is being dragged (the chart's line at that position is hidden meanwhile). */
  get moving(): PickedLine | undefined {
    return this.dragged;
  }

  /** Positions of the chart's lines an eraser stroke is taking away (hidden until it ends). */
  get erasing(): ReadonlySet<number> {
    return this.erasingPositions;
  }

  /** The grid setting `customLineThickness` (what is hit is what is seen). */
  get thickness(): number {
    const document = this.context.document;
    return document.hasMetadata ? document.meta.gridSettings.customLineThickness : defaultLineThickness;
  }

  // ---- drawing ----------------------------------------------------------------------------------------------

  /** Shows (or with undefined, hides) the line being drawn. */
  showDraft(line: CustomLine | undefined): void {
    if (line === this.currentDraft) return;
    this.currentDraft = line;
    this.emit();
  }

  /**
   * Adds a line as one undo step. Refused when its ends are not on the lattice inside the grid (corners or cell
   * centres), are the same point, or its style is not in the palette.
   */
  addLine(line: CustomLine): CommandOutcome {
    if (!this.isValidLine(line)) return 'refused';
    const lines = this.context.document.items.customLines;
    return this.patch(appendPatch(lines.length, [line]));
  }

  // ---- picking, moving, restyling, deleting -----------------------------------------------------------------

  /** The position of the topmost line at a point (cells) for a cell of `cell` pixels, or -1. */
  lineAt(point: LatticePoint, cell: CellPixels): number {
    return lineAt(this.context.document.items.customLines, point, cell, this.thickness);
  }

  /** Picks the chart's line at a position (-1 or an unknown position: none). */
  select(index: number): void {
    const line = this.context.document.items.customLines[index];
    const next = line ? { index, line } : undefined;
    if (next?.line === this.picked?.line && next?.index === this.picked?.index) return;
    this.picked = next;
    this.dragged = undefined;
    this.emit();
  }

  clearSelection(): void {
    this.select(-1);
  }

  /**
   * Shows the picked line shifted by (dx, dy) cells, kept inside the grid; (0, 0) or undefined shows it in place.
   * Returns the shift shown.
   */
  showMove(dx: number, dy: number): LatticePoint {
    const picked = this.picked;
    if (!picked || !Number.isFinite(dx) || !Number.isFinite(dy)) return { x: 0, y: 0 };
    const shift = clampShift(picked.line, dx, dy, this.context.document);
    const moved = shift.x === 0 && shift.y === 0 ? undefined : shiftLine(picked.line, shift.x, shift.y);
    const next = moved && { index: picked.index, line: moved };
    if (next?.line.x1 !== this.dragged?.line.x1 || next?.line.y1 !== this.dragged?.line.y1) {
      this.dragged = next;
      this.emit();
    }
    return shift;
  }

  /** Stops showing the picked line dragged (the drag ended or was cancelled). */
  endMove(): void {
    if (!this.dragged) return;
    this.dragged = undefined;
    this.emit();
  }

  /** Moves the picked line by (dx, dy) cells, kept inside the grid, as one undo step; it stays picked. */
  moveSelected(dx: number, dy: number): CommandOutcome {
    const picked = this.picked;
    if (!picked || !Number.isFinite(dx) || !Number.isFinite(dy)) return 'refused';
    const shift = clampShift(picked.line, dx, dy, this.context.document);
    return this.replaceSelected(shiftLine(picked.line, shift.x, shift.y));
  }

  /** Gives the picked line another style as one undo step; refused for a style not in the palette. */
  restyleSelected(styleId: number): CommandOutcome {
    const picked = this.picked;
    if (!picked || !this.hasStyle(styleId)) return 'refused';
    return this.replaceSelected({ ...picked.line, styleId });
  }

  /** Takes the picked line away as one undo step. */
  deleteSelected(): CommandOutcome {
    const picked = this.picked;
    if (!picked) return 'refused';
    const outcome = this.patch(removePatch([picked.index]));
    if (outcome === 'done') this.clearSelection();
    return outcome;
  }

  /**
   * The user chose a style in the palette: while a line is picked in the lines mode, it takes that style (the
   * palette's choice is not an undo step; the restyle is).
   */
  styleChosen(styleId: number): void {
    if (this.context.mode === 'drawLines' && this.currentAction === 'select' && this.picked) {
      this.restyleSelected(styleId);
    }
  }

  // ---- erasing ----------------------------------------------------------------------------------------------

  /** An eraser stroke passed from `from` to `to` (cells): the lines it touched are hidden until it ends. */
  eraseAlong(from: LatticePoint, to: LatticePoint, cell: CellPixels): void {
    const lines = this.context.document.items.customLines;
    if (lines.length === 0) return;
    const before = this.erasingPositions.size;
    for (const index of linesAlongPath(lines, from, to, cell, this.thickness))
      this.erasingPositions.add(index);
    if (this.erasingPositions.size !== before) this.emit();
  }

  /** The stroke ended: the change that takes its lines away (for the stroke's undo step), or undefined. */
  takeErasing(): Invocation | undefined {
    if (this.erasingPositions.size === 0) return undefined;
    const patch = removePatch<CustomLine>(this.erasingPositions);
    this.erasingPositions.clear();
    this.emit();
    return invoke(patchItems, { kind: 'customLines', patch });
  }

  /** The stroke was cancelled: its lines show again, nothing is taken away. */
  cancelErasing(): void {
    if (this.erasingPositions.size === 0) return;
    this.erasingPositions.clear();
    this.emit();
  }

  /** Forgets everything but the action (the editor left the lines mode). */
  reset(): void {
    const had = this.picked || this.currentDraft || this.dragged;
    this.picked = undefined;
    this.currentDraft = undefined;
    this.dragged = undefined;
    if (had) this.emit();
  }

  // ---- plumbing ---------------------------------------------------------------------------------------------

  private isValidLine(line: CustomLine): boolean {
    const grid = this.context.document;
    const start = { x: line.x1, y: line.y1 };
    const end = { x: line.x2, y: line.y2 };
    return (
      isLatticePoint(start, grid, 'cornersAndCentres') &&
      isLatticePoint(end, grid, 'cornersAndCentres') &&
      !isZeroLength(line) &&
      this.hasStyle(line.styleId)
    );
  }

  private hasStyle(styleId: number): boolean {
    const document = this.context.document;
    return (
      Number.isInteger(styleId) &&
      styleId >= 1 &&
      document.hasMetadata &&
      document.palette.styles.some((style) => style.styleId === styleId)
    );
  }

  private replaceSelected(line: CustomLine): CommandOutcome {
    const picked = this.picked;
    if (!picked || !this.isValidLine(line) || sameLine(line, picked.line)) return 'refused';
    const outcome = this.patch(replacePatch(new Map([[picked.index, line]])));
    if (outcome === 'done') {
      this.picked = { index: picked.index, line };
      this.dragged = undefined;
      this.emit();
    }
    return outcome;
  }

  private patch(patch: ItemPatch<CustomLine>): CommandOutcome {
    return this.context.dispatch(patchItems, { kind: 'customLines', patch });
  }

  /** The chart's lines changed (an undo, a resize, another tool): a picked line that is gone or changed is let go. */
  private checkSelection(): void {
    const picked = this.picked;
    if (!picked) return;
    if (this.context.document.items.customLines[picked.index] === picked.line) return;
    this.picked = undefined;
    this.dragged = undefined;
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

function sameLine(a: CustomLine, b: CustomLine): boolean {
  return a.x1 === b.x1 && a.y1 === b.y1 && a.x2 === b.x2 && a.y2 === b.y2 && a.styleId === b.styleId;
}
