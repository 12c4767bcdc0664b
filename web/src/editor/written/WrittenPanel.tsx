import { useEffect, useId, useRef, useState } from 'react';
import type { WrittenPattern } from '@steekwerk/formats/written';
import { nl } from '../../i18n/nl';
import { createWrittenClient, type WrittenClient } from '../../engine/writtenClient';
import { useEditor } from '../ui/EditorContext';
import { useNarrowScreen } from '../ui/useNarrowScreen';
import { WrittenLines } from './WrittenLines';
import { WrittenSettingsForm } from './WrittenSettingsForm';
import { useViewerChoices } from './viewerWrittenChoices';
import { useEditorStore } from '../editorStore';
import { takeWrittenFocusRequest } from './writtenFocus';
import { useWrittenPattern } from './useWrittenPattern';
import './written.css';

let sharedClient: WrittenClient | undefined;

/** One worker client for the app, started on first use. */
function defaultClient(): WrittenClient {
  sharedClient ??= createWrittenClient();
  return sharedClient;
}

/** What became of the last copy, of which text ("Gekopieerd" is about that text; a new text clears it). */
type CopyState = { status: 'idle' } | { status: 'copied' | 'refused'; pattern: WrittenPattern };

/**
 * The bottom panel's written instructions (issue 17): the chart's written-pattern settings (issue 27), "Kopieer
 * als tekst", and the text with each line its own element (a row line carries the rows it covers, for the tracker).
 * The text scrolls inside the panel and wraps on a phone.
 */
export function WrittenPanel({ client }: { readonly client?: WrittenClient }) {
  const editor = useEditor();
  const texts = nl.editor.written;
  const id = useId();
  const [workerClient] = useState(() => client ?? defaultClient());
  const chartId = useEditorStore((state) => state.settings?.chartId ?? '');
  const canEdit = useEditorStore((state) => state.canEdit);
  const viewerChoices = useViewerChoices(chartId, canEdit);
  const view = useWrittenPattern(editor, workerClient, viewerChoices);
  const [copy, setCopy] = useState<CopyState>({ status: 'idle' });
  const region = useRef<HTMLDivElement>(null);
  // Opened by "Geschreven patroon": the text takes the focus.
  useEffect(() => {
    if (takeWrittenFocusRequest()) region.current?.focus();
  }, []);
  // On a phone the settings start folded, so the text has the panel's room.
  const [settingsOpen, setSettingsOpen] = useState(!useNarrowScreen());

  const copyText = async () => {
    const pattern = view.pattern;
    if (!pattern) return;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(pattern.text);
      setCopy({ status: 'copied', pattern });
    } catch {
      setCopy({ status: 'refused', pattern });
    }
  };
  const copied = copy.status !== 'idle' && copy.pattern === view.pattern ? copy.status : undefined;
  const status = view.failure ?? (view.working ? texts.working : undefined);
  const lines = view.pattern?.lines ?? [];

  return (
    <div className="written">
      <div className="written__bar">
        <details
          className="written__options"
          open={settingsOpen}
          onToggle={(event) => setSettingsOpen(event.currentTarget.open)}
        >
          <summary>{texts.settings}</summary>
          <WrittenSettingsForm viewerChoices={viewerChoices} />
        </details>
        <button
          type="button"
          className="editor-button"
          disabled={!view.pattern}
          onClick={() => void copyText()}
        >
          {texts.copy}
        </button>
        <p className="written__status" role="status">
          {copied === 'copied' ? texts.copied : copied === 'refused' ? texts.copyRefused : ''}
          {status ? ` ${status}` : ''}
        </p>
      </div>
      <div
        ref={region}
        id={`${id}-text`}
        className="written__text"
        role="region"
        aria-label={texts.text}
        aria-busy={view.working}
        tabIndex={0}
      >
        <WrittenLines lines={lines} />
      </div>
    </div>
  );
}
