import { createContext, useContext } from 'react';
import type { ChartSnapshot, PdfProduct } from '@steekwerk/formats';
import type { GridSize } from '@steekwerk/model';

/** What the download screen gets from the open editor beneath it. */
export interface ExportSource {
  /**
   * The chart as it is now (unsaved changes included), its cells copied from the editor's document (never encoded);
   * undefined while the chart is still opening. The screen makes it once (the editor beneath is inert).
   */
  readonly snapshot: (() => Promise<ChartSnapshot>) | undefined;
  /** The owner may always export; anyone else only when the server says the chart allows it (allowExport). */
  readonly mayExport: boolean;
  readonly userId: string;
  readonly chartId: string;
  /**
   * The viewer's saved tracker progress on the chart. Absent for an anonymous viewer or a chart not saved yet
   * (see viewerProgress.ts).
   */
  readonly progress?: () => Promise<SavedProgress>;
  /** The catalogue products of the palette (for the PDF key's numbers and names), by their ids. */
  readonly products?: (productIds: readonly string[]) => Promise<Readonly<Record<string, PdfProduct>>>;
}

/** The viewer's saved done cells (`"1:" + base64`, `''` when none) on a grid of their size, and how many. */
export interface SavedProgress extends GridSize {
  readonly done: string;
  readonly doneCount: number;
}

export const ExportSourceContext = createContext<ExportSource | undefined>(undefined);

export function useExportSource(): ExportSource | undefined {
  return useContext(ExportSourceContext);
}
