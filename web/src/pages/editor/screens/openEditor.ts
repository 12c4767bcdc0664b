import { createContext, useContext } from 'react';
import type { Editor } from '../../../editor/Editor';
import type { ChartFacts } from '../useChartFacts';

/** What the editor's sub-screens that act on the open chart (symbol properties, chart properties, zoom) get. */
export interface OpenEditor {
  /** The open chart's editor; undefined while the chart is still opening (or failed to open). */
  readonly editor: Editor | undefined;
  /** Owner, sharing, size and lock of the open chart. */
  readonly facts: ChartFacts;
  /** The chart's own address (`/nl/c/{chartId}`) as the sub-screens link back to it and its other screens. */
  readonly chartPath: string;
}

export const OpenEditorContext = createContext<OpenEditor | undefined>(undefined);

export function useOpenEditor(): OpenEditor | undefined {
  return useContext(OpenEditorContext);
}
