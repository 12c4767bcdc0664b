/**
 * Applying a preview layer as one undoable command: the chart grows at the right and the bottom when the layer
 * reaches past it (its `sizeAfter` lets the tier gate check the limit first), then the layer's cells are written.
 */
import { setCells } from '../../document/commands/cellPatch';
import { defineCommand, invoke, sequence, type Invocation } from '../../document/commands/command';
import { insertLines } from '../../document/commands/gridSize';
import type { ChartDocument } from '../../document/ChartDocument';
import { appliedValues, growthFor, type PreviewLayer } from './previewLayer';

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

/** Places a preview layer on the chart, growing the chart as needed; undo takes both back. */
export const placePreviewLayer = defineCommand<PlaceLayerArgs>(
  'placePreviewLayer',
  (document: ChartDocument, { layer }) => {
    const growth = growthFor(layer, document);
    const steps: Invocation[] = [];
    if (growth.columns > 0)
      steps.push(invoke(insertLines, { axis: 'columns', index: -1, count: growth.columns }));
    if (growth.rows > 0) steps.push(invoke(insertLines, { axis: 'rows', index: -1, count: growth.rows }));
    steps.push(invoke(writeLayer, { layer }));
    return sequence('placePreviewLayer', steps).run(document);
  },
  (document, { layer }) => {
    const growth = growthFor(layer, document);
    return { columnCount: document.columnCount + growth.columns, rowCount: document.rowCount + growth.rows };
  },
);
