/**
 * Which round guide of a freeform chart the "Toerengids" panel works on (issue 29, several guides: "Motief 1",
 * "Motief 2"). Per open chart and never saved, like the symbols' per-session ids: the guide the user picked while it
 * exists, else the first guide of the selected layer, else the first guide. The place tool snaps to the selected
 * layer's guides, the chosen one first (`guideForPlacement`).
 */
import { roundOf, type FreeformPoint, type RoundGuide } from '@steekwerk/model';
import type { ChartDocument } from '../ChartDocument';

interface GuideChoice {
  guideId: number | undefined;
  readonly listeners: Set<() => void>;
}

const choices = new WeakMap<ChartDocument, GuideChoice>();

function choiceOf(document: ChartDocument): GuideChoice {
  let choice = choices.get(document);
  if (!choice) {
    choice = { guideId: undefined, listeners: new Set() };
    choices.set(document, choice);
  }
  return choice;
}

/** The chart's round guides in their order (none in a grid chart). */
export function roundGuidesOf(document: ChartDocument): readonly RoundGuide[] {
  return document.isFreeform ? (document.meta.freeform.roundGuides ?? []) : [];
}

/** The guide the panel works on: the one picked while it exists, else the selected layer's first, else the first. */
export function chosenGuideOf(document: ChartDocument): RoundGuide | undefined {
  const guides = roundGuidesOf(document);
  const picked = choices.get(document)?.guideId;
  return (
    guides.find((guide) => guide.guideId === picked) ??
    guides.find((guide) => guide.layerId === document.selectedLayerId) ??
    guides[0]
  );
}

/** Picks the guide the panel works on (an id the chart lacks falls back as {@link chosenGuideOf} says). */
export function chooseGuide(document: ChartDocument, guideId: number): void {
  const choice = choiceOf(document);
  if (choice.guideId === guideId) return;
  choice.guideId = guideId;
  for (const listener of [...choice.listeners]) listener();
}

/** Calls `listener` whenever another guide is picked; returns the unsubscribe. */
export function onGuideChoice(document: ChartDocument, listener: () => void): () => void {
  const { listeners } = choiceOf(document);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The guide a stitch placed at `point` snaps to: of the selected layer's guides the chosen one when the point lies
 * on one of its rounds, else the first whose rounds it lies on; undefined when it lies on none (it places freely).
 */
export function guideForPlacement(document: ChartDocument, point: FreeformPoint): RoundGuide | undefined {
  const onLayer = roundGuidesOf(document).filter((guide) => guide.layerId === document.selectedLayerId);
  const chosen = chosenGuideOf(document);
  const ordered = chosen && onLayer.includes(chosen) ? [chosen, ...onLayer] : onLayer;
  return ordered.find((guide) => roundOf(guide, point) !== undefined);
}
