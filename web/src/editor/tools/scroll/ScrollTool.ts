import { Tool, ToolState, type PointerInput, type ToolContext } from '../Tool';

class Idle extends ToolState {
  override onPointerDown(input: PointerInput): void {
    this.tool.transition('dragging', input);
  }
}

/** Dragging the view: the grid follows the pointer (also the tracker's pan in row modes). */
export class Dragging extends ToolState {
  private lastX = 0;
  private lastY = 0;

  override onEnter(input?: PointerInput): void {
    this.lastX = input?.x ?? 0;
    this.lastY = input?.y ?? 0;
  }

  override onPointerMove(input: PointerInput): void {
    this.tool.context.scrollBy(this.lastX - input.x, this.lastY - input.y);
    this.lastX = input.x;
    this.lastY = input.y;
  }

  override onPointerUp(input: PointerInput): void {
    this.onPointerMove(input);
    this.tool.transition('idle');
  }

  override onCancel(): void {
    this.tool.transition('idle');
  }
}

/** scroll: drag to pan (one finger on touch screens). */
export class ScrollTool extends Tool {
  readonly id: string = 'scroll';

  constructor(context: ToolContext) {
    super(context);
    this.addStates({ idle: new Idle(this), dragging: new Dragging(this) });
  }
}
