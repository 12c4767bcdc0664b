/**
 * What the drawLines states need of their tool ({@link DrawLinesTool}): an interface of their own, so the tool
 * imports its states and the states import only this (no import circle).
 */
import type { LatticePoint } from '../../lines/lineLattice';
import type { LinesSession } from '../../lines/LinesSession';
import type { PointerInput, Tool } from '../Tool';

export interface LinesToolHost extends Tool {
  /** The editor's lines session (the picked line, what shows while drawing or dragging). */
  readonly session: LinesSession;
  /** The lattice point nearest the pointer (corners, or corners and centres), or undefined outside the grid. */
  pointOf(input: PointerInput): LatticePoint | undefined;
  /** The lattice point nearest the pointer, moved onto the grid when it is beyond an edge. */
  pointInGrid(input: PointerInput): LatticePoint;
  /** The lattice point nearest the pointer, wherever it is (a drag's shift). */
  nearestPoint(input: PointerInput): LatticePoint;
}
