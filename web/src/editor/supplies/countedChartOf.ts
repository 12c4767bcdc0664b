import type { CountedChart } from '@steekwerk/formats/supplies';
import type { ChartDocument } from '../document/ChartDocument';

/** What the supplies and the checks read of the open chart: its metadata with the document's current items. */
export function countedChartOf(document: ChartDocument): CountedChart {
  const { settings, palette, gridSettings } = document.meta;
  return { settings, palette, grid: { settings: gridSettings, ...document.items } };
}
