/**
 * What the "Toerengids" panel does to the editor (issue 29): add a guide on the selected layer, change its numbers,
 * remove it, and spread N stitches of the selected style evenly around one round — each one undo step.
 */
import type { RoundGuide } from '@steekwerk/model';
import type { Editor } from '../Editor';
import { editFreeformSymbols } from '../document/commands/freeformCommands';
import { guideOfSelectedLayer, newRoundGuide, setRoundGuides } from '../document/commands/roundGuideCommands';
import { placedSymbol } from '../tools/placeFreeform/placedSymbol';
import { evenlyPlaced } from '../tools/placeFreeform/guidePlacement';

function guidesOf(editor: Editor): readonly RoundGuide[] {
  return editor.document.meta.freeform.roundGuides ?? [];
}

/** Adds a guide with the defaults on the selected layer, centred on the chart. */
export function addGuide(editor: Editor): boolean {
  return (
    editor.dispatch(setRoundGuides, { guides: [...guidesOf(editor), newRoundGuide(editor.document)] }) ===
    'done'
  );
}

/** Changes the numbers of a guide; false (nothing changed) when they are not valid. */
export function changeGuide(editor: Editor, guideId: number, change: Partial<RoundGuide>): boolean {
  const guides = guidesOf(editor).map((guide) =>
    guide.guideId === guideId ? { ...guide, ...change } : guide,
  );
  return editor.dispatch(setRoundGuides, { guides }) === 'done';
}

/** Removes a guide (its stitches stay). */
export function removeGuide(editor: Editor, guideId: number): boolean {
  return (
    editor.dispatch(setRoundGuides, {
      guides: guidesOf(editor).filter((guide) => guide.guideId !== guideId),
    }) === 'done'
  );
}

/** Places `count` stitches of the selected style evenly around `round` of the selected layer's guide. */
export function spreadEvenly(editor: Editor, round: number, count: number): boolean {
  const { document } = editor;
  const guide = guideOfSelectedLayer(document);
  const styleId = editor.drawStyleId;
  if (!guide || !document.palette.styles.some((style) => style.styleId === styleId && style.symbolId))
    return false;
  const template = placedSymbol({
    x: guide.centerX,
    y: guide.centerY,
    styleId,
    symbolCells: editor.symbolCells(styleId),
    layerId: guide.layerId,
    chartSize: { width: Number.POSITIVE_INFINITY, height: Number.POSITIVE_INFINITY },
  });
  if (!template) return false;
  const symbols = evenlyPlaced(guide, round, count, template);
  if (symbols.length === 0) return false;
  return (
    editor.dispatch(editFreeformSymbols, {
      added: symbols.map((symbol) => ({ id: document.newFreeformId(), symbol })),
    }) === 'done'
  );
}
