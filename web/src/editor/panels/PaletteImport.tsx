import { useId, useMemo, useRef } from 'react';
import type { ChartFileEngine } from '../../chartFiles/ChartFileImport';
import { getEngineClient } from '../../engine/engineClient';
import { nl } from '../../i18n/nl';
import { importPaletteAction } from '../paletteActions';
import { useEditor } from '../ui/EditorContext';

/** The files the palette import takes: Steekwerk chart files (JSON), OXS files and one-pixel-per-cell PNGs. */
const acceptedTypes = 'application/json,.json,.oxs,.png';

/** Larger files are no chart file of the editor's limits (a 2000 × 2000 chart's JSON is a few MB). */
const maxImportBytes = 50 * 1024 * 1024;

type Kind = 'json' | 'worker';

function kindOf(file: File): Kind | undefined {
  if (file.type === 'application/json' || /\.json$/i.test(file.name)) return 'json';
  if (/\.(?:oxs|png)$/i.test(file.name)) return 'worker';
  return undefined;
}

/** A palette file's chart: a Steekwerk file (`{format, chart}`) gives its chart, older files are the state itself. */
function chartOfJson(parsed: unknown): unknown {
  if (typeof parsed === 'object' && parsed !== null && 'format' in parsed && 'chart' in parsed) {
    return (parsed as { chart: unknown }).chart;
  }
  return parsed;
}

/**
 * "Palet importeren": a button that opens a file choice for chart files and says which files it takes. JSON is
 * read here; an OXS file or a PNG is read in the engine worker, and its palette taken.
 */
export function PaletteImport({
  onMessage,
  engine: engineOverride,
}: {
  readonly onMessage: (message: string) => void;
  readonly engine?: ChartFileEngine;
}) {
  const editor = useEditor();
  const texts = nl.editor.palette;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const engine = useMemo(() => engineOverride ?? getEngineClient(), [engineOverride]);

  const importFile = async (file: File) => {
    const kind = kindOf(file);
    if (!kind) return onMessage(texts.importWrongType(file.name));
    if (file.size > maxImportBytes) return onMessage(texts.importTooLarge);
    if (kind === 'worker') {
      const reply = await engine.importChartFile(file, file.name);
      if (!reply.ok)
        return onMessage(reply.code === 'unsupportedFile' ? texts.importWrongType(file.name) : reply.message);
      const outcome = importPaletteAction(editor, reply.state);
      return onMessage(
        outcome ? texts.imported(outcome.added, outcome.matched, outcome.skipped) : texts.importFailed,
      );
    }
    let parsed: unknown;
    try {
      parsed = chartOfJson(JSON.parse(await file.text()));
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
