/**
 * "Geschreven patroon" (issue 27): the written instructions where a user looks for them, a toolbar button by that
 * name. It opens the bottom panel on the written pattern and moves the focus into the text (so a keyboard user
 * reads on with the arrow keys); pressed again while the text shows, it closes the panel. The panel's layout is
 * saved with the chart without history, as the panel's own buttons do.
 */
import { nl } from '../../i18n/nl';
import { useEditorStore } from '../editorStore';
import { useEditor } from '../ui/EditorContext';
import { requestWrittenFocus } from './writtenFocus';
import { ToolbarIcon } from '../ui/ToolbarIcon';

/** Lines of text. */
const iconPath = 'M5 6h14 M5 10h14 M5 14h14 M5 18h8';

export function WrittenPatternButton({ title }: { readonly title?: string }) {
  const editor = useEditor();
  const panel = useEditorStore((state) => state.settings?.bottomPanel);
  if (!panel) return null;
  const open = panel.visible && panel.mode === 'writtenInstructions';
  const texts = nl.workOrder;
  return (
    <button
      type="button"
      className="editor-button"
      aria-pressed={open}
      title={title ?? texts.openWrittenHint}
      onClick={() => {
        const settings = editor.document.meta.settings;
        const bottomPanel = open
          ? { ...settings.bottomPanel, visible: false }
          : { ...settings.bottomPanel, visible: true, mode: 'writtenInstructions' as const };
        if (!open) requestWrittenFocus();
        editor.document.setSettings({ ...settings, bottomPanel });
      }}
    >
      <ToolbarIcon path={iconPath} />
      <span className="editor-toolbar__label">{texts.openWritten}</span>
    </button>
  );
}
