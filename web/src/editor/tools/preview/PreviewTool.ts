/**
 * preview (spec §4): the tool over the editor's preview layer (`preview/PreviewSession.ts`). Dragging moves the
 * layer (states idle → dragging), the arrow keys move it (Shift: 10 cells), R turns it a quarter clockwise, M
 * mirrors it, Enter applies it as one undoable command, Escape drops it, and undo drops it too (spec §4: undo in
 * preview goes back to drawing). Moving, turning and mirroring are premium edits (the session asks the editor's tier
 * gate; a free user goes to the premium offer). Leaving preview mode forgets the layer. A layer reaching past the
 * chart grows it on applying, within the tier's limit (beyond it a free user goes to the premium offer, a premium
 * user gets nothing).
 */
import type { KeyInput } from '../../keyboard/KeyInput';
import type { PreviewSession } from '../../preview/PreviewSession';
import type { OwnHistory } from '../../sessions/SessionContext';
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
    const outcome = this.preview.session.moveTo(
      this.startX + input.column - this.startColumn,
      this.startY + input.row - this.startRow,
    );
    // A free user was sent to the premium offer: the drag ends here.
    if (outcome === 'premiumRequired') this.tool.transition('idle');
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

  /** Arrow keys move the layer, R turns it, M mirrors it, Enter applies it, Escape drops it; true when used. */
  override keyDown(input: KeyInput): boolean {
    const session = this.session;
    if (!session.layer || input.ctrlKey || input.metaKey || input.altKey) return false;
    const move = arrowMoves[input.key];
    if (move) {
      const step = input.shiftKey ? 10 : 1;
      session.moveBy(move[0] * step, move[1] * step);
      return true;
    }
    const letter = input.key.toLowerCase();
    if (letter === 'r' || letter === 'm') {
      if (letter === 'r') session.rotate();
      else session.mirror();
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

  /** Undo in preview mode drops the layer and goes back to drawing (spec §4); there is nothing to redo. */
  override get ownHistory(): OwnHistory {
    const session = this.session;
    const canUndo = this.context.canEdit;
    return {
      canUndo,
      canRedo: false,
      undo: () => {
        if (!canUndo) return false;
        session.discard();
        return true;
      },
      redo: () => false,
    };
  }

  override leave(): void {
    this.session.forget();
  }
}
