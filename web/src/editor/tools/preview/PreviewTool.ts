import type { PreviewLayerController } from '../../textToGrid/PreviewLayerController';
import { Tool, ToolState, type PointerInput, type ToolContext } from '../Tool';

class Idle extends ToolState {
  override onPointerDown(input: PointerInput): void {
    this.tool.transition('dragging', input);
  }
}

/** Dragging the preview layer: it follows the pointer cell by cell. */
class Dragging extends ToolState {
  private startColumn = 0;
  private startRow = 0;
  private startX = 0;
  private startY = 0;

  constructor(
    tool: Tool,
    private readonly layer: () => PreviewLayerController,
  ) {
    super(tool);
  }

  override onEnter(input?: PointerInput): void {
    const current = this.layer().layer;
    this.startColumn = input?.column ?? 0;
    this.startRow = input?.row ?? 0;
    this.startX = current?.x ?? 0;
    this.startY = current?.y ?? 0;
  }

  override onPointerMove(input: PointerInput): void {
    this.layer().moveTo(
      this.startX + input.column - this.startColumn,
      this.startY + input.row - this.startRow,
    );
  }

  override onPointerUp(input: PointerInput): void {
    this.onPointerMove(input);
    this.tool.transition('idle');
  }

  override onCancel(): void {
    this.layer().moveTo(this.startX, this.startY);
    this.tool.transition('idle');
  }
}

/** preview: drag the preview layer (text to grid) into place; it is applied from the panel or with Enter. */
export class PreviewTool extends Tool {
  readonly id: string = 'preview';

  constructor(context: ToolContext, layer: () => PreviewLayerController) {
    super(context);
    this.addStates({ idle: new Idle(this), dragging: new Dragging(this, layer) });
  }
}
