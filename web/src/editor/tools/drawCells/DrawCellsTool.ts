import { PaintingTool } from './PaintingTool';

/** drawCells: paints the selected style (spec §4). */
export class DrawCellsTool extends PaintingTool {
  readonly id = 'drawCells';

  protected get paintStyleId(): number {
    return this.context.drawStyleId;
  }
}
