/**
 * selectFreeform (issue 29): the select tool of a freeform chart. A click selects the topmost symbol under the
 * pointer (shift: adds it, or takes it out), a drag from empty space draws a rubber band (shift: adds), a drag on
 * the selection moves it, the handles turn it (shift: 15° steps) and scale it. Keys (`selectFreeformKeys.ts`):
 * arrows move (shift: further), Delete removes, ctrl/cmd+D duplicates, ctrl/cmd+C and X copy and cut (ctrl/cmd+V pastes in every
 * freeform tool: `Editor.pasteFreeform`),
 * ctrl/cmd+A selects all, ctrl/cmd+] and [ bring forward and send back (with shift: to the front, to the back),
 * Escape empties the selection. The selection and its edits are the editor's (`freeformSelection/`).
 */
import type { FreeformPoint } from '@steekwerk/model';
import type { FreeformSelectionSession } from '../../freeformSelection/FreeformSelectionSession';
import type { KeyInput } from '../../keyboard/KeyInput';
import { Tool, type PointerInput, type ToolContext } from '../Tool';
import { selectFreeformKey } from './selectFreeformKeys';
import type { SelectFreeformHost } from './SelectFreeformHost';
import { Banding, Idle, Moving, Pressing, Rotating, Scaling } from './states';

export class SelectFreeformTool extends Tool implements SelectFreeformHost {
  readonly id = 'selectFreeform';
  pressed: { readonly input: PointerInput; readonly point: FreeformPoint } | undefined;
  pressedId: number | undefined;
  selectedBeforePress: readonly number[] = [];

  constructor(context: ToolContext) {
    super(context);
    this.addStates({
      idle: new Idle(this),
      pressing: new Pressing(this),
      banding: new Banding(this),
      moving: new Moving(this),
      rotating: new Rotating(this),
      scaling: new Scaling(this),
    });
  }

  /** The selection (the freeform feature makes it with this tool, so it is there whenever the tool is). */
  get session(): FreeformSelectionSession {
    const session = this.context.sessions.freeformSelection;
    if (!session) throw new Error('The freeform select tool needs the freeform selection session');
    return session;
  }

  reset(): void {
    this.pressed = undefined;
    this.pressedId = undefined;
    this.selectedBeforePress = [];
  }

  override keyDown(input: KeyInput): boolean {
    if (this.busy || !this.context.document.isFreeform) return false;
    return selectFreeformKey(input, { session: this.session, editable: this.context.editable });
  }
}
