/**
 * The checks of the open chart, kept up to date: run when the panel opens and 300 ms after the last edit. They run
 * on the page: a 2000 × 2000 chart takes tens of milliseconds (bench/validation.bench.mjs), less than the written
 * pattern that the editor already writes on the page up to 250 000 cells.
 */
import { checkChart, type ChartFinding } from '@steekwerk/formats/supplies';
import { useEffect, useRef, useState } from 'react';
import type { Editor } from '../Editor';
import { useEditorStore } from '../editorStore';
import { countedChartOf } from '../supplies/countedChartOf';

export const CHECKS_DEBOUNCE_MS = 300;

export function useChartChecks(editor: Editor): ChartFinding[] | undefined {
  const version = useEditorStore((state) => state.documentVersion);
  const palette = useEditorStore((state) => state.palette);
  const [findings, setFindings] = useState<ChartFinding[] | undefined>(undefined);
  const checked = useRef(false);
  useEffect(() => {
    const timer = setTimeout(
      () => {
        checked.current = true;
        const document = editor.document;
        if (!document.hasMetadata) return;
        setFindings(checkChart(countedChartOf(document), document.cells));
      },
      checked.current ? CHECKS_DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [editor, version, palette]);
  return findings;
}
