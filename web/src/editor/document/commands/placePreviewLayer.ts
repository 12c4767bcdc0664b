/**
 * Applying a preview layer as one undoable command: the chart grows at the right and the bottom when the layer
 * reaches past it (its `sizeAfter` lets the tier gate check the limit first), then the layer's cells are written and
 * its lines, part stitches, knots and beads added where it lies. A transparent layer's part stitch replaces the
 * chart's own in the same corner of the same cell; an opaque layer first takes away every item of the chart within
 * its rectangle (`areaItems.ts`). A layer that does not fit (`layerFits`: it would grow the chart by more than its
 * own size) is refused.
 */
import { setCells } from './cellPatch';
import { defineCommand, invoke, sequence, type Invocation } from './command';
import { insertLines } from './gridSize';
import { patchItems } from './itemCommands';
import type { ChartDocument } from '../ChartDocument';
import {
  appendPatch,
  gridItemKinds,
  type GridItemKind,
  type GridItemTypes,
  type ItemPatch,
} from '../gridItems';
import { shiftedItem } from '../areaItems';
import { removeItemsWithin } from './areaCommands';
import { appliedValues, growthFor, layerFits, type PreviewLayer } from '../previewLayer';
import type { PartStitch } from '@steekwerk/model';

export interface PlaceLayerArgs {
  readonly layer: PreviewLayer;
}

/** Writes the cells once the chart is large enough (so it reads the grown chart's cells). */
const writeLayer = defineCommand<PlaceLayerArgs>('writePreviewLayer', (document, { layer }) =>
  setCells.perform(document, {
    kind: 'rect',
    rect: layerRect(layer),
    values: appliedValues(document.editCells, document.columnCount, layer),
  }),
);

function layerRect(layer: PreviewLayer) {
  return { x: layer.x, y: layer.y, width: layer.columnCount, height: layer.rowCount };
}

const partKey = (part: PartStitch) => `${part.x},${part.y},${part.left},${part.top}`;

/** The patch adding a layer's items of one kind to the chart (part stitches replacing those in their corner). */
function layerItemsPatch<Kind extends GridItemKind>(
  document: ChartDocument,
  kind: Kind,
  layer: PreviewLayer,
): ItemPatch<GridItemTypes[Kind]> | undefined {
  const own = layer.items?.[kind] as readonly GridItemTypes[Kind][] | undefined;
  if (!own || own.length === 0) return undefined;
  const items = own.map((item) => shiftedItem(kind, item, layer.x, layer.y));
  const list = document.items[kind] as readonly GridItemTypes[Kind][];
  if (kind !== 'halfStitches' && kind !== 'quarterStitches') return appendPatch(list.length, items);
  const covered = new Set(items.map((item) => partKey(item as PartStitch)));
  const remove: number[] = [];
  list.forEach((item, index) => {
    if (covered.has(partKey(item as PartStitch))) remove.push(index);
  });
  return { remove, add: appendPatch(list.length - remove.length, items).add };
}

/** Adds the layer's items once the chart is large enough. */
const addLayerItems = defineCommand<PlaceLayerArgs>('addPreviewLayerItems', (document, { layer }) => {
  const steps: Invocation[] = [];
  for (const kind of gridItemKinds) {
    const patch = layerItemsPatch(document, kind, layer);
    if (patch) steps.push(invoke(patchItems, { kind, patch }));
  }
  return steps.length > 0 ? sequence('addPreviewLayerItems', steps).run(document) : false;
});

/** Places a preview layer on the chart, growing the chart as needed; undo takes both back. */
export const placePreviewLayer = defineCommand<PlaceLayerArgs>(
  'placePreviewLayer',
  (document: ChartDocument, { layer }) => {
    if (!layerFits(layer, document)) return false;
    const growth = growthFor(layer, document);
    const steps: Invocation[] = [];
    if (growth.columns > 0)
      steps.push(invoke(insertLines, { axis: 'columns', index: -1, count: growth.columns }));
    if (growth.rows > 0) steps.push(invoke(insertLines, { axis: 'rows', index: -1, count: growth.rows }));
    steps.push(invoke(writeLayer, { layer }));
    // An opaque layer replaces the items within its rectangle: they go before its own come.
    if (layer.opaque) steps.push(invoke(removeItemsWithin, { rect: layerRect(layer) }));
    steps.push(invoke(addLayerItems, { layer }));
    return sequence('placePreviewLayer', steps).run(document);
  },
  (document, { layer }) => {
    if (!layerFits(layer, document)) return undefined;
    const growth = growthFor(layer, document);
    return { columnCount: document.columnCount + growth.columns, rowCount: document.rowCount + growth.rows };
  },
);
