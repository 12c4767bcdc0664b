/**
 * Half and quarter stitches as the editor places them. A half stitch is the triangle of cell (x, y) at the corner
 * `left`/`top`, cut along a diagonal; a quarter stitch is the quarter cell at that corner (spec §3, the meaning
 * `formats/src/oxs/oxsPartStitches.ts` maps to OXS). A cell holds at most one half stitch per corner triangle and
 * one quarter stitch per corner: placing one where another is replaces it. Nothing here changes the document; the
 * functions return patches for `patchItems`.
 */
import type { PartStitch } from '@steekwerk/model';
import type { GridItemKind, ItemPatch } from './gridItems';

/** The two item lists of part stitches. */
export type PartStitchKind = Extract<GridItemKind, 'halfStitches' | 'quarterStitches'>;

/** A corner of a cell. */
export interface CellCornerFlags {
  readonly left: boolean;
  readonly top: boolean;
}

/** Where one part stitch goes: a cell and a corner. */
export type PartStitchPlace = Pick<PartStitch, 'x' | 'y' | 'left' | 'top'>;

/**
 * The corner nearest a point of a cell (`within`: 0 … 1 from its top-left; values outside are clamped): the
 * quarter the point lies in, which is also the half-stitch triangle holding it that belongs to that corner. The
 * centre line goes to the right and bottom. Undefined when a coordinate is not a number.
 */
export function cornerNearest(within: {
  readonly x: number;
  readonly y: number;
}): CellCornerFlags | undefined {
  if (Number.isNaN(within.x) || Number.isNaN(within.y)) return undefined;
  return { left: within.x < 0.5, top: within.y < 0.5 };
}

/** A place as a map key (cell and corner). */
export function placeKey(place: PartStitchPlace): string {
  return `${place.x},${place.y},${place.left ? 'l' : 'r'}${place.top ? 't' : 'b'}`;
}

/** The part stitches at some places, by {@link placeKey} (one scan of the list). */
export function partStitchesAt(
  list: readonly PartStitch[],
  keys: ReadonlySet<string>,
): Map<string, { readonly index: number; readonly stitch: PartStitch }[]> {
  const found = new Map<string, { index: number; stitch: PartStitch }[]>();
  if (keys.size === 0) return found;
  list.forEach((stitch, index) => {
    const key = placeKey(stitch);
    if (!keys.has(key)) return;
    const entries = found.get(key);
    if (entries) entries.push({ index, stitch });
    else found.set(key, [{ index, stitch }]);
  });
  return found;
}

/**
 * The patch that leaves exactly these stitches at their places: what stood there before is removed (every one, so
 * a list that broke the one-per-place rule is mended), the new stitches are appended. A place given with style 0
 * is only cleared. Undefined when nothing would change.
 */
export function setPartStitchesPatch(
  list: readonly PartStitch[],
  stitches: Iterable<PartStitch>,
): ItemPatch<PartStitch> | undefined {
  const wanted = new Map<string, PartStitch>();
  for (const stitch of stitches) wanted.set(placeKey(stitch), stitch);
  const existing = partStitchesAt(list, new Set(wanted.keys()));
  const remove: number[] = [];
  const additions: PartStitch[] = [];
  for (const [key, stitch] of wanted) {
    const there = existing.get(key) ?? [];
    const unchanged =
      stitch.styleId === 0
        ? there.length === 0
        : there.length === 1 && there[0]!.stitch.styleId === stitch.styleId;
    if (unchanged) continue;
    for (const entry of there) remove.push(entry.index);
    if (stitch.styleId !== 0) additions.push(stitch);
  }
  if (remove.length === 0 && additions.length === 0) return undefined;
  remove.sort((a, b) => a - b);
  const start = list.length - remove.length;
  return { remove, add: additions.map((item, offset) => ({ index: start + offset, item })) };
}
