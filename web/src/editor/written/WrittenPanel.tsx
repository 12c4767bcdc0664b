import { useId, useState } from 'react';
import type { WrittenPattern } from '@steekwerk/formats/written';
import { nl } from '../../i18n/nl';
import { createWrittenClient, type WrittenClient } from '../../engine/writtenClient';
import { useEditorStore } from '../editorStore';
import { useEditor } from '../ui/EditorContext';
import { useNarrowScreen } from '../ui/useNarrowScreen';
import { useWrittenChoices, useWrittenChoicesStore } from './writtenChoicesStore';
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
 * The bottom panel's written instructions (issue 17): the choices (repeats and their form, title, legend), "Kopieer
 * als tekst", and the text with each line its own element (a row line carries the rows it covers, for the tracker).
 * The text scrolls inside the panel and wraps on a phone.
 */
export function WrittenPanel({ client }: { readonly client?: WrittenClient }) {
  const editor = useEditor();
  const texts = nl.editor.written;
  const id = useId();
  const chartId = useEditorStore((state) => state.settings?.chartId ?? '');
  const choices = useWrittenChoices(chartId);
  const choose = useWrittenChoicesStore((state) => state.choose);
  const [workerClient] = useState(() => client ?? defaultClient());
  const view = useWrittenPattern(editor, choices, workerClient);
  const [copy, setCopy] = useState<CopyState>({ status: 'idle' });
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
          <fieldset className="written__settings">
            <label>
              <input
                type="checkbox"
                checked={choices.detectRepeats}
                onChange={(event) => choose(chartId, { detectRepeats: event.currentTarget.checked })}
              />
              {texts.repeats}
            </label>
            <label>
              <span className="visually-hidden">{texts.repeatStyle}</span>
              <select
                value={choices.repeatStyle}
                disabled={!choices.detectRepeats}
                onChange={(event) =>
                  choose(chartId, {
                    repeatStyle: event.currentTarget.value === 'stars' ? 'stars' : 'brackets',
                  })
                }
              >
                <option value="brackets">{texts.brackets}</option>
                <option value="stars">{texts.stars}</option>
              </select>
            </label>
            <label>
              <input
                type="checkbox"
                checked={choices.title}
                onChange={(event) => choose(chartId, { title: event.currentTarget.checked })}
              />
              {texts.title}
            </label>
            <label>
              <input
                type="checkbox"
                checked={choices.legend}
                onChange={(event) => choose(chartId, { legend: event.currentTarget.checked })}
              />
              {texts.legend}
            </label>
          </fieldset>
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
        id={`${id}-text`}
        className="written__text"
        role="region"
        aria-label={texts.text}
        aria-busy={view.working}
        tabIndex={0}
      >
        {lines.map((line, index) =>
          line.text === '' ? (
            <div key={index} className="written__gap" aria-hidden="true" />
          ) : (
            <p
              key={index}
              className={line.rows ? 'written__line written__line--row' : 'written__line'}
              data-first-row={line.rows?.first}
              data-last-row={line.rows?.last}
            >
              {line.text}
            </p>
          ),
        )}
      </div>
    </div>
  );
}
