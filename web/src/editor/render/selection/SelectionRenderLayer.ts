/**
 * The selected area on the grid (spec §4): a dashed frame around it, and while it is dragged a second frame where
 * it would land. Two frames of a few hundred dashes at most (only the parts in view are built); redraws are the
 * scissored rectangles of the frames before and after.
 */
import { Container, Graphics } from 'pixi.js';
import type { CellRect } from '../../document/ChartDocument';
import { drawDashedFrame } from '../frame/dashedFrame';
import type { LayerHost, LayerView, RenderLayer } from '../RenderLayer';

/** The frame's colour (the hover outline's blue). */
const frameColour = 0x1f6feb;

/** What the layer shows: the area and, while dragging, where it would go. */
export interface SelectionShown {
  readonly area: CellRect;
  readonly moveTo?: CellRect;
}

/** The cells under a frame, with one cell around it. */
function framed(rect: CellRect): CellRect {
  return { x: rect.x - 1, y: rect.y - 1, width: rect.width + 2, height: rect.height + 2 };
}

function rectsOf(shown: SelectionShown | undefined): CellRect[] {
  if (!shown) return [];
  return [shown.area, ...(shown.moveTo ? [shown.moveTo] : [])].map(framed);
}

export class SelectionRenderLayer implements RenderLayer {
  readonly display = new Container();
  private readonly frame = new Graphics();
  private readonly target = new Graphics();
  private shown: SelectionShown | undefined;
  private view: LayerView | undefined;

  constructor(private readonly host: LayerHost) {
    this.display.addChild(this.frame, this.target);
  }

  /** Shows a selection (undefined: none). */
  setSelection(shown: SelectionShown | undefined): void {
    const previous = this.shown;
    this.shown = shown;
    this.draw();
    this.host.redrawCells([...rectsOf(previous), ...rectsOf(shown)]);
  }

  layout(view: LayerView): void {
    this.view = view;
    this.draw();
  }

  prepare(): void {}

  destroy(): void {
    this.frame.destroy();
    this.target.destroy();
    this.display.destroy();
  }

  private draw(): void {
    const view = this.view;
    if (!view) return;
    const originX = Math.round(view.originX * view.resolution) / view.resolution;
    const originY = Math.round(view.originY * view.resolution) / view.resolution;
    const box = (rect: CellRect | undefined) =>
      rect && {
        left: originX + rect.x * view.cellWidth,
        top: originY + rect.y * view.cellHeight,
        width: rect.width * view.cellWidth,
        height: rect.height * view.cellHeight,
      };
    const width = view.bufferWidth / view.resolution;
    const height = view.bufferHeight / view.resolution;
    drawDashedFrame(this.frame, box(this.shown?.area), width, height, frameColour);
    drawDashedFrame(this.target, box(this.shown?.moveTo), width, height, frameColour);
  }
}
