import { useEffect, useReducer, type ReactNode } from 'react';
import { nl } from '../../i18n/nl';
import { useEditorStore } from '../editorStore';
import { useEditor } from '../ui/EditorContext';
import { ToolbarIcon } from '../ui/ToolbarIcon';

const texts = nl.editor.editActions;

/**
 * A toolbar button with its keys in its hover text and for assistive technology (`aria-keyshortcuts`); a premium
 * edit carries a Premium badge for a user without premium (spec §2), who is sent to the offer when using it.
 */
function ActionButton(props: {
  readonly name: string;
  /** A premium edit (spec §6): badged for a user without premium. */
  readonly premium?: boolean;
  /** What the button does, when its name alone does not say it (on hover). */
  readonly hint?: string;
  readonly keys?: { readonly shown: string; readonly aria: string };
  readonly icon: string;
  readonly disabled?: boolean;
  readonly onClick: () => void;
}) {
  const { name, hint, keys, icon, disabled, onClick } = props;
  const premiumUser = useEditorStore((state) => state.premium);
  const badged = props.premium === true && !premiumUser;
  // The badge is seen; its word goes into the hover text and description, leaving the button's name as it is.
  const title = badged ? nl.premiumBuying.toolBadgeHint(hint ?? name) : (hint ?? name);
  return (
    <button
      type="button"
      className="editor-button"
      title={keys ? texts.withKeys(title, keys.shown) : title}
      aria-keyshortcuts={keys?.aria}
      disabled={disabled}
      onClick={onClick}
    >
      <ToolbarIcon path={icon} />
      <span className="editor-toolbar__label">{name}</span>
      {badged && (
        <span className="premium-badge editor-toolbar__premium" aria-hidden="true">
          {nl.premiumBuying.toolBadge}
        </span>
      )}
    </button>
  );
}

const icons = {
  copy: 'M8 8h12v12H8z M4 16V4h12',
  cut: 'M6 6a2 2 0 1 0 0 .1 M6 18a2 2 0 1 0 0 .1 M8 7l12 10 M8 17L20 7',
  paste: 'M8 4h8v4H8z M6 6H4v14h16V6h-2',
  delete: 'M4 7h16 M9 7V4h6v3 M6 7l1 13h10l1-13',
  fill: 'M4 4h16v16H4z M4 12h16 M12 4v16',
  rotate: 'M20 12a8 8 0 1 1-3-6.2 M20 4v5h-5',
  mirror: 'M12 3v18 M9 6L3 18h6z M15 6l6 12h-6z',
  apply: 'M5 12l5 5 9-10',
  cancel: 'M6 6l12 12 M18 6L6 18',
} as const;

/** Renders again when the selection or the clipboard changes. */
function useSessionUpdates(): void {
  const editor = useEditor();
  const [, update] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const stops = [editor.sessions.selection.subscribe(update), editor.sessions.clipboard.subscribe(update)];
    return () => stops.forEach((stop) => stop());
  }, [editor]);
}

/**
 * The toolbar's actions of the selection and the preview layer (spec §4), in place of the drawing shapes while
 * their mode is on: in select mode Kopiëren, Knippen, Wissen and Vullen; in preview mode Draaien, Spiegelen,
 * Plaatsen and Annuleren. Each tells its keys on hover. In the other modes, `otherwise` (the drawing shapes).
 */
export function ModeActions({ otherwise }: { readonly otherwise: ReactNode }) {
  const editor = useEditor();
  const mode = useEditorStore((state) => state.mode);
  const canEdit = useEditorStore((state) => state.canEdit);
  const palette = useEditorStore((state) => state.palette);
  useSessionUpdates();
  const selection = editor.sessions.selection;
  const active = selection.active;
  if (mode === 'select') {
    return (
      <div className="editor-toolbar__group" role="group" aria-label={texts.selection}>
        <ActionButton
          name={texts.copy}
          keys={{ shown: 'Ctrl+C', aria: 'Control+C Meta+C' }}
          icon={icons.copy}
          disabled={!active}
          onClick={() => selection.copy()}
        />
        <ActionButton
          name={texts.cut}
          keys={{ shown: 'Ctrl+X', aria: 'Control+X Meta+X' }}
          icon={icons.cut}
          premium
          disabled={!active || !canEdit}
          onClick={() => selection.cut()}
        />
        <ActionButton
          name={texts.delete}
          keys={{ shown: 'Delete', aria: 'Delete Backspace' }}
          icon={icons.delete}
          disabled={!active || !canEdit}
          onClick={() => selection.deleteContents()}
        />
        <ActionButton
          name={texts.fill}
          hint={texts.fillHint}
          icon={icons.fill}
          disabled={!active || !canEdit || !palette?.selectedStyleId}
          onClick={() => selection.fill(editor.drawStyleId)}
        />
      </div>
    );
  }
  if (mode !== 'preview' || !editor.sessions.preview.layer) return otherwise;
  const preview = editor.sessions.preview;
  return (
    <div className="editor-toolbar__group" role="group" aria-label={texts.preview} title={texts.previewKeys}>
      <ActionButton
        name={texts.rotate}
        keys={{ shown: 'R', aria: 'R' }}
        icon={icons.rotate}
        premium
        onClick={() => preview.rotate()}
      />
      <ActionButton
        name={texts.mirror}
        keys={{ shown: 'M', aria: 'M' }}
        icon={icons.mirror}
        premium
        onClick={() => preview.mirror()}
      />
      <ActionButton
        name={texts.apply}
        keys={{ shown: 'Enter', aria: 'Enter' }}
        icon={icons.apply}
        onClick={() => preview.apply()}
      />
      <ActionButton
        name={texts.cancel}
        keys={{ shown: 'Esc', aria: 'Escape' }}
        icon={icons.cancel}
        onClick={() => preview.discard()}
      />
    </div>
  );
}

/** Plakken (ctrl/cmd+V): the clipboard as a preview layer, wherever the chart can be edited. */
export function PasteButton() {
  const editor = useEditor();
  const editable = useEditorStore((state) => state.editable);
  return (
    <ActionButton
      name={texts.paste}
      keys={{ shown: 'Ctrl+V', aria: 'Control+V Meta+V' }}
      icon={icons.paste}
      disabled={!editable}
      onClick={() => editor.paste()}
    />
  );
}
