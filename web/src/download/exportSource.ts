import { createContext, useContext } from 'react';
import type { ChartState } from '@steekwerk/model';

/** What the download screen gets from the open editor beneath it. */
export interface ExportSource {
  /** The chart as it is now (unsaved changes included); undefined while the chart is still opening. */
  readonly snapshot: (() => Promise<ChartState>) | undefined;
  /** The owner may always export; anyone else only when the server says the chart allows it (allowExport). */
  readonly mayExport: boolean;
  readonly userId: string;
  readonly chartId: string;
}

export const ExportSourceContext = createContext<ExportSource | undefined>(undefined);

export function useExportSource(): ExportSource | undefined {
  return useContext(ExportSourceContext);
}
