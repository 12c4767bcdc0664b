/**
 * drawLines: custom lines (backstitch) between points of the hole lattice (spec §3 "customLines"). Two actions,
 * chosen on the toolbar and kept by the lines session: drawing (press-drag-release draws one line; click, click, …
 * draws a polyline that a double click or Escape ends) and picking (press a line to pick it, drag to move it, Delete
 * or Backspace erases it, arrows move it a cell, a palette style restyles it). Every line added, moved, restyled or
 * erased is one undo step through the `patchItems` command. States: idle → drawing → (polyline) → idle, and
 * idle → moving → idle.
 */
import type { KeyInput } from '../../keyboard/KeyInput';
import {
  clampToGrid,
  isLatticePoint,
  lineSnapOf,
  snapToLattice,
  type LatticePoint,
  type LineSnap,
} from '../../lines/lineLattice';
import type { LinesSession } from '../../lines/LinesSession';
import { Tool, type PointerInput, type ToolContext } from '../Tool';
import type { LinesToolHost } from './LinesToolHost';
import { Drawing } from './states/Drawing';
import { Idle } from './states/Idle';
import { Moving } from './states/Moving';
import { Polyline } from './states/Polyline';

/** The arrow keys and the shift (in cells) each gives the picked line. */
const arrowShifts: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export class DrawLinesTool extends Tool implements LinesToolHost {
  readonly id = 'drawLines';

  constructor(context: ToolContext) {
    super(context);
    this.addStates({
      idle: new Idle(this),
      drawing: new Drawing(this),
      polyline: new Polyline(this),
      moving: new Moving(this),
    });
  }

  get session(): LinesSession {
    return this.context.sessions.lines;
  }

  private get snap(): LineSnap {
    return lineSnapOf(this.context.gridCustomLinesSnap);
  }

  nearestPoint(input: PointerInput): LatticePoint {
    return snapToLattice(input.column, input.row, input.withinCell, this.snap);
  }

  pointOf(input: PointerInput): LatticePoint | undefined {
    const point = this.nearestPoint(input);
    return isLatticePoint(point, this.context.document, this.snap) ? point : undefined;
  }

  pointInGrid(input: PointerInput): LatticePoint {
    return clampToGrid(this.nearestPoint(input), this.context.document);
  }

  /**
   * Escape ends a line or polyline under way (nothing half-drawn stays), else lets go of the picked line; Delete
   * and Backspace erase the picked line; the arrows move it.
   */
  override keyDown(input: KeyInput): boolean {
    if (input.ctrlKey || input.metaKey || input.altKey) return false;
    const session = this.session;
    if (input.key === 'Escape') {
      if (this.busy) {
        this.cancel();
        return true;
      }
      if (!session.selected) return false;
      session.clearSelection();
      return true;
    }
    if (!session.selected || this.busy || !this.context.editable) return false;
    if (input.key === 'Delete' || input.key === 'Backspace') {
      session.deleteSelected();
      return true;
    }
    const shift = arrowShifts[input.key];
    if (!shift) return false;
    session.moveSelected(shift[0], shift[1]);
    return true;
  }

  override leave(): void {
    this.session.reset();
  }
}
