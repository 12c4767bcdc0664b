import { erasableKinds, type ErasableKind } from '../../document/cellItemEraser';
import { PaintingTool } from '../drawCells/PaintingTool';

/**
 * erase: empties cells (style 0), with the same shapes as drawCells, and takes away the half and quarter stitches,
 * knots and beads of every cell it passes, empty cells included.
 */
export class EraseTool extends PaintingTool {
  readonly id = 'erase';

  protected get paintStyleId(): number {
    return 0;
  }

  protected override get erasedItems(): readonly ErasableKind[] {
    return erasableKinds;
  }
}
