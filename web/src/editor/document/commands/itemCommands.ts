/**
 * Commands on the chart's custom lines, part stitches, knots and beads: a patch of one item list (the tools' lines,
 * stitches and ornaments, the clipboard's paste), and putting another style into every item of a style, or taking
 * those items away. Each returns its exact inverse.
 */
import type { ChartDocument } from '../ChartDocument';
import {
  gridItemKinds,
  removePatch,
  replacePatch,
  type GridItemKind,
  type GridItemTypes,
  type ItemPatch,
} from '../gridItems';
import {
  defineCommand,
  invoke,
  sequence,
  type Command,
  type CommandResult,
  type Invocation,
} from './command';

export interface PatchItemsArgs<Kind extends GridItemKind = GridItemKind> {
  readonly kind: Kind;
  readonly patch: ItemPatch<GridItemTypes[Kind]>;
}

/** Edits one item list; refused when the patch does not fit the list or changes nothing. */
export const patchItems: Command<PatchItemsArgs> = defineCommand<PatchItemsArgs>(
  'patchItems',
  (document, { kind, patch }): CommandResult | false => {
    const inverse = document.patchItems(kind, patch);
    return inverse ? { inverse: invoke(patchItems, { kind, patch: inverse }) } : false;
  },
);

/** The patch that restyles (or, for style 0, removes) every item of one style in a list. */
function restylePatch<Kind extends GridItemKind>(
  document: ChartDocument,
  kind: Kind,
  fromStyleId: number,
  toStyleId: number,
): ItemPatch<GridItemTypes[Kind]> | undefined {
  const list = document.items[kind] as readonly GridItemTypes[Kind][];
  const positions: number[] = [];
  list.forEach((item, index) => {
    if (item.styleId === fromStyleId) positions.push(index);
  });
  if (positions.length === 0) return undefined;
  if (toStyleId === 0) return removePatch(positions);
  return replacePatch(new Map(positions.map((index) => [index, { ...list[index]!, styleId: toStyleId }])));
}

/**
 * Puts `toStyleId` into every line, part stitch, knot and bead of `fromStyleId`; with `toStyleId` 0 they are
 * taken away (an item always has a style). Refused when no item has the style.
 */
export const replaceStyleInItems = defineCommand<{
  readonly fromStyleId: number;
  readonly toStyleId: number;
}>('replaceStyleInItems', (document, { fromStyleId, toStyleId }) => {
  if (fromStyleId === toStyleId) return false;
  const steps: Invocation[] = [];
  for (const kind of gridItemKinds) {
    const patch = restylePatch(document, kind, fromStyleId, toStyleId);
    if (patch) steps.push(invoke(patchItems, { kind, patch }));
  }
  return steps.length > 0 ? sequence('replaceStyleInItems', steps).run(document) : false;
});
