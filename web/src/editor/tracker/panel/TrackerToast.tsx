import { useEffect, useState } from 'react';
import type { Palette } from '@steekwerk/model';
import { nl } from '../../../i18n/nl';
import { styleLabel } from '../../paletteNames/styleLabel';
import { useSymbolStore } from '../../symbols/symbolStore';
import type { TrackerSession, TrackerTapOutcome } from '../TrackerSession';
import type { TrackerChange } from '../trackerState';
import { formatCount } from './trackerTexts';

const texts = nl.editor.tracker;

/** How long a toast stays without being touched. */
const toastMilliseconds = 8000;

interface Toast {
  readonly text: string;
  /** The step "Ongedaan maken" takes back; absent when nothing was marked. */
  readonly step: TrackerChange | undefined;
}

/** The toast's text for a marked block. */
export function blockToastText(marked: number, colour: string | undefined): string {
  if (marked === 0) return texts.blockNothing(colour);
  if (marked === 1) return texts.blockMarkedOne(colour);
  return texts.blockMarked(formatCount(marked), colour);
}

/**
 * Says how many stitches "Blok afvinken" marked, with "Ongedaan maken" taking back exactly that step (and nothing
 * when the maker did something else since); a block with nothing left says so.
 */
export function TrackerToast({ tool, palette }: { tool: TrackerSession; palette: Palette }) {
  const [toast, setToast] = useState<Toast | undefined>(undefined);
  const symbols = useSymbolStore((state) => state.symbols);

  useEffect(
    () =>
      tool.subscribeTaps((outcome: TrackerTapOutcome) => {
        if (outcome.kind !== 'block') return;
        const style = palette.styles.find((candidate) => candidate.styleId === outcome.styleId);
        const colour = style ? styleLabel(style, symbols[style.symbolId]?.title).name : undefined;
        setToast({ text: blockToastText(outcome.marked, colour), step: outcome.step });
      }),
    [tool, palette, symbols],
  );

  useEffect(() => {
    if (toast === undefined) return undefined;
    const timer = window.setTimeout(() => setToast(undefined), toastMilliseconds);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <div className="tracker-toast-region" role="status" aria-live="polite">
      {toast && (
        <div className="tracker-toast">
          <span>{toast.text}</span>
          {toast.step && (
            <button
              type="button"
              className="tracker-panel__button"
              onClick={() => {
                if (toast.step) tool.undoStep(toast.step);
                setToast(undefined);
              }}
            >
              {texts.undo}
            </button>
          )}
          <button
            type="button"
            className="tracker-panel__icon-button"
            aria-label={texts.closeToast}
            onClick={() => setToast(undefined)}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
