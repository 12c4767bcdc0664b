import { useEffect, useRef, useState } from 'react';
import type { AlignEdge, DistributeAxis, StackMove } from '@steekwerk/model';
import { freeformSelectionTexts } from '../../i18n/nlFreeformSelection';
import type { Editor } from '../Editor';
import { useEditorStore } from '../editorStore';
import type { FreeformClipboardNotice } from '../freeformSelection/FreeformSelectionSession';
import { useEditor } from '../ui/EditorContext';
import { ToolbarIcon } from '../ui/ToolbarIcon';
import { useBarRoom } from './useBarRoom';
import { barIcons } from './barIcons';
import { freeformSessionOf } from './sessionOf';
import { useDuplicateKey } from './useDuplicateKey';
import './freeformSelection.css';

const texts = freeformSelectionTexts;
const edges: readonly AlignEdge[] = ['left', 'centre', 'right', 'top', 'middle', 'bottom'];
const axes: readonly DistributeAxis[] = ['horizontal', 'vertical'];
const stackMoves: readonly StackMove[] = ['forward', 'backward', 'toFront', 'toBack'];

/** How long a notice shows in place of the count. */
const noticeMs = 5000;

function noticeText(notice: FreeformClipboardNotice): string {
  return notice.kind === 'paletteFull'
    ? texts.notices.paletteFull(notice.missing)
    : texts.notices[notice.kind];
}

/** How many symbols are selected and what the last copy, cut or paste came to (for five seconds). */
function useSelectionStatus(editor: Editor): { count: number; notice: string } {
  const session = freeformSessionOf(editor);
  const [count, setCount] = useState(session.ids.length);
  const [notice, setNotice] = useState('');
  useEffect(() => {
    let shown = session.notice;
    let timer: unknown;
    const stop = session.subscribe(() => {
      setCount(session.ids.length);
      if (session.notice === shown) return;
      shown = session.notice;
      editor.clock.clearTimeout(timer);
      setNotice(shown ? noticeText(shown) : '');
      if (shown) timer = editor.clock.setTimeout(() => setNotice(''), noticeMs);
    });
    return () => {
      stop();
      editor.clock.clearTimeout(timer);
    };
  }, [editor, session]);
  return { count, notice };
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

/**
 * The freeform select tool's bar (issue 29), under the toolbar while the tool is chosen: how many symbols are
 * selected, and buttons for what the keys do too — duplicate, delete, copy, cut, paste, turn by 15°, grow and
 * shrink, forward and back, align and distribute. Edits are disabled without a selection (spec §5).
 */
export function FreeformSelectionBar() {
  const editor = useEditor();
  const canEdit = useEditorStore((state) => state.canEdit);
  const { count, notice } = useSelectionStatus(editor);
  useDuplicateKey(editor);
  // The bar floats over the view's bottom: the camera leaves room for it (fitted or scrolled to the end).
  const bar = useRef<HTMLDivElement>(null);
  useBarRoom(editor, bar);
  const session = freeformSessionOf(editor);
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
  const act = (action: () => void) => () => action();
  return (
    <div ref={bar} className="freeform-selection-bar" role="toolbar" aria-label={texts.bar}>
      <span className="freeform-selection-bar__count" role="status">
        {notice || texts.count(count)}
      </span>
      <div className="freeform-selection-bar__group">
        {button(texts.actions.duplicate, () => session.duplicate(), none)}
        {button(texts.actions.delete, () => session.deleteSelected(), none)}
        {button(texts.actions.copy, () => session.copy(), count === 0)}
        {button(texts.actions.cut, () => session.cut(), none)}
        {button(texts.actions.paste, () => session.paste(middleOfView(editor)), !canEdit)}
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
