/**
 * The stitch reference with descriptions, for the reference screen (`/nl/stitches`). Kept apart from
 * stitchReference.ts, which names stitches everywhere and so must stay light.
 */
import { stitchEntries } from './stitchReference';
import { cableDescription, stitchDescriptions } from './reference/stitchDescriptions';
import type { ReferenceStitch } from './reference/referenceStitch';

/** Every stitch of the reference, knitting first, then crochet, then cross stitch, each with its description. */
export function referenceStitches(): readonly ReferenceStitch[] {
  return stitchEntries.map((entry) => ({
    ...entry,
    description: stitchDescriptions[entry.symbolIds[0]] ?? cableDescription(entry.symbolIds[0]) ?? '',
  }));
}
