/**
 * Which help article the top bar's help button opens in the editor (`/nl/help/{slug}`): the one about what the
 * maker is doing now. The mode's own article first (the tracker, lines and part stitches, selecting), then what
 * the bottom panel shows (text to grid, the written pattern), else drawing.
 */
import type { BottomPanel } from '@steekwerk/model';
import type { ChartMode } from '../../../editor/document/editability';

const modeArticles: Partial<Record<ChartMode, string>> = {
  progressTracker: 'voortgang-bijhouden',
  drawLines: 'lijnen-en-deelsteken',
  drawHalfStitches: 'lijnen-en-deelsteken',
  drawQuarterStitches: 'lijnen-en-deelsteken',
  placeOrnaments: 'lijnen-en-deelsteken',
  select: 'selecteren-en-kopieren',
  backup: 'back-ups',
};

const panelArticles: Record<BottomPanel['mode'], string> = {
  writtenInstructions: 'geschreven-patroon',
  textToGrid: 'tekst-naar-raster',
  rowNumber: 'geschreven-patroon',
};

/** The editor's drawing article, for every mode without one of its own. */
export const drawingArticle = 'tekenen';

/** The help article's slug for the editor in `mode` with its bottom panel as `panel` (none while loading). */
export function editorHelpSlug(
  mode: ChartMode,
  panel: Pick<BottomPanel, 'visible' | 'mode'> | undefined,
): string {
  const ofMode = modeArticles[mode];
  if (ofMode !== undefined) return ofMode;
  if (panel?.visible) return panelArticles[panel.mode];
  return drawingArticle;
}
