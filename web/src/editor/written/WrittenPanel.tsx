import { useId, useState } from 'react';
import { nl } from '../../i18n/nl';
import { createWrittenClient, type WrittenClient } from '../../engine/writtenClient';
import { useEditorStore } from '../editorStore';
import { useEditor } from '../panels/EditorContext';
import { useWrittenChoices, useWrittenChoicesStore } from './writtenChoicesStore';
import { useWrittenPattern } from './useWrittenPattern';
import './written.css';

let sharedClient: WrittenClient | undefined;

/** One worker client for the app, started on first use. */
function defaultClient(): WrittenClient {
  sharedClient ??= createWrittenClient();
  return sharedClient;
}

type CopyState = { status: 'idle' } | { status: 'copied' } | { status: 'refused' };

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

  const copyText = async () => {
    if (!view.pattern) return;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(view.pattern.text);
      setCopy({ status: 'copied' });
    } catch {
      setCopy({ status: 'refused' });
    }
  };
  const status = view.failure ?? (view.working ? texts.working : undefined);
  const lines = view.pattern?.lines ?? [];

  return (
    <div className="written">
      <fieldset className="written__settings">
        <legend className="visually-hidden">{texts.settings}</legend>
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
              choose(chartId, { repeatStyle: event.currentTarget.value === 'stars' ? 'stars' : 'brackets' })
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
        <button
          type="button"
          className="editor-button"
          disabled={!view.pattern}
          onClick={() => void copyText()}
        >
          {texts.copy}
        </button>
      </fieldset>
      <p className="written__status" role="status">
        {copy.status === 'copied' ? texts.copied : copy.status === 'refused' ? texts.copyRefused : ''}
        {status ? ` ${status}` : ''}
      </p>
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
