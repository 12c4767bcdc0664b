import { PaintingTool } from '../drawCells/PaintingTool';

/** erase: empties cells (style 0), with the same shapes as drawCells. */
export class EraseTool extends PaintingTool {
  readonly id = 'erase';

  protected get paintStyleId(): number {
    return 0;
  }
}
