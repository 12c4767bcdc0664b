import { ToolState, type PointerInput } from '../../Tool';
import type { PartStitchHost } from '../PartStitchHost';

/** Waiting for a press on an editable chart with a style selected (a part stitch always has a style). */
export class Idle extends ToolState {
  declare protected readonly tool: PartStitchHost;

  override onPointerDown(input: PointerInput): void {
    const { context } = this.tool;
    if (!context.editable || context.drawStyleId === 0) return;
    this.tool.transition('placing', input);
  }
}
