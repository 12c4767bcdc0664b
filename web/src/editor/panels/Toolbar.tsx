import { nl } from '../../i18n/nl';
import { useEditorStore } from '../editorStore';
import type { DrawShape } from '../tools/Tool';
import { levelFromZoom, zoomFromLevel, zoomLimits } from '../viewport/zoom';
import { useEditor } from './EditorContext';

const modes = ['view', 'scroll', 'drawCells', 'erase'] as const;
const shapes: readonly DrawShape[] = ['freehand', 'rectangle', 'fill'];

/** Modes, drawing shape, undo/redo and zoom (slider on the spec's scale, 2–100, steps of 2; − and + × or ÷ 1.25). */
export function Toolbar() {
  const editor = useEditor();
  const mode = useEditorStore((state) => state.mode);
  const shape = useEditorStore((state) => state.drawShape);
  const canEdit = useEditorStore((state) => state.canEdit);
  const canUndo = useEditorStore((state) => state.canUndo);
  const canRedo = useEditorStore((state) => state.canRedo);
  const zoom = useEditorStore((state) => state.zoom);
  const texts = nl.editor;

  return (
    <div className="editor-toolbar" role="toolbar" aria-label={texts.toolbar}>
      <div className="editor-toolbar__group">
        {modes.map((candidate) => (
          <button
            key={candidate}
            type="button"
            className="editor-button"
            aria-pressed={mode === candidate}
            disabled={!canEdit && (candidate === 'drawCells' || candidate === 'erase')}
            onClick={() => editor.setMode(candidate)}
          >
            {texts.modes[candidate]}
          </button>
        ))}
      </div>
      <div className="editor-toolbar__group" role="group" aria-label={texts.shapeGroup}>
        {shapes.map((candidate) => (
          <button
            key={candidate}
            type="button"
            className="editor-button"
            aria-pressed={shape === candidate}
            disabled={!canEdit}
            onClick={() => editor.setDrawShape(candidate)}
          >
            {texts.shapes[candidate]}
          </button>
        ))}
      </div>
      <div className="editor-toolbar__group">
        <button type="button" className="editor-button" disabled={!canUndo} onClick={() => editor.undo()}>
          {texts.undo}
        </button>
        <button type="button" className="editor-button" disabled={!canRedo} onClick={() => editor.redo()}>
          {texts.redo}
        </button>
      </div>
      <div className="editor-toolbar__group">
        <button
          type="button"
          className="editor-button"
          aria-label={texts.zoomOut}
          onClick={() => editor.zoomStep(-1)}
        >
          −
        </button>
        <label className="editor-toolbar__zoom">
          <span>{texts.zoom}</span>
          <input
            type="range"
            min={zoomLimits.min * 10}
            max={zoomLimits.max * 10}
            step={zoomLimits.step * 10}
            value={levelFromZoom(zoom)}
            onChange={(event) => editor.zoomTo(zoomFromLevel(Number(event.target.value)))}
          />
          <output>{Math.round(levelFromZoom(zoom))}</output>
        </label>
        <button
          type="button"
          className="editor-button"
          aria-label={texts.zoomIn}
          onClick={() => editor.zoomStep(1)}
        >
          +
        </button>
        <button type="button" className="editor-button" onClick={() => editor.fitToView()}>
          {texts.zoomFit}
        </button>
      </div>
    </div>
  );
}
