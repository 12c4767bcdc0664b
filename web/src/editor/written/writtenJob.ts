/**
 * What the bottom panel's written instructions are made of: the open chart's cells, palette, work directions,
 * title, craft and type, written with the chart's own written-pattern settings (`settings.written`, issue 27), or
 * the defaults of its craft and directions while it has none — as the PDF and the convert command write it.
 */
import { cellsPerStitchOf, writtenFreeformOf, writtenSettingsOf } from '@steekwerk/formats/written';
import {
  namesWrongSideStitches,
  rulerLineNumbers,
  workDirectionsOf,
  type WrittenSettings,
} from '@steekwerk/model';
import type { ChartDocument } from '../document/ChartDocument';
import type { WrittenChartData, WrittenJob } from '../../engine/writtenProtocol';

/** Charts of more cells than this are written in the worker; smaller ones on the page (a few milliseconds). */
export const WORKER_CELL_COUNT = 250_000;

/** The chart part of the job; the cells are the document's own (not copied). */
function writtenChartDataOf(document: ChartDocument): WrittenChartData {
  const { settings, gridSettings, palette } = document.meta;
  const layout = settings.type === 'c2c' ? 'c2c' : 'rows';
  const directions = workDirectionsOf(settings.type, gridSettings);
  // The rows' labels say their number on the ruler, as the tracker's label and the PDF do (one numbering).
  const lineNumbers =
    layout === 'rows' ? rulerLineNumbers(settings.craft, gridSettings, directions) : undefined;
  return {
    title: settings.title,
    craft: settings.craft,
    layout,
    columnCount: document.columnCount,
    rowCount: document.rowCount,
    cells: document.cells,
    styles: palette.styles,
    // The tracker's directions (`workDirectionsOf`): the text's line k is the tracker's line k.
    directions,
    cellsPerStitch: cellsPerStitchOf(settings.type),
    // Wrong-side rows of lace, cable and brioche charts name the stitch worked there, as `writtenChartOf` says.
    ...(namesWrongSideStitches(settings.craft, settings.type) ? { wrongSideStitches: true } : {}),
    ...(lineNumbers ? { lineNumbers } : {}),
    // A freeform chart is written as rounds from its symbols and round guides (docs/decisions/freeform.md).
    ...(document.isFreeform
      ? { freeform: writtenFreeformOf({ freeform: document.meta.freeform, layers: document.meta.layers }) }
      : {}),
  };
}

/** The written-pattern settings the chart is written with (its own, or the defaults of its craft and directions). */
export function writtenSettingsOfDocument(document: ChartDocument): WrittenSettings {
  const { settings, gridSettings } = document.meta;
  return writtenSettingsOf(
    { craft: settings.craft, directions: workDirectionsOf(settings.type, gridSettings) },
    settings.written,
  );
}

/**
 * The generator's job for a document, with a viewer's own choices on top (`viewerWrittenChoices`). The cells are the document's own (not copied): run it at once, or let the
 * worker client copy them.
 */
export function writtenJobOf(
  document: ChartDocument,
  viewerChoices: Partial<WrittenSettings> = {},
): WrittenJob {
  return {
    chart: writtenChartDataOf(document),
    settings: { ...writtenSettingsOfDocument(document), ...viewerChoices },
  };
}
