import { useSyncExternalStore } from 'react';
import { nl } from '../../i18n/nl';
import { lineActions, type LineAction } from '../lines/LinesSession';
import { useEditor } from '../ui/EditorContext';
import { ToolbarIcon } from '../ui/ToolbarIcon';

const pictures: Readonly<Record<LineAction, string>> = {
  draw: 'M4 20L20 4 M4 20h0 M20 4h0',
  select: 'M5 3l12 7-6 1-3 6z M13 13l5 5',
};

/**
 * The lines mode's two actions on the toolbar, in place of the drawing shapes: draw lines, or pick one (to move,
 * restyle or erase it). Each button's hover text says how it works.
 */
export function LineActions({ disabled }: { readonly disabled: boolean }) {
  const session = useEditor().sessions.lines;
  const action = useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () => session.action,
  );
  const texts = nl.editor.lines;
  return (
    <div className="editor-toolbar__group" role="group" aria-label={texts.actionGroup}>
      {lineActions.map((candidate) => (
        <button
          key={candidate}
          type="button"
          className="editor-button"
          aria-pressed={action === candidate}
          title={texts.actionHelp[candidate]}
          disabled={disabled}
          onClick={() => session.setAction(candidate)}
        >
          <ToolbarIcon path={pictures[candidate]} />
          <span className="editor-toolbar__label">{texts.actions[candidate]}</span>
        </button>
      ))}
    </div>
  );
}
