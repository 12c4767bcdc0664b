import { useContext, useId } from 'react';
import { nl } from '../../i18n/nl';
import { useEditorStore } from '../editorStore';
import { clampBottomPanelHeight, stepFontSize } from './bottomPanelRules';
import { useEditor } from '../ui/EditorContext';
import { UserSettingsChangeContext, useUserSetting } from '../ui/UserSettingsContext';
import { lazyPage } from '../../app/lazyPage';

// The panel is closed on a new chart: its two modes load when it first opens (scripts/bundle-budget.json).
const TextToGridPanel = lazyPage(
  () => import('../textToGrid/TextToGridPanel'),
  (module) => module.TextToGridPanel,
);
const WrittenPanel = lazyPage(
  () => import('../written/WrittenPanel'),
  (module) => module.WrittenPanel,
);

/**
 * The bottom panel (spec §2): visibility, a height between 50 px and 40 % of the window (drag or arrow keys on
 * the separator) and a font size raised by 2 per step. It shows the written instructions or text to grid.
 */
export function BottomPanel() {
  const editor = useEditor();
  const texts = nl.editor.bottomPanel;
  const id = useId();
  const settings = useEditorStore((state) => state.settings);
  // The text size is the reader's own (the user setting `bottomPanelFontSize`), the same on every chart they open.
  const fontSize = useUserSetting(editor, 'bottomPanelFontSize');
  const changeSettings = useContext(UserSettingsChangeContext);
  if (!settings) return null;
  const panel = settings.bottomPanel;
  // The panel's layout is saved with the chart but is not a drawing edit: it changes the document without history.
  const set = (change: Partial<typeof panel>) => {
    editor.document.setSettings({ ...editor.document.meta.settings, bottomPanel: { ...panel, ...change } });
  };
  const setHeight = (height: number) => set({ height: clampBottomPanelHeight(height, window.innerHeight) });

  if (!panel.visible) {
    return (
      <div className="bottom-panel bottom-panel--closed">
        <button type="button" className="editor-button" onClick={() => set({ visible: true })}>
          {texts.show}
        </button>
      </div>
    );
  }
  const height = clampBottomPanelHeight(panel.height, window.innerHeight);
  return (
    <section className="bottom-panel" aria-labelledby={`${id}-heading`} style={{ height }}>
      <div
        className="bottom-panel__separator"
        role="separator"
        aria-orientation="horizontal"
        aria-label={texts.resize}
        aria-valuenow={height}
        aria-valuemin={50}
        aria-valuemax={clampBottomPanelHeight(Infinity, window.innerHeight)}
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp') setHeight(height + 10);
          else if (event.key === 'ArrowDown') setHeight(height - 10);
          else return;
          event.preventDefault();
        }}
        onPointerDown={(event) => {
          const startY = event.clientY;
          const startHeight = height;
          const target = event.currentTarget;
          target.setPointerCapture(event.pointerId);
          const move = (moveEvent: PointerEvent) => setHeight(startHeight + startY - moveEvent.clientY);
          const up = () => {
            target.removeEventListener('pointermove', move);
            target.removeEventListener('pointerup', up);
          };
          target.addEventListener('pointermove', move);
          target.addEventListener('pointerup', up);
        }}
      />
      <header className="bottom-panel__header">
        <h2 id={`${id}-heading`}>
          {panel.mode === 'textToGrid' ? nl.textToGrid.heading : nl.editor.written.heading}
        </h2>
        <button
          type="button"
          className="editor-button"
          aria-pressed={panel.mode === 'textToGrid'}
          onClick={() => set({ mode: panel.mode === 'textToGrid' ? 'writtenInstructions' : 'textToGrid' })}
        >
          {nl.textToGrid.openMode}
        </button>
        <button
          type="button"
          className="editor-button"
          disabled={!changeSettings}
          onClick={() => changeSettings?.({ bottomPanelFontSize: stepFontSize(fontSize, -1) })}
        >
          {texts.smaller}
        </button>
        <button
          type="button"
          className="editor-button"
          disabled={!changeSettings}
          onClick={() => changeSettings?.({ bottomPanelFontSize: stepFontSize(fontSize, 1) })}
        >
          {texts.larger}
        </button>
        <button type="button" className="editor-button" onClick={() => set({ visible: false })}>
          {texts.hide}
        </button>
      </header>
      <div className="bottom-panel__content" style={{ fontSize }}>
        {panel.mode === 'textToGrid' ? <TextToGridPanel /> : <WrittenPanel />}
      </div>
    </section>
  );
}
