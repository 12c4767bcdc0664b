/**
 * preview (spec §4): the preview layer the user positions before applying it. Whatever places cells over an open
 * chart shows them here with `show` — text to grid today; paste and picture import into an open chart later — and
 * the tool does the rest: dragging moves the layer (states idle → dragging), the arrow keys move it (Shift: 10
 * cells), Enter or `apply` places it as one undoable command, Escape or `discard` drops it. Leaving preview mode
 * forgets the layer. A layer reaching past the chart grows it on applying, within the tier's limit (the editor's
 * tier gate: beyond it a free user goes to the premium offer, a premium user is told the limit).
 */
import type { KeyInput } from '../../keyboard/editorKeys';
import { Tool, ToolState, type PointerInput, type ToolContext } from '../Tool';
import { placePreviewLayer } from './placePreviewLayer';
import { clampLayerPosition, type LayerCells, type PreviewLayer } from './previewLayer';

/** What applying a layer came to. */
export type PlaceOutcome = 'done' | 'nothing' | 'notEditable' | 'premiumRequired' | 'limitReached';

const arrowMoves: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

class Idle extends ToolState {
  override onPointerDown(input: PointerInput): void {
    this.tool.transition('dragging', input);
  }
}

/** Dragging the preview layer: it follows the pointer cell by cell. */
class Dragging extends ToolState {
  private startColumn = 0;
  private startRow = 0;
  private startX = 0;
  private startY = 0;

  constructor(private readonly preview: PreviewTool) {
    super(preview);
  }

  override onEnter(input?: PointerInput): void {
    const current = this.preview.layer;
    this.startColumn = input?.column ?? 0;
    this.startRow = input?.row ?? 0;
    this.startX = current?.x ?? 0;
    this.startY = current?.y ?? 0;
  }

  override onPointerMove(input: PointerInput): void {
    this.preview.moveTo(
      this.startX + input.column - this.startColumn,
      this.startY + input.row - this.startRow,
    );
  }

  override onPointerUp(input: PointerInput): void {
    this.onPointerMove(input);
    this.tool.transition('idle');
  }

  override onCancel(): void {
    this.preview.moveTo(this.startX, this.startY);
    this.tool.transition('idle');
  }
}

export class PreviewTool extends Tool {
  readonly id: string = 'preview';
  private shown: PreviewLayer | undefined;
  private readonly listeners = new Set<(layer: PreviewLayer | undefined) => void>();

  constructor(context: ToolContext) {
    super(context);
    this.addStates({ idle: new Idle(this), dragging: new Dragging(this) });
  }

  /** The layer showing, if any. */
  get layer(): PreviewLayer | undefined {
    return this.shown;
  }

  /** Calls `listener` whenever the layer appears, moves, changes or goes; returns the unsubscribe function. */
  subscribe(listener: (layer: PreviewLayer | undefined) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Shows a layer (kept inside the chart) in preview mode; false when the chart cannot be edited. */
  show(layer: PreviewLayer): boolean {
    if (!this.context.canEdit) return false;
    this.shown = { ...layer, ...clampLayerPosition(layer.x, layer.y, layer, this.context.document) };
    this.context.setMode('preview');
    this.changed();
    return true;
  }

  /** Replaces the layer's cells (new text or colours) keeping its position. */
  replaceCells(cells: LayerCells): void {
    if (!this.shown) return;
    this.show({ ...cells, x: this.shown.x, y: this.shown.y });
  }

  moveTo(x: number, y: number): void {
    const layer = this.shown;
    if (!layer) return;
    const position = clampLayerPosition(x, y, layer, this.context.document);
    if (position.x === layer.x && position.y === layer.y) return;
    this.shown = { ...layer, ...position };
    this.changed();
  }

  moveBy(dx: number, dy: number): void {
    if (this.shown) this.moveTo(this.shown.x + dx, this.shown.y + dy);
  }

  /** Arrow keys move the layer, Enter applies it, Escape drops it; true when the key was used. */
  override keyDown(input: KeyInput): boolean {
    if (!this.shown || input.ctrlKey || input.metaKey || input.altKey) return false;
    const move = arrowMoves[input.key];
    if (move) {
      const step = input.shiftKey ? 10 : 1;
      this.moveBy(move[0] * step, move[1] * step);
      return true;
    }
    if (input.key === 'Enter') {
      this.apply();
      return true;
    }
    if (input.key === 'Escape') {
      this.discard();
      return true;
    }
    return false;
  }

  /** Places the layer on the chart (one undo step) and leaves preview mode for drawCells. */
  apply(): PlaceOutcome {
    const layer = this.shown;
    if (!layer) return 'nothing';
    const outcome = this.context.perform(placePreviewLayer, { layer });
    if (outcome === 'notEditable' || outcome === 'premiumRequired' || outcome === 'limitReached')
      return outcome;
    this.forget();
    this.context.setMode('drawCells');
    return outcome === 'done' ? 'done' : 'nothing';
  }

  /** Drops the layer and leaves preview mode (for drawCells, or view when the chart cannot be edited). */
  discard(): void {
    if (!this.shown) return;
    this.forget();
    this.context.setMode(this.context.canEdit ? 'drawCells' : 'view');
  }

  override leave(): void {
    this.forget();
  }

  private forget(): void {
    if (!this.shown) return;
    this.shown = undefined;
    this.changed();
  }

  private changed(): void {
    for (const listener of this.listeners) listener(this.shown);
  }
}
