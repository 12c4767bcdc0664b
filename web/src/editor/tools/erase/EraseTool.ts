import { erasableKinds, type ErasableKind } from '../../document/cellItemEraser';
import { PaintingTool } from '../drawCells/PaintingTool';
import { LineEraser } from './LineEraser';

/**
 * erase: empties cells (style 0), with the same shapes as drawCells, and takes away the half and quarter stitches,
 * knots and beads of every cell it passes, empty cells included; a freehand stroke also takes away the custom lines
 * it passes.
 */
export class EraseTool extends PaintingTool {
  readonly id = 'erase';
  readonly itemEraser = new LineEraser(this.context);

  protected get paintStyleId(): number {
    return 0;
  }

  protected override get erasedItems(): readonly ErasableKind[] {
    return erasableKinds;
  }
}
