/**
 * What the "Toerengids" panel and the guide's drawing do to the editor (issue 29): add a guide on the selected layer,
 * pick the guide to work on, change its numbers, move its centre, remove it, and spread N stitches of the selected
 * style evenly around one round — each change one undo step (picking a guide is none, but selects its layer).
 */
import type { RoundGuide } from '@steekwerk/model';
import type { Editor } from '../Editor';
import { editFreeformSymbols } from '../document/commands/freeformCommands';
import { newRoundGuide, setRoundGuides } from '../document/commands/roundGuideCommands';
import { chooseGuide, chosenGuideOf, roundGuidesOf } from '../document/freeform/chosenGuide';
import { placedSymbol } from '../tools/placeFreeform/placedSymbol';
import { evenlyPlaced } from '../tools/placeFreeform/guidePlacement';

/** Adds a guide with the defaults on the selected layer, centred on the chart, and picks it. */
export function addGuide(editor: Editor): boolean {
  const guide = newRoundGuide(editor.document);
  const done =
    editor.dispatch(setRoundGuides, { guides: [...roundGuidesOf(editor.document), guide] }) === 'done';
  if (done) chooseGuide(editor.document, guide.guideId);
  return done;
}

/**
 * Picks the guide the panel works on; when it lies on another layer, that layer is selected too (as the layers
 * panel does), so clicks near its rounds snap to it.
 */
export function pickGuide(editor: Editor, guideId: number): boolean {
  const { document } = editor;
  const guide = roundGuidesOf(document).find((each) => each.guideId === guideId);
  if (!guide) return false;
  chooseGuide(document, guideId);
  if (guide.layerId !== document.selectedLayerId) editor.perform('selectLayer', { layerId: guide.layerId });
  return true;
}

/** Changes the numbers of a guide; false (nothing changed) when they are not valid. */
export function changeGuide(editor: Editor, guideId: number, change: Partial<RoundGuide>): boolean {
  const guides = roundGuidesOf(editor.document).map((guide) =>
    guide.guideId === guideId ? { ...guide, ...change } : guide,
  );
  return editor.dispatch(setRoundGuides, { guides }) === 'done';
}

/**
 * Moves a guide's centre to (x, y), one undo step. The stitches stay where they are (the guide is laid over the
 * work, not the work on the guide). Refused for a point that is no number or lies outside the chart.
 */
export function moveGuideCentre(editor: Editor, guideId: number, x: number, y: number): boolean {
  const { size } = editor.document.meta.freeform;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
  if (x < 0 || y < 0 || x > size.width || y > size.height) return false;
  return changeGuide(editor, guideId, { centerX: x, centerY: y });
}

/** Removes a guide (its stitches stay). */
export function removeGuide(editor: Editor, guideId: number): boolean {
  return (
    editor.dispatch(setRoundGuides, {
      guides: roundGuidesOf(editor.document).filter((guide) => guide.guideId !== guideId),
    }) === 'done'
  );
}

/** Places `count` stitches of the selected style evenly around `round` of the chosen guide (within the chart). */
export function spreadEvenly(editor: Editor, round: number, count: number): boolean {
  const { document } = editor;
  const guide = chosenGuideOf(document);
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
  const symbols = evenlyPlaced(guide, round, count, template, document.meta.freeform.size);
  if (symbols.length === 0) return false;
  return (
    editor.dispatch(editFreeformSymbols, {
      added: symbols.map((symbol) => ({ id: document.newFreeformId(), symbol })),
    }) === 'done'
  );
}
