/**
 * Changing a freeform chart's size and background from the "Chart" tab (issue 29, spec §3: default 500 × 500 on
 * #ffffff). Each change is one `setFreeformSettings` step. A size that would leave stitches outside the chart is
 * refused with the size they need (docs/decisions/freeform.md, "Chart edge"); beyond the tier's largest size the
 * editor's tier gate sends a free user to the premium offer, as the grid resize does.
 */
import { symbolsExtent, type FreeformChartSize } from '@steekwerk/model';
import type { Editor } from '../../Editor';
import type { CommandOutcome } from '../../document/commands/command';

export type SizeOutcome =
  | { readonly kind: 'done' }
  | { readonly kind: 'invalid' }
  /** Stitches reach to `extent`; the chart may not be smaller than `least` (that, or its size now if smaller). */
  | { readonly kind: 'tooSmall'; readonly extent: FreeformChartSize; readonly least: FreeformChartSize }
  | { readonly kind: 'refused'; readonly outcome: CommandOutcome };

/**
 * The smallest size the chart may take: what its stitches reach (all layers, hidden ones too), but never more than
 * it has now (a stitch an older chart has partly past the edge does not block growing or keeping the size).
 */
export function leastFreeformSize(editor: Editor): { extent: FreeformChartSize; least: FreeformChartSize } {
  const { size } = editor.document.meta.freeform;
  const extent = symbolsExtent(editor.document.freeformSymbols);
  return {
    extent,
    least: { width: Math.min(extent.width, size.width), height: Math.min(extent.height, size.height) },
  };
}

/** Changes the chart's size (whole units) as one undo step, or says why not. */
export function changeFreeformSize(editor: Editor, width: number, height: number): SizeOutcome {
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 1 || height < 1) {
    return { kind: 'invalid' };
  }
  const { extent, least } = leastFreeformSize(editor);
  if (width < least.width || height < least.height) return { kind: 'tooSmall', extent, least };
  const outcome = editor.perform('setFreeformSettings', { size: { width, height } });
  return outcome === 'done' ? { kind: 'done' } : { kind: 'refused', outcome };
}

/** Changes the background colour (#rrggbb) as one undo step; false when it is no colour or the same one. */
export function changeFreeformBackground(editor: Editor, colour: string): boolean {
  return editor.perform('setFreeformSettings', { backgroundColor: colour }) === 'done';
}
