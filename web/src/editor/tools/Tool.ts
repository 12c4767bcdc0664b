/**
 * Tools as small state machines (README.md beside this file): a tool has named states; each state handles pointer
 * input and moves on with `this.tool.transition(...)`. Tools never render and never touch PixiJS; they paint
 * through a stroke, run commands through the {@link ToolContext} and call the editor's sessions (feature state:
 * the tracker, the preview layer). A tool holds no feature state of its own, only the gesture under way, and may
 * handle keys before the editor's keyboard rules do (`keyDown`).
 */
import type { FreeformTools } from './freeformTools';
import type { ChartDocument } from '../document/ChartDocument';
import type { CellStroke, CellStrokeOptions } from '../document/CellStroke';
import type { Command, CommandOutcome, Invocation } from '../document/commands/command';
import type { ChartMode } from '../document/editability';
import type { KeyInput } from '../keyboard/KeyInput';
import type { OwnHistory } from '../sessions/SessionContext';
import type { EditorSessions } from '../sessions/editorSessions';

/** A pointer event as tools see it: the cell under it (whole numbers, maybe outside the grid) and view pixels. */
export interface PointerInput {
  readonly column: number;
  readonly row: number;
  /** CSS pixels in the view. */
  readonly x: number;
  readonly y: number;
  readonly shiftKey: boolean;
  readonly pointerType: 'mouse' | 'touch' | 'pen';
  /** Where in its cell the pointer is, 0 … 1 from the cell's top left (the tracker's parking corner). */
  readonly withinCell?: { readonly x: number; readonly y: number };
  /** One cell's size in CSS pixels (distances on screen: how near a pointer is to a custom line). */
  readonly cellSize?: { readonly width: number; readonly height: number };
}

/** How drawCells and erase paint: cell by cell, as a rectangle, or as a flood fill. */
export type DrawShape = 'freehand' | 'rectangle' | 'fill';

/** What tools may do. The editor implements it; tests use the same editor. */
export interface ToolContext {
  readonly document: ChartDocument;
  /** The feature state the editor owns (`sessions/editorSessions.ts`). */
  readonly sessions: EditorSessions;
  /** The style drawCells paints (validated: an unknown style gives the default, 0). */
  readonly drawStyleId: number;
  readonly drawShape: DrawShape;
  /** User settings (spec §3). */
  readonly gridDrawCellsMagic: boolean;
  readonly clearDrawWithSameStyle: boolean;
  /** Where custom lines snap to: 1 cell corners, below 1 corners and cell centres (`lines/lineLattice.ts`). */
  readonly gridCustomLinesSnap: number;
  /** Whether the chart can be edited now. */
  readonly editable: boolean;
  /** Whether the chart could be edited in an editing mode (everything of the rule but the mode). */
  readonly canEdit: boolean;
  /** The cells a style's symbol spans, and whether a row runs right to left (multi-cell symbols, spec §5). */
  symbolCells(styleId: number): number;
  rowIsRightToLeft(row: number): boolean;
  /** Starts a stroke; an erasing one (`eraseItems`) takes the items of the cells it paints away too. */
  beginStroke(options?: CellStrokeOptions): CellStroke;
  /** Records a finished stroke as one undoable change, with `also` (items it takes away) run as part of it. */
  commitStroke(stroke: CellStroke, name: string, also?: Invocation): void;
  /** Runs a command as one undoable change, through the tier gate (the editor's one dispatcher). */
  dispatch<Args>(command: Command<Args>, args: Args): CommandOutcome;
  /** Switches the editor's mode (the preview tool leaves preview mode when its layer is applied or dropped). */
  setMode(mode: ChartMode): void;
  /** Scrolls the view by CSS pixels. */
  scrollBy(dx: number, dy: number): void;
  /** The freeform modes' tools, loaded for a freeform chart only (`freeformTools.ts`). */
  readonly freeformTools?: FreeformTools;
}

export abstract class ToolState {
  constructor(protected readonly tool: Tool) {}
  onEnter(_input?: PointerInput): void {}
  onPointerDown(_input: PointerInput): void {}
  onPointerMove(_input: PointerInput): void {}
  onPointerUp(_input: PointerInput): void {}
  /** The pointer moved with no button pressed (a mouse or pen over the grid). */
  onPointerHover(_input: PointerInput): void {}
  onDoubleClick(_input: PointerInput): void {}
  /** The pointer was lost or Escape was pressed mid-gesture. */
  onCancel(): void {}
}

export abstract class Tool {
  abstract readonly id: string;
  private readonly states = new Map<string, ToolState>();
  private current: ToolState | undefined;
  private currentName = '';

  constructor(readonly context: ToolContext) {}

  /** Registers the states; the first is the initial one. */
  protected addStates(states: Record<string, ToolState>): void {
    for (const [name, state] of Object.entries(states)) this.states.set(name, state);
    const first = Object.keys(states)[0];
    if (first) this.transition(first);
  }

  /** The current state's name, e.g. `idle` or `painting`. */
  get stateName(): string {
    return this.currentName;
  }

  /** Whether a gesture is under way (any state but idle). */
  get busy(): boolean {
    return this.currentName !== 'idle';
  }

  transition(name: string, input?: PointerInput): void {
    const next = this.states.get(name);
    if (!next) throw new Error(`Tool ${this.id} has no state ${name}`);
    this.current = next;
    this.currentName = name;
    next.onEnter(input);
  }

  pointerDown(input: PointerInput): void {
    this.current?.onPointerDown(input);
  }
  pointerMove(input: PointerInput): void {
    this.current?.onPointerMove(input);
  }
  pointerUp(input: PointerInput): void {
    this.current?.onPointerUp(input);
  }
  pointerHover(input: PointerInput): void {
    this.current?.onPointerHover(input);
  }
  doubleClick(input: PointerInput): void {
    this.current?.onDoubleClick(input);
  }
  /** A gesture under way is cancelled (pointer lost, undo, mode change); what it drew is reverted. */
  cancel(): void {
    this.current?.onCancel();
  }

  /** A key press in this tool's mode, before the editor's keyboard rules; true when the tool used it. */
  keyDown(_input: KeyInput): boolean {
    return false;
  }

  /** A history (a session's) that undo and redo act on in this tool's mode instead of the chart's; null for none. */
  get ownHistory(): OwnHistory | null {
    return null;
  }

  /** The editor left this tool's mode: end what only makes sense inside it. */
  leave(): void {}
}
