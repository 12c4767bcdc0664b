/**
 * The round guides of a freeform chart (issue 29, docs/decisions/freeform.md "Round guides"): one command replaces
 * the chart's list of guides as one undo step whose inverse restores exactly the list there was. An empty list
 * leaves the field out, so a chart without guides is saved as it was before guides existed.
 */
import { freeformGuideLimits, roundGuideSchema, type RoundGuide } from '@steekwerk/model';
import type { ChartDocument } from '../ChartDocument';
import { defineCommand, invoke, type Command } from './command';

export interface RoundGuidesChange {
  readonly guides: readonly RoundGuide[];
}

function sameGuides(a: readonly RoundGuide[], b: readonly RoundGuide[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The guides checked: schema, finite numbers, unique ids, layers of the chart; undefined when any is not. */
function checkedGuides(document: ChartDocument, guides: readonly RoundGuide[]): RoundGuide[] | undefined {
  if (!Array.isArray(guides) || guides.length > freeformGuideLimits.guides) return undefined;
  const ids = new Set<number>();
  const checked: RoundGuide[] = [];
  for (const guide of guides) {
    const parsed = roundGuideSchema.safeParse(guide);
    if (!parsed.success || ids.has(parsed.data.guideId)) return undefined;
    if (document.layerIndexOf(parsed.data.layerId) < 0) return undefined;
    ids.add(parsed.data.guideId);
    checked.push(parsed.data);
  }
  return checked;
}

/**
 * Replaces the round guides of a freeform chart. Refused (false) in a grid chart, for a guide that is not valid
 * (schema, limits), a repeated guide id, a layer the chart lacks, or a list equal to the one there is.
 */
export const setRoundGuides: Command<RoundGuidesChange> = defineCommand<RoundGuidesChange>(
  'setRoundGuides',
  (document, change) => {
    if (!document.isFreeform) return false;
    const guides = checkedGuides(document, change.guides);
    if (!guides) return false;
    const { roundGuides: current, ...rest } = document.meta.freeform;
    const before = current ?? [];
    if (sameGuides(before, guides)) return false;
    const next = guides.length > 0 ? { ...rest, roundGuides: guides } : rest;
    document.replaceFreeform(next, document.freeformSymbolIds, {
      added: [],
      removed: [],
      changed: [],
      settings: true,
    });
    return { inverse: invoke(setRoundGuides, { guides: before }) };
  },
);

/** The defaults of a new guide (issue 29 brief): round 1 at 20 units, rounds 20 apart, 3 rounds, 6 wedges. */
export const newGuideDefaults = {
  radius: 20,
  spacing: 20,
  rounds: 3,
  wedges: 6,
  startAngle: 0,
  symmetry: true,
} as const;

/** A new guide on the selected layer, centred on the chart, with the next free guide id. */
export function newRoundGuide(document: ChartDocument): RoundGuide {
  const { size, roundGuides = [] } = document.meta.freeform;
  const guideId = roundGuides.reduce((highest, guide) => Math.max(highest, guide.guideId), 0) + 1;
  return {
    guideId,
    layerId: document.selectedLayerId,
    centerX: size.width / 2,
    centerY: size.height / 2,
    ...newGuideDefaults,
  };
}

/** The guide of the selected layer (the first, when there are several), if any. */
export function guideOfSelectedLayer(document: ChartDocument): RoundGuide | undefined {
  if (!document.isFreeform) return undefined;
  return document.meta.freeform.roundGuides?.find((guide) => guide.layerId === document.selectedLayerId);
}
