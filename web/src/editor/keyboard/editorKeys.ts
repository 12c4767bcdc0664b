/**
 * The editor's keyboard rules (spec §2 "In the editor", §4), as a pure mapping from a key press to an action.
 * The rules that depend on the mode read the mode's row (`tools/registry.ts`). Timing rules (double ctrl+0 within
 * 1 s, zoom keys repeating every 100 ms) live in the editor with its clock.
 */
import { modeRow } from '../tools/registry';
import type { KeyInput } from './KeyInput';
import type { ModeState } from './modeRules';

export type KeyAction =
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'setMode'; readonly mode: ModeState['mode'] }
  | { readonly type: 'selectStylePosition'; readonly position: number }
  /** ctrl/cmd+V: the clipboard as a preview layer (spec §4: in the editing modes). */
  | { readonly type: 'paste' }
  | { readonly type: 'zoomKey'; readonly direction: 1 | -1 }
  | { readonly type: 'zoomResetKey' };

/** The action of a key press in the editor, or undefined when the editor leaves the key alone. */
export function keyAction(input: KeyInput, state: ModeState): KeyAction | undefined {
  const command = Boolean(input.ctrlKey || input.metaKey);
  const key = input.key;
  if (command && !input.altKey) {
    const lower = key.toLowerCase();
    if (lower === 'z') return input.shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (lower === 'y' && !input.shiftKey) return { type: 'redo' };
    if (lower === 'v' && !input.shiftKey) {
      return state.canEdit && !modeRow(state.mode).readOnly ? { type: 'paste' } : undefined;
    }
    if (key === '0') return { type: 'zoomResetKey' };
    if (key === '+' || key === '=') return { type: 'zoomKey', direction: 1 };
    if (key === '-' || key === '_') return { type: 'zoomKey', direction: -1 };
    return undefined;
  }
  if (input.altKey) return undefined;
  if (key === '+' || key === '=') return { type: 'zoomKey', direction: 1 };
  if (key === '-') return { type: 'zoomKey', direction: -1 };
  if (/^[0-9]$/.test(key)) return { type: 'selectStylePosition', position: key === '0' ? 10 : Number(key) };
  if (key === 'Enter' || key === ' ') return enterOrSpace(key, state);
  if (key === 'Escape') return escape(state);
  return undefined;
}

function enterOrSpace(key: string, state: ModeState): KeyAction | undefined {
  const keys = modeRow(state.mode).keys;
  if (keys.enterDraws && state.canEdit) return { type: 'setMode', mode: 'drawCells' };
  if (key === ' ' && keys.spaceScrolls && !state.cursorVisible) return { type: 'setMode', mode: 'scroll' };
  return undefined;
}

function escape(state: ModeState): KeyAction | undefined {
  if (modeRow(state.mode).keys.escapeReturns) return { type: 'setMode', mode: state.previousMode };
  const mode = state.canEdit ? 'drawCells' : 'view';
  return state.mode === mode ? undefined : { type: 'setMode', mode };
}
