/**
 * What the bottom panel's written instructions are made of: the open chart's cells, palette, grid directions,
 * title, craft and type, with the choices the user made in the panel (repeats, their form, title, legend). The
 * rest of the written-pattern settings are the spec's defaults for the chart.
 */
import { cellsPerStitchOf, defaultWrittenSettingsOf } from '@steekwerk/formats/written';
import { workDirectionsOf } from '@steekwerk/model';
import type { ChartDocument } from '../document/ChartDocument';
import type { WrittenChartData, WrittenJob } from '../../engine/writtenProtocol';

/** The settings the panel offers. */
export interface WrittenChoices {
  readonly detectRepeats: boolean;
  readonly repeatStyle: 'brackets' | 'stars';
  readonly title: boolean;
  readonly legend: boolean;
}

/** The spec's defaults: repeats off, written in brackets when on, the title shown, no legend. */
export const defaultWrittenChoices: WrittenChoices = {
  detectRepeats: false,
  repeatStyle: 'brackets',
  title: true,
  legend: false,
};

/** Charts of more cells than this are written in the worker; smaller ones on the page (a few milliseconds). */
export const WORKER_CELL_COUNT = 250_000;

/**
 * The generator's job for a document. The cells are the document's own (not copied): run it at once, or let the
 * worker client copy them.
 */
export function writtenJobOf(document: ChartDocument, choices: WrittenChoices): WrittenJob {
  const { settings, gridSettings, palette } = document.meta;
  const craft = settings.craft;
  const chart: WrittenChartData = {
    title: settings.title,
    craft,
    layout: settings.type === 'c2c' ? 'c2c' : 'rows',
    columnCount: document.columnCount,
    rowCount: document.rowCount,
    cells: document.cells,
    styles: palette.styles,
    // The tracker's directions (`workDirectionsOf`): the text's line k is the tracker's line k.
    directions: workDirectionsOf(settings.type, gridSettings),
    cellsPerStitch: cellsPerStitchOf(settings.type),
  };
  return { chart, settings: { ...defaultWrittenSettingsOf(chart), ...choices } };
}
