/**
 * The preview layer the user positions before applying it (spec §4): shown in preview mode, moved by dragging
 * (the preview tool) or the arrow keys (Shift: 10 cells), applied with Enter or the panel's button as one undoable
 * command, dropped with Escape. A layer reaching past the chart grows it on applying, within the tier's limit:
 * beyond it a free user goes to the premium offer (s=34) and a premium user is told the limit.
 */
import { tierLimits } from '@steekwerk/model';
import type { ChartDocument } from '../document/ChartDocument';
import type { ChartMode } from '../document/editability';
import type { KeyInput } from '../keyboard/editorKeys';
import { placeTextLayer } from './placeTextLayer';
import { clampLayerPosition, growthFor, type PreviewLayer } from './textLayer';

/** What applying a layer came to. */
export type PlaceOutcome = 'done' | 'nothing' | 'notEditable' | 'premiumRequired' | 'limitReached';

/** What the controller needs of the editor. */
export interface PreviewLayerHost {
  readonly document: ChartDocument;
  readonly mode: ChartMode;
  readonly canEdit: boolean;
  readonly premium: boolean;
  setMode(mode: ChartMode): void;
  runPlace(layer: PreviewLayer): boolean;
  /** Sends a free user to the premium offer for enlarging (s=34). */
  offerPremiumEnlarge(): void;
}

const arrowMoves: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export class PreviewLayerController {
  private current: PreviewLayer | undefined;
  private readonly listeners = new Set<(layer: PreviewLayer | undefined) => void>();

  constructor(private readonly host: PreviewLayerHost) {}

  /** Calls `listener` whenever the layer appears, moves, changes or goes; returns the unsubscribe function. */
  subscribe(listener: (layer: PreviewLayer | undefined) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener(this.current);
  }

  get layer(): PreviewLayer | undefined {
    return this.current;
  }

  /** Shows a layer (kept inside the chart) in preview mode; false when the chart cannot be edited. */
  show(layer: PreviewLayer): boolean {
    if (!this.host.canEdit) return false;
    this.current = { ...layer, ...clampLayerPosition(layer.x, layer.y, layer, this.host.document) };
    if (this.host.mode !== 'preview') this.host.setMode('preview');
    this.changed();
    return true;
  }

  /** Replaces the layer's cells (new text or colours) keeping its position. */
  replaceCells(cells: Pick<PreviewLayer, 'columnCount' | 'rowCount' | 'cells'>): void {
    if (!this.current) return;
    this.show({ ...cells, x: this.current.x, y: this.current.y });
  }

  moveTo(x: number, y: number): void {
    const layer = this.current;
    if (!layer) return;
    const position = clampLayerPosition(x, y, layer, this.host.document);
    if (position.x === layer.x && position.y === layer.y) return;
    this.current = { ...layer, ...position };
    this.changed();
  }

  moveBy(dx: number, dy: number): void {
    if (this.current) this.moveTo(this.current.x + dx, this.current.y + dy);
  }

  /** Arrow keys move the layer, Enter applies it, Escape drops it; true when the key was used. */
  keyDown(input: KeyInput): boolean {
    if (!this.current || input.ctrlKey || input.metaKey || input.altKey) return false;
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
      this.cancel();
      return true;
    }
    return false;
  }

  /** Places the layer on the chart (one undo step) and leaves preview mode. */
  apply(): PlaceOutcome {
    const layer = this.current;
    if (!layer) return 'nothing';
    if (!this.host.canEdit) return 'notEditable';
    const growth = growthFor(layer, this.host.document);
    const limit = tierLimits(this.host.premium).maxGridSize;
    if (
      this.host.document.columnCount + growth.columns > limit ||
      this.host.document.rowCount + growth.rows > limit
    ) {
      if (this.host.premium) return 'limitReached';
      this.host.offerPremiumEnlarge();
      return 'premiumRequired';
    }
    const placed = this.host.runPlace(layer);
    this.clear();
    this.host.setMode('drawCells');
    return placed ? 'done' : 'nothing';
  }

  /** Drops the layer and leaves preview mode. */
  cancel(): void {
    if (!this.current) return;
    this.clear();
    if (this.host.mode === 'preview') this.host.setMode(this.host.canEdit ? 'drawCells' : 'view');
  }

  /** Forgets the layer (the editor calls this when preview mode ends some other way). */
  clear(): void {
    if (!this.current) return;
    this.current = undefined;
    this.changed();
  }
}

export { placeTextLayer };
