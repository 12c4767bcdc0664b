/**
 * The freeform select tool's keys (issue 29): a pure mapping from a key press to a session call, so each key is
 * tested on its own. Edits need a selection and an editable chart (spec §5); copying needs a selection only.
 */
import { arrowStep } from '@steekwerk/model';
import type { FreeformSelectionSession } from '../../freeformSelection/FreeformSelectionSession';
import type { KeyInput } from '../../keyboard/KeyInput';

export interface SelectKeyTarget {
  readonly session: FreeformSelectionSession;
  readonly editable: boolean;
}

const arrows: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Runs the key's action; true when the key belongs to the tool (the browser's default is then prevented). */
export function selectFreeformKey(input: KeyInput, target: SelectKeyTarget): boolean {
  const { session, editable } = target;
  if (input.altKey) return false;
  const command = Boolean(input.ctrlKey || input.metaKey);
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (command) {
    switch (key) {
      case 'a':
        session.selectAll();
        return true;
      case 'c':
        if (!session.active) return false;
        session.copy();
        return true;
      case 'x':
        if (!session.active || !editable) return false;
        session.cut();
        return true;
      case 'd':
        if (!session.active || !editable) return false;
        session.duplicate();
        return true;
      case ']':
      case '}':
        if (!session.active || !editable) return false;
        session.restack(input.shiftKey ? 'toFront' : 'forward');
        return true;
      case '[':
      case '{':
        if (!session.active || !editable) return false;
        session.restack(input.shiftKey ? 'toBack' : 'backward');
        return true;
      default:
        return false;
    }
  }
  const arrow = arrows[input.key];
  if (arrow) {
    if (!session.active || !editable) return false;
    const step = arrowStep(Boolean(input.shiftKey));
    session.moveBy(arrow[0] * step, arrow[1] * step);
    return true;
  }
  if (input.key === 'Delete' || input.key === 'Backspace') {
    if (!session.active || !editable) return false;
    session.deleteSelected();
    return true;
  }
  if (input.key === 'Escape' && session.active) {
    session.clear();
    return true;
  }
  return false;
}
