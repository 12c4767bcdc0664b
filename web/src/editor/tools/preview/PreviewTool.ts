/**
 * preview (spec §4): the tool over the editor's preview layer (`preview/PreviewSession.ts`). Dragging moves the
 * layer (states idle → dragging), the arrow keys move it (Shift: 10 cells), Enter applies it as one undoable
 * command, Escape drops it. Leaving preview mode forgets the layer. A layer reaching past the chart grows it on
 * applying, within the tier's limit (the editor's tier gate: beyond it a free user goes to the premium offer, a
 * premium user is told the limit).
 */
import type { KeyInput } from '../../keyboard/KeyInput';
import type { PreviewSession } from '../../preview/PreviewSession';
import { Tool, ToolState, type PointerInput, type ToolContext } from '../Tool';

const arrowMoves: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

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

  constructor(private readonly preview: PreviewTool) {
    super(preview);
  }

  override onEnter(input?: PointerInput): void {
    const current = this.preview.session.layer;
    this.startColumn = input?.column ?? 0;
    this.startRow = input?.row ?? 0;
    this.startX = current?.x ?? 0;
    this.startY = current?.y ?? 0;
  }

  override onPointerMove(input: PointerInput): void {
    this.preview.session.moveTo(
      this.startX + input.column - this.startColumn,
      this.startY + input.row - this.startRow,
    );
  }

  override onPointerUp(input: PointerInput): void {
    this.onPointerMove(input);
    this.tool.transition('idle');
  }

  override onCancel(): void {
    this.preview.session.moveTo(this.startX, this.startY);
    this.tool.transition('idle');
  }
}

export class PreviewTool extends Tool {
  readonly id: string = 'preview';

  constructor(context: ToolContext) {
    super(context);
    this.addStates({ idle: new Idle(this), dragging: new Dragging(this) });
  }

  get session(): PreviewSession {
    return this.context.sessions.preview;
  }

  /** Arrow keys move the layer, Enter applies it, Escape drops it; true when the key was used. */
  override keyDown(input: KeyInput): boolean {
    const session = this.session;
    if (!session.layer || input.ctrlKey || input.metaKey || input.altKey) return false;
    const move = arrowMoves[input.key];
    if (move) {
      const step = input.shiftKey ? 10 : 1;
      session.moveBy(move[0] * step, move[1] * step);
      return true;
    }
    if (input.key === 'Enter') {
      session.apply();
      return true;
    }
    if (input.key === 'Escape') {
      session.discard();
      return true;
    }
    return false;
  }

  override leave(): void {
    this.session.forget();
  }
}
