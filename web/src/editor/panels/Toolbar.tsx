import { isFreeformCraft } from '@steekwerk/model';
import { nl } from '../../i18n/nl';
import { useEditorStore } from '../editorStore';
import { toolbarModes } from '../tools/registry';
import type { DrawShape } from '../tools/Tool';
import { useEditor } from '../ui/EditorContext';
import { LineActions } from './LineActions';
import { OrnamentChoice } from './OrnamentChoice';
import { ModeActions, PasteButton } from './EditActions';
import { ToolbarIcon } from '../ui/ToolbarIcon';
import { useNarrowScreen } from '../ui/useNarrowScreen';
import { WrittenPatternButton } from '../written/WrittenPatternButton';
import { ZoomControls } from './ZoomControls';

const gridModes = toolbarModes();
const freeformModes = toolbarModes(true);
const shapes: readonly DrawShape[] = ['freehand', 'rectangle', 'fill'];

/**
 * Modes (the registry's toolbar rows, a mode's help as its hover text), drawing shape (in the lines mode: draw or
 * pick a line; knots or beads in theirs), undo/redo, the edit actions of the selection, the clipboard and the preview
 * layer (`EditActions`), and zoom (`ZoomControls`, with the way to the zoom screen). On a narrow
 * screen the buttons show only their pictures (their text stays their name) and the bar wraps.
 */
export function Toolbar() {
  const editor = useEditor();
  const mode = useEditorStore((state) => state.mode);
  const shape = useEditorStore((state) => state.drawShape);
  const canEdit = useEditorStore((state) => state.canEdit);
  const canUndo = useEditorStore((state) => state.canUndo);
  const canRedo = useEditorStore((state) => state.canRedo);
  // A locked chart hides what edits it (spec §6): only viewing, scrolling and the tracker stay.
  const locked = useEditorStore((state) => state.settings?.locked ?? false);
  // A freeform chart shows its own modes, and none of the grid's shapes or clipboard (its written rounds it does).
  const freeform = useEditorStore((state) => isFreeformCraft(state.settings?.craft ?? ''));
  const modes = freeform ? freeformModes : gridModes;
  const texts = nl.editor;
  /** Where only the pictures show, a pointer resting on a button tells its name. */
  const tip = useNarrowScreen() ? (name: string) => name : () => undefined;

  return (
    <div className="editor-toolbar" role="toolbar" aria-label={texts.toolbar}>
      <div className="editor-toolbar__group editor-toolbar__modes">
        {modes
          .filter(({ button }) => !(locked && button.needsEditing))
          .map(({ mode: candidate, button }) => (
            <button
              key={candidate}
              type="button"
              className="editor-button"
              aria-pressed={mode === candidate}
              title={button.help ?? tip(button.label)}
              disabled={!canEdit && button.needsEditing}
              onClick={() => editor.setMode(candidate)}
            >
              <ToolbarIcon path={button.icon} />
              <span className="editor-toolbar__label">{button.label}</span>
            </button>
          ))}
      </div>
      {!locked && mode === 'drawLines' && <LineActions disabled={!canEdit} />}
      {mode === 'placeOrnaments' && <OrnamentChoice />}
      {/* The knots-and-beads choice takes the place of the drawing shapes, which do not apply to it. */}
      {/* Select and preview mode show their own actions where the drawing shapes are. */}
      {!locked && !freeform && (
        <ModeActions
          otherwise={
            <div
              className="editor-toolbar__group"
              role="group"
              aria-label={texts.shapeGroup}
              hidden={mode === 'drawLines' || mode === 'placeOrnaments'}
            >
              {shapes.map((candidate) => (
                <button
                  key={candidate}
                  type="button"
                  className="editor-button"
                  aria-pressed={shape === candidate}
                  title={tip(texts.shapes[candidate])}
                  disabled={!canEdit}
                  onClick={() => editor.setDrawShape(candidate)}
                >
                  <ToolbarIcon name={candidate} />
                  <span className="editor-toolbar__label">{texts.shapes[candidate]}</span>
                </button>
              ))}
            </div>
          }
        />
      )}
      <div className="editor-toolbar__group" hidden={locked}>
        <button
          type="button"
          className="editor-button"
          title={tip(texts.undo)}
          disabled={!canUndo}
          onClick={() => editor.undo()}
        >
          <ToolbarIcon name="undo" />
          <span className="editor-toolbar__label">{texts.undo}</span>
        </button>
        <button
          type="button"
          className="editor-button"
          title={tip(texts.redo)}
          disabled={!canRedo}
          onClick={() => editor.redo()}
        >
          <ToolbarIcon name="redo" />
          <span className="editor-toolbar__label">{texts.redo}</span>
        </button>
        {!freeform && <PasteButton />}
      </div>
      <div className="editor-toolbar__group">
        <WrittenPatternButton title={tip(nl.workOrder.openWritten)} />
      </div>
      <ZoomControls variant="toolbar" tip={tip} />
    </div>
  );
}
