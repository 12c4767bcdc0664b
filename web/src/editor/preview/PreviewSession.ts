/**
 * The preview layer (spec §4), a session the editor owns: a block of cells — with its lines, part stitches, knots
 * and beads — placed over the chart for the user to position before it is applied. Whatever places something over
 * an open chart (text to grid, a paste) shows it with {@link PreviewSession.show}; the preview tool moves it with
 * the pointer and the arrow keys; Enter or `apply` places it as one undoable command, Escape or `discard` drops it.
 * The layer itself lives in the chart's document (`document.preview`), never in the saved chart; leaving preview
 * mode drops it.
 */
import { placePreviewLayer } from '../document/commands/placePreviewLayer';
import { clampLayerPosition, type LayerCells, type PreviewLayer } from '../document/previewLayer';
import type { SessionContext } from '../sessions/SessionContext';

/** What applying a layer came to. */
export type PlaceOutcome = 'done' | 'nothing' | 'notEditable' | 'premiumRequired' | 'limitReached';

export class PreviewSession {
  constructor(private readonly context: SessionContext) {}

  /** The layer showing, if any. */
  get layer(): PreviewLayer | undefined {
    return this.context.document.preview;
  }

  /**
   * Calls `listener` whenever the layer appears, moves, changes or goes; returns the unsubscribe function.
   */
  subscribe(listener: (layer: PreviewLayer | undefined) => void): () => void {
    const document = this.context.document;
    return document.subscribe((change) => {
      if (change.type === 'preview') listener(document.preview);
    });
  }

  /** Shows a layer (kept inside the chart) in preview mode; false when the chart cannot be edited. */
  show(layer: PreviewLayer): boolean {
    if (!this.context.canEdit) return false;
    const position = clampLayerPosition(layer.x, layer.y, layer, this.context.document);
    this.context.setMode('preview');
    this.context.document.setPreview({ ...layer, ...position });
    return true;
  }

  /** Replaces the layer's cells (new text or colours) keeping its position. */
  replaceCells(cells: LayerCells): void {
    const layer = this.layer;
    if (!layer) return;
    this.show({ ...cells, x: layer.x, y: layer.y });
  }

  moveTo(x: number, y: number): void {
    const layer = this.layer;
    if (!layer) return;
    const position = clampLayerPosition(x, y, layer, this.context.document);
    if (position.x === layer.x && position.y === layer.y) return;
    this.context.document.setPreview({ ...layer, ...position });
  }

  moveBy(dx: number, dy: number): void {
    const layer = this.layer;
    if (layer) this.moveTo(layer.x + dx, layer.y + dy);
  }

  /** Places the layer on the chart (one undo step) and leaves preview mode for drawCells. */
  apply(): PlaceOutcome {
    const layer = this.layer;
    if (!layer) return 'nothing';
    const outcome = this.context.dispatch(placePreviewLayer, { layer });
    if (outcome === 'notEditable' || outcome === 'premiumRequired' || outcome === 'limitReached')
      return outcome;
    this.forget();
    this.context.setMode('drawCells');
    return outcome === 'done' ? 'done' : 'nothing';
  }

  /** Drops the layer and leaves preview mode (for drawCells, or view when the chart cannot be edited). */
  discard(): void {
    if (!this.layer) return;
    this.forget();
    this.context.setMode(this.context.canEdit ? 'drawCells' : 'view');
  }

  /** Forgets the layer without changing the mode (the editor left preview mode). */
  forget(): void {
    this.context.document.setPreview(undefined);
  }
}
