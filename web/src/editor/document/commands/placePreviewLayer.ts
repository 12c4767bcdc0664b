/**
 * Applying a preview layer as one undoable command: the chart grows at the right and the bottom when the layer
 * reaches past it (its `sizeAfter` lets the tier gate check the limit first), then the layer's cells are written and
 * its lines, part stitches, knots and beads added where it lies (a part stitch replaces the chart's own in the same
 * corner of the same cell).
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
import { appliedValues, growthFor, type PreviewLayer } from '../previewLayer';
import type { PartStitch } from '@steekwerk/model';

export interface PlaceLayerArgs {
  readonly layer: PreviewLayer;
}

/** Writes the cells once the chart is large enough (so it reads the grown chart's cells). */
const writeLayer = defineCommand<PlaceLayerArgs>('writePreviewLayer', (document, { layer }) =>
  setCells.perform(document, {
    kind: 'rect',
    rect: { x: layer.x, y: layer.y, width: layer.columnCount, height: layer.rowCount },
    values: appliedValues(document.cells, document.columnCount, layer),
  }),
);

/** An item of the layer moved to where the layer lies on the chart. */
function placed<Kind extends GridItemKind>(
  kind: Kind,
  item: GridItemTypes[Kind],
  layer: PreviewLayer,
): GridItemTypes[Kind] {
  if (kind === 'customLines') {
    const line = item as GridItemTypes['customLines'];
    return {
      ...line,
      x1: line.x1 + layer.x,
      y1: line.y1 + layer.y,
      x2: line.x2 + layer.x,
      y2: line.y2 + layer.y,
    } as GridItemTypes[Kind];
  }
  const point = item as GridItemTypes['halfStitches' | 'ornaments'];
  return { ...point, x: point.x + layer.x, y: point.y + layer.y } as GridItemTypes[Kind];
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
  const items = own.map((item) => placed(kind, item, layer));
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
    const growth = growthFor(layer, document);
    const steps: Invocation[] = [];
    if (growth.columns > 0)
      steps.push(invoke(insertLines, { axis: 'columns', index: -1, count: growth.columns }));
    if (growth.rows > 0) steps.push(invoke(insertLines, { axis: 'rows', index: -1, count: growth.rows }));
    steps.push(invoke(writeLayer, { layer }), invoke(addLayerItems, { layer }));
    return sequence('placePreviewLayer', steps).run(document);
  },
  (document, { layer }) => {
    const growth = growthFor(layer, document);
    return { columnCount: document.columnCount + growth.columns, rowCount: document.rowCount + growth.rows };
  },
);
