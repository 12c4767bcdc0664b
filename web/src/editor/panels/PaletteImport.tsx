import { useId, useRef } from 'react';
import { nl } from '../../i18n/nl';
import { importPaletteAction } from '../paletteActions';
import { useEditor } from './EditorContext';

/** The files the palette import takes: chart files as Steekwerk writes them (JSON). */
const acceptedTypes = 'application/json,.json';

/** Larger files are no chart file of the editor's limits (a 2000 × 2000 chart's JSON is a few MB). */
const maxImportBytes = 50 * 1024 * 1024;

function isChartFile(file: File): boolean {
  return file.type === 'application/json' || /\.json$/i.test(file.name);
}

/** "Palet importeren": a button that opens a file choice for chart files and says which files it takes. */
export function PaletteImport({ onMessage }: { readonly onMessage: (message: string) => void }) {
  const editor = useEditor();
  const texts = nl.editor.palette;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const importFile = async (file: File) => {
    if (!isChartFile(file)) return onMessage(texts.importWrongType(file.name));
    if (file.size > maxImportBytes) return onMessage(texts.importTooLarge);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      parsed = undefined;
    }
    const outcome = importPaletteAction(editor, parsed);
    onMessage(outcome ? texts.imported(outcome.added, outcome.matched, outcome.skipped) : texts.importFailed);
  };

  return (
    <div className="palette-panel__import">
      <button
        type="button"
        className="editor-button"
        aria-describedby={`${id}-accepts`}
        onClick={() => inputRef.current?.click()}
      >
        {texts.importPalette}
      </button>
      <p id={`${id}-accepts`} className="palette-panel__hint">
        {texts.importAccepts}
      </p>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={acceptedTypes}
        aria-label={texts.importPalette}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
    </div>
  );
}
