/**
 * What the bottom panel's written instructions are made of: the open chart's snapshot (`jobSnapshotOf`, as the
 * download screen makes one: its metadata and cells; the worker or the page derives the generator's input from it
 * with `writtenChartOf`, grid and freeform charts alike), written with the chart's own written-pattern settings
 * (`settings.written`, issue 27), or the defaults of its craft and directions while it has none — as the PDF and the
 * convert command write it.
 */
import { writtenSettingsOf } from '@steekwerk/formats/written';
import { workDirectionsOf, type WrittenSettings } from '@steekwerk/model';
import type { WrittenJob } from '../../engine/writtenProtocol';
import type { ChartDocument } from '../document/ChartDocument';
import { jobSnapshotOf } from '../openChart';

/** Charts of more cells than this are written in the worker; smaller ones on the page (a few milliseconds). */
export const WORKER_CELL_COUNT = 250_000;

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
    snapshot: jobSnapshotOf(document),
    settings: { ...writtenSettingsOfDocument(document), ...viewerChoices },
  };
}
