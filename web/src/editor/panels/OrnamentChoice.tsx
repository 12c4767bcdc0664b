import { ornamentKinds } from '@steekwerk/model';
import { useId, useSyncExternalStore } from 'react';
import { nl } from '../../i18n/nl';
import { beadSizesMm, type OrnamentSession } from '../ornaments/OrnamentSession';
import { useEditor } from '../ui/EditorContext';

const texts = nl.editor.ornaments;

function useOrnamentChoice(session: OrnamentSession) {
  return useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () => session.choice,
  );
}

/**
 * The knots-and-beads tool's choice beside the toolbar: a French knot or a bead, and the bead's size. The choice is
 * the editor's ornaments session, so it stays while the maker switches tools.
 */
export function OrnamentChoice() {
  const session = useEditor().sessions.ornaments;
  const choice = useOrnamentChoice(session);
  const sizeId = useId();
  return (
    <div className="editor-toolbar__group editor-ornaments" role="group" aria-label={texts.group}>
      {ornamentKinds.map((kind) => (
        <button
          key={kind}
          type="button"
          className="editor-button"
          aria-pressed={choice.kind === kind}
          onClick={() => session.setKind(kind)}
        >
          {texts.kinds[kind]}
        </button>
      ))}
      {choice.kind === 'bead' && (
        <>
          <label htmlFor={sizeId} className="editor-ornaments__size-label">
            {texts.beadSize}
          </label>
          <select
            id={sizeId}
            value={choice.beadSizeMm}
            onChange={(event) => session.setBeadSize(Number(event.target.value))}
          >
            {beadSizesMm.map((size) => (
              <option key={size} value={size}>
                {texts.millimetres(size)}
              </option>
            ))}
          </select>
        </>
      )}
    </div>
  );
}
