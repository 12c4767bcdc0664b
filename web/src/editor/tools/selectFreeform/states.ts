/**
 * The select tool's states for freeform charts (README.md of tools/): idle → pressing a symbol (a click, or a drag
 * that moves the selection) | banding (a rubber band from empty space) | rotating | scaling (a handle). Each gesture
 * shows itself through the selection session and applies on release; a cancel drops it.
 */
import type { FreeformPoint } from '@steekwerk/model';
import { handleAt } from '../../freeformSelection/selectionHandles';
import { freeformPointOf } from '../freeformPoint';
import { ToolState, type PointerInput } from '../Tool';
import type { SelectFreeformHost } from './SelectFreeformHost';

/** How far (CSS pixels) a press may travel and still be a click. */
export const clickSlopPx = 4;

function travelled(from: PointerInput, to: PointerInput): number {
  return Math.hypot(to.x - from.x, to.y - from.y);
}

export class Idle extends ToolState {
  constructor(private readonly host: SelectFreeformHost) {
    super(host);
  }

  override onPointerDown(input: PointerInput): void {
    const { session, context } = this.host;
    if (!context.document.isFreeform) return;
    const point = freeformPointOf(input);
    this.host.pressed = { input, point };
    this.host.selectedBeforePress = [...session.ids];
    const box = session.box;
    const pixelsPerUnit = input.cellSize?.width ?? 1;
    const handle =
      context.editable && box
        ? handleAt(box, point, pixelsPerUnit, input.pointerType === 'touch')
        : undefined;
    if (handle && session.beginTransform(handle.kind)) {
      this.tool.transition(handle.kind === 'rotate' ? 'rotating' : 'scaling');
      return;
    }
    const id = session.pick(point);
    if (id < 0) {
      this.tool.transition('banding');
      return;
    }
    // A press on a symbol not yet selected selects it at once (so a drag moves it); on one selected, the click
    // decides on release (a drag moves the whole selection).
    if (!session.isSelected(id)) session.clickAt(point, input.shiftKey);
    this.host.pressedId = id;
    this.tool.transition('pressing');
  }
}

/** A press on a symbol: a click on release, or a move once dragged further than the slop. */
export class Pressing extends ToolState {
  constructor(private readonly host: SelectFreeformHost) {
    super(host);
  }

  override onPointerMove(input: PointerInput): void {
    const pressed = this.host.pressed;
    if (!pressed || travelled(pressed.input, input) <= clickSlopPx) return;
    if (!this.host.context.editable || !this.host.session.beginTransform('move')) return;
    this.tool.transition('moving');
    this.tool.pointerMove(input);
  }

  override onPointerUp(input: PointerInput): void {
    const { session } = this.host;
    const pressed = this.host.pressed;
    const id = this.host.pressedId;
    const before = this.host.selectedBeforePress;
    this.host.reset();
    this.tool.transition('idle');
    if (!pressed || id === undefined || !before.includes(id)) return;
    // A click on a symbol that was selected already: it alone stays selected, or with shift it leaves the selection.
    if (input.shiftKey) session.select(session.ids.filter((each) => each !== id));
    else session.select([id]);
  }

  override onCancel(): void {
    this.host.reset();
    this.tool.transition('idle');
  }
}

export class Banding extends ToolState {
  constructor(private readonly host: SelectFreeformHost) {
    super(host);
  }

  override onPointerMove(input: PointerInput): void {
    const pressed = this.host.pressed;
    if (!pressed) return;
    this.host.session.showRubberBand(pressed.point, freeformPointOf(input));
  }

  override onPointerUp(input: PointerInput): void {
    const { session } = this.host;
    const pressed = this.host.pressed;
    this.host.reset();
    this.tool.transition('idle');
    if (!pressed) return;
    if (travelled(pressed.input, input) <= clickSlopPx) {
      // A click on empty space: the selection empties (shift keeps it).
      session.cancelGesture();
      if (!input.shiftKey) session.clear();
      return;
    }
    session.showRubberBand(pressed.point, freeformPointOf(input));
    session.finishRubberBand(input.shiftKey);
  }

  override onCancel(): void {
    this.host.reset();
    this.host.session.cancelGesture();
    this.tool.transition('idle');
  }
}

/** Dragging a move, turn or scale: shown while dragging, applied on release. */
abstract class Transforming extends ToolState {
  constructor(protected readonly host: SelectFreeformHost) {
    super(host);
  }

  protected abstract show(from: FreeformPoint, to: FreeformPoint, input: PointerInput): void;

  override onPointerMove(input: PointerInput): void {
    const pressed = this.host.pressed;
    if (pressed) this.show(pressed.point, freeformPointOf(input), input);
  }

  override onPointerUp(input: PointerInput): void {
    this.onPointerMove(input);
    this.host.reset();
    this.host.session.finishTransform();
    this.tool.transition('idle');
  }

  override onCancel(): void {
    this.host.reset();
    this.host.session.cancelGesture();
    this.tool.transition('idle');
  }
}

export class Moving extends Transforming {
  protected show(from: FreeformPoint, to: FreeformPoint): void {
    this.host.session.showMove(to.x - from.x, to.y - from.y);
  }
}

export class Rotating extends Transforming {
  protected show(from: FreeformPoint, to: FreeformPoint, input: PointerInput): void {
    this.host.session.showRotate(from, to, input.shiftKey);
  }
}

export class Scaling extends Transforming {
  protected show(from: FreeformPoint, to: FreeformPoint): void {
    this.host.session.showScale(from, to);
  }
}
