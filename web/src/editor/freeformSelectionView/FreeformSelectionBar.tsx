import { useEffect, useState } from 'react';
import type { AlignEdge, DistributeAxis, StackMove } from '@steekwerk/model';
import { freeformSelectionTexts } from '../../i18n/nlFreeformSelection';
import type { Editor } from '../Editor';
import { useEditorStore } from '../editorStore';
import type { FreeformPasteOutcome } from '../freeformSelection/FreeformClipboard';
import { useEditor } from '../ui/EditorContext';
import { ToolbarIcon } from '../ui/ToolbarIcon';
import { barIcons } from './barIcons';
import './freeformSelection.css';

const texts = freeformSelectionTexts;
const edges: readonly AlignEdge[] = ['left', 'centre', 'right', 'top', 'middle', 'bottom'];
const axes: readonly DistributeAxis[] = ['horizontal', 'vertical'];
const stackMoves: readonly StackMove[] = ['forward', 'backward', 'toFront', 'toBack'];

/** How many symbols are selected, following the session. */
function useSelectedCount(editor: Editor): number {
  const session = editor.sessions.freeformSelection;
  const [count, setCount] = useState(session.ids.length);
  useEffect(() => session.subscribe(() => setCount(session.ids.length)), [session]);
  return count;
}

/** The middle of the part of the chart in view, in freeform units (where the bar's paste goes). */
function middleOfView(editor: Editor): { x: number; y: number } {
  const { viewWidth, viewHeight } = editor.camera;
  const origin = editor.pointOfCell(0, 0);
  const next = editor.pointOfCell(1, 1);
  const { width, height } = editor.document.meta.freeform.size;
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(0, value));
  return {
    x: clamp((viewWidth / 2 - origin.x) / (next.x - origin.x) + 0.5, width),
    y: clamp((viewHeight / 2 - origin.y) / (next.y - origin.y) + 0.5, height),
  };
}

function pasteNotice(outcome: FreeformPasteOutcome): string {
  switch (outcome.kind) {
    case 'empty':
      return texts.notices.empty;
    case 'paletteFull':
      return texts.notices.paletteFull(outcome.missing);
    case 'limitReached':
      return texts.notices.limitReached;
    default:
      return '';
  }
}

/**
 * The freeform select tool's bar (issue 29), under the toolbar while the tool is chosen: how many symbols are
 * selected, and buttons for what the keys do too — duplicate, delete, copy, cut, paste, turn by 15°, grow and
 * shrink, forward and back, align and distribute. Edits are disabled without a selection (spec §5).
 */
export function FreeformSelectionBar() {
  const editor = useEditor();
  const canEdit = useEditorStore((state) => state.canEdit);
  const count = useSelectedCount(editor);
  const [notice, setNotice] = useState('');
  const session = editor.sessions.freeformSelection;
  const none = count === 0 || !canEdit;
  const button = (label: string, action: () => void, disabled: boolean) => (
    <button key={label} type="button" className="editor-button" disabled={disabled} onClick={action}>
      {label}
    </button>
  );
  /** A button that shows a picture only; its name is its label (read out, and shown as a tip). */
  const iconButton = (icon: keyof typeof barIcons, label: string, action: () => void, disabled: boolean) => (
    <button
      key={icon}
      type="button"
      className="editor-button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={action}
    >
      <ToolbarIcon path={barIcons[icon]} />
    </button>
  );
  const act = (action: () => void) => () => {
    setNotice('');
    action();
  };
  return (
    <div className="freeform-selection-bar" role="toolbar" aria-label={texts.bar}>
      <span className="freeform-selection-bar__count" role="status">
        {notice || texts.count(count)}
      </span>
      <div className="freeform-selection-bar__group">
        {button(
          texts.actions.duplicate,
          act(() => session.duplicate()),
          none,
        )}
        {button(
          texts.actions.delete,
          act(() => session.deleteSelected()),
          none,
        )}
        {button(
          texts.actions.copy,
          act(() => {
            const copied = session.copy();
            if (copied !== 'nothing') setNotice(texts.notices[copied]);
          }),
          count === 0,
        )}
        {button(
          texts.actions.cut,
          act(() => {
            if (session.cut() === 'copied') setNotice(texts.notices.cut);
          }),
          none,
        )}
        {button(
          texts.actions.paste,
          act(() => setNotice(pasteNotice(session.paste(middleOfView(editor))))),
          !canEdit,
        )}
      </div>
      <div className="freeform-selection-bar__group">
        {iconButton(
          'rotateLeft',
          texts.actions.rotateLeft,
          act(() => session.rotateBy(-15)),
          none,
        )}
        {iconButton(
          'rotateRight',
          texts.actions.rotateRight,
          act(() => session.rotateBy(15)),
          none,
        )}
        {iconButton(
          'grow',
          texts.actions.grow,
          act(() => session.scaleBy(1.25)),
          none,
        )}
        {iconButton(
          'shrink',
          texts.actions.shrink,
          act(() => session.scaleBy(0.8)),
          none,
        )}
      </div>
      <div className="freeform-selection-bar__group">
        {stackMoves.map((move) =>
          iconButton(
            move,
            texts.actions[move],
            act(() => session.restack(move)),
            none,
          ),
        )}
      </div>
      <div className="freeform-selection-bar__group">
        {edges.map((edge) =>
          iconButton(
            edge,
            texts.align[edge],
            act(() => session.align(edge)),
            none,
          ),
        )}
        {axes.map((axis) =>
          iconButton(
            axis,
            texts.distribute[axis],
            act(() => session.distribute(axis)),
            none || count < 3,
          ),
        )}
      </div>
    </div>
  );
}
