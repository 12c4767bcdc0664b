/**
 * Copying and pasting freeform symbols (spec §3, §4, §9; the model's `freeform/edits/clipboard.ts`): the copy is kept
 * in the store every tab of the browser shares — the same store and entry as the grid clipboard, so the clipboard is
 * one (a freeform copy is no content to a grid chart and the other way round) — and can be pasted for 30 minutes.
 * Pasting adds the styles it needs to the palette (an undo step of its own, as in grid charts) and the symbols on top
 * of the layer worked on (one more), centred on the point.
 */
import {
  copyFreeformSelection,
  decodeFreeformClipboard,
  encodeFreeformClipboard,
  planFreeformPaste,
  tierLimits,
  type FreeformClipboard as ClipboardContent,
  type FreeformPoint,
} from '@steekwerk/model';
import { isFresh } from '../clipboard/clipboardContent';
import type { ClipboardStore } from '../clipboard/clipboardStore';
import { editFreeformSymbols } from '../document/commands/freeformCommands';
import { setPalette } from '../document/commands/paletteCommands';
import type { SessionContext } from '../sessions/SessionContext';

export type FreeformCopyOutcome = 'copied' | 'copiedHere' | 'nothing';
export type FreeformPasteOutcome =
  | { readonly kind: 'pasted'; readonly ids: number[] }
  | { readonly kind: 'empty' | 'notEditable' | 'limitReached' | 'refused' }
  | { readonly kind: 'paletteFull'; readonly missing: number };

export class FreeformClipboard {
  /** A copy the shared store could not keep (too large): pasted from this tab only. */
  private kept: ClipboardContent | undefined;
  private decoded: { readonly text: string; readonly content: ClipboardContent | undefined } | undefined;

  constructor(
    private readonly context: SessionContext,
    private readonly store: ClipboardStore,
  ) {
    store.subscribe(() => {
      this.kept = undefined;
    });
  }

  /** The copy that can be pasted now (fresh and valid), if any. */
  content(): ClipboardContent | undefined {
    const stored = this.kept ?? this.read();
    return stored && isFresh(stored, this.store.now()) ? stored : undefined;
  }

  /** Copies the symbols at these indices of the chart's list. */
  copy(indices: readonly number[]): FreeformCopyOutcome {
    const document = this.context.document;
    const content = copyFreeformSelection(
      document.freeformSymbols,
      indices,
      document.palette,
      this.store.now(),
    );
    if (!content) return 'nothing';
    const text = encodeFreeformClipboard(content);
    if (this.store.write(text)) {
      this.kept = undefined;
      this.decoded = { text, content };
      return 'copied';
    }
    this.kept = content;
    return 'copiedHere';
  }

  /** Pastes the copy centred on `point`, on the selected layer; the new symbols' ids when pasted. */
  paste(point: FreeformPoint): FreeformPasteOutcome {
    const { context } = this;
    if (!context.canEdit) return { kind: 'notEditable' };
    const content = this.content();
    if (!content) return { kind: 'empty' };
    const document = context.document;
    const limits = tierLimits(context.premium);
    const plan = planFreeformPaste(content, {
      palette: document.palette,
      maxStyles: limits.maxPaletteStyles,
      layerId: document.selectedLayerId,
      centre: point,
      size: document.meta.freeform.size,
      symbolCount: document.freeformSymbols.length,
      maxSymbols: limits.maxFreeformSymbols,
    });
    if (plan.kind === 'paletteFull') return plan;
    if (plan.kind === 'limitReached') return plan;
    if (plan.kind === 'badPoint') return { kind: 'refused' };
    if (plan.palette && context.dispatch(setPalette, { palette: plan.palette }) !== 'done') {
      return { kind: 'refused' };
    }
    const added = plan.symbols.map((symbol) => ({ id: document.newFreeformId(), symbol }));
    const outcome = context.dispatch(editFreeformSymbols, { added });
    if (outcome === 'limitReached') return { kind: 'limitReached' };
    if (outcome !== 'done') return { kind: 'refused' };
    return { kind: 'pasted', ids: added.map((entry) => entry.id) };
  }

  private read(): ClipboardContent | undefined {
    const text = this.store.read();
    if (text === null) return undefined;
    if (this.decoded?.text !== text) this.decoded = { text, content: decodeFreeformClipboard(text) };
    return this.decoded.content;
  }
}
