/**
 * Wrong-side rows shaded (model `wrongSide.ts`): a light grey band over every wrong-side row in view. Only the rows
 * in view are drawn (a few hundred rectangles at most in one Graphics), so the cost follows the view, not the chart.
 */
import { wrongSideShadeOpacity } from '@steekwerk/model';
import { Container, Graphics } from 'pixi.js';
import type { LayerHost, LayerView, RenderLayer } from '../RenderLayer';

/** The shade: black at model's opacity over the cells (the PNG and the PDF shade with the same). */
export const wrongSideShade = { colour: 0x000000, alpha: wrongSideShadeOpacity } as const;

/** Which rows the layer shades: none, or those the predicate names among `rowCount` rows. */
export interface WrongSideRows {
  readonly rowCount: number;
  readonly columnCount: number;
  readonly isWrongSide: (row: number) => boolean;
}

/** The rows in view, first and last (inclusive), clamped to the chart; undefined when none is in view. */
export function rowsInView(view: LayerView, rowCount: number): { first: number; last: number } | undefined {
  if (view.cellHeight <= 0 || rowCount <= 0) return undefined;
  const height = view.bufferHeight / view.resolution;
  const first = Math.max(0, Math.floor(-view.originY / view.cellHeight));
  const last = Math.min(rowCount - 1, Math.floor((height - view.originY) / view.cellHeight));
  return first <= last ? { first, last } : undefined;
}

export class WrongSideLayer implements RenderLayer {
  readonly display = new Container();
  private readonly bands = new Graphics();
  private rows: WrongSideRows | undefined;
  private view: LayerView | undefined;

  constructor(private readonly host: LayerHost) {
    this.display.addChild(this.bands);
  }

  /** Shades these rows (undefined: none); the whole view is drawn again. */
  setRows(rows: WrongSideRows | undefined): void {
    this.rows = rows;
    this.draw();
    this.host.redrawAll();
  }

  layout(view: LayerView): void {
    this.view = view;
    this.draw();
  }

  prepare(): void {}

  destroy(): void {
    this.bands.destroy();
    this.display.destroy();
  }

  private draw(): void {
    this.bands.clear();
    const { view, rows } = this;
    if (!view || !rows) return;
    const range = rowsInView(view, rows.rowCount);
    if (!range) return;
    const width = rows.columnCount * view.cellWidth;
    for (let row = range.first; row <= range.last; row += 1) {
      if (!rows.isWrongSide(row)) continue;
      this.bands.rect(view.originX, view.originY + row * view.cellHeight, width, view.cellHeight);
    }
    this.bands.fill({ color: wrongSideShade.colour, alpha: wrongSideShade.alpha });
  }
}
