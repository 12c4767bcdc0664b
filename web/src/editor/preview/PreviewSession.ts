/**
 * The preview layer (spec §4), a session the editor owns: a block of cells — with its lines, part stitches, knots
 * and beads — placed over the chart for the user to position before it is applied. Whatever places something over
 * an open chart (text to grid, a paste) shows it with {@link PreviewSession.show}; the preview tool moves it with
 * the pointer and the arrow keys, turns it (R) and mirrors it (M); Enter or `apply` places it as one undoable
 * command, Escape, undo or `discard` drop it. The layer itself lives in the chart's document (`document.preview`),
 * never in the saved chart; leaving preview mode drops it.
 *
 * Turning, mirroring and moving are premium edits (spec §2: 43, 18, 55), asked of the editor's tier gate before the
 * layer changes; text to grid's layer moves for everyone (`moveIsFree`, see docs/decisions.md).
 */
import type { PremiumFeature } from '@steekwerk/model';
import { placePreviewLayer } from '../document/commands/placePreviewLayer';
import { clampLayerPosition, type LayerCells, type PreviewLayer } from '../document/previewLayer';
import type { SessionContext } from '../sessions/SessionContext';
import { mirrorContent, rotateContent } from './layerTransforms';

/** What applying a layer came to. */
export type PlaceOutcome = 'done' | 'nothing' | 'notEditable' | 'premiumRequired' | 'limitReached';

/** What turning, mirroring or moving the layer came to. */
export type LayerChangeOutcome = 'done' | 'nothing' | 'premiumRequired';

/** The point a layer turns around: the one kept from earlier turns, else its middle. */
function turningPoint(layer: PreviewLayer): { x: number; y: number } {
  return {
    x: layer.rotateX ?? layer.x + layer.columnCount / 2,
    y: layer.rotateY ?? layer.y + layer.rowCount / 2,
  };
}

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

  /** Replaces the layer's content (new text or colours) keeping its position and whether it moves for free. */
  replaceCells(cells: LayerCells): void {
    const layer = this.layer;
    if (!layer) return;
    this.show({ x: layer.x, y: layer.y, ...cells, ...(layer.moveIsFree ? { moveIsFree: true } : {}) });
  }

  /** Moves the layer's top-left cell to (x, y), kept inside the chart (a premium edit unless `moveIsFree`). */
  moveTo(x: number, y: number): LayerChangeOutcome {
    const layer = this.layer;
    if (!layer) return 'nothing';
    const position = clampLayerPosition(x, y, layer, this.context.document);
    if (position.x === layer.x && position.y === layer.y) return 'nothing';
    return this.change(layer.moveIsFree ? undefined : 'previewMove', () => ({
      ...layer,
      ...position,
      rotateX: undefined,
      rotateY: undefined,
    }));
  }

  moveBy(dx: number, dy: number): LayerChangeOutcome {
    const layer = this.layer;
    return layer ? this.moveTo(layer.x + dx, layer.y + dy) : 'nothing';
  }

  /**
   * Turns the layer a quarter clockwise around its turning point (spec §4: the layer's middle unless set), kept
   * inside the chart; four turns bring it back where it was.
   */
  rotate(): LayerChangeOutcome {
    const layer = this.layer;
    if (!layer) return 'nothing';
    return this.change('rotate', () => {
      const centre = turningPoint(layer);
      const turned = rotateContent(layer);
      const position = clampLayerPosition(
        centre.x - turned.columnCount / 2,
        centre.y - turned.rowCount / 2,
        turned,
        this.context.document,
      );
      return { ...turned, ...position, rotateX: centre.x, rotateY: centre.y };
    });
  }

  /** Mirrors the layer left to right in its place (spec §4: columns flip, part stitches change sides). */
  mirror(): LayerChangeOutcome {
    const layer = this.layer;
    if (!layer) return 'nothing';
    return this.change('flip', () => mirrorContent(layer));
  }

  /** The one way the layer changes shape or place: through the premium gate when the change is a premium edit. */
  private change(feature: PremiumFeature | undefined, next: () => PreviewLayer): LayerChangeOutcome {
    if (feature && !this.context.allowPremium(feature)) return 'premiumRequired';
    this.context.document.setPreview(next());
    return 'done';
  }

  /**
   * Places the layer on the chart (one undo step) and leaves preview mode for drawCells. Beyond the tier's size
   * limit the layer stays: a free user was sent to the premium offer, a premium user gets nothing (spec §5).
   */
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

  /**
   * Drops the layer, if any, and leaves preview mode for drawCells, or view when the chart cannot be edited (spec
   * §4; Escape, the cancel buttons, and undo in preview mode).
   */
  discard(): void {
    this.forget();
    if (this.context.mode === 'preview') this.context.setMode(this.context.canEdit ? 'drawCells' : 'view');
  }

  /** Forgets the layer without changing the mode (the editor left preview mode). */
  forget(): void {
    this.context.document.setPreview(undefined);
  }
}
