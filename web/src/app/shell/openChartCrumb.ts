/**
 * What the breadcrumbs know about the chart in the address (`/nl/c/{chartId}` and its sub-screens): its title and
 * whether it is the user's own. The editor and the chart sub-screens tell it once they have loaded the chart; the
 * routes' chrome reads it, so the crumb shows the chart's title instead of the word "Chart", and "Mijn charts"
 * only leads to it when the chart is (or will be) in the user's list.
 */
import { create } from 'zustand';

export interface OpenChartCrumb {
  readonly chartId: string;
  /** The title as the editor shows it ("Naamloos" when empty, "Nieuwe chart" for a new chart). */
  readonly title: string;
  /** The user owns the chart, or it is a new chart of theirs. */
  readonly own: boolean;
  /** The help article for what the maker is doing in the editor now (its slug); the drawing article if unset. */
  readonly helpSlug?: string;
}

interface OpenChartCrumbState {
  readonly crumb: OpenChartCrumb | undefined;
  tell(crumb: OpenChartCrumb): void;
}

export const useOpenChartCrumb = create<OpenChartCrumbState>()((set, get) => ({
  crumb: undefined,
  tell: (crumb) => {
    const known = get().crumb;
    if (
      known?.chartId === crumb.chartId &&
      known.title === crumb.title &&
      known.own === crumb.own &&
      known.helpSlug === crumb.helpSlug
    )
      return;
    set({ crumb });
  },
}));

/** What is known about the chart `chartId`, if anything. */
export function knownChart(crumb: OpenChartCrumb | undefined, chartId: string): OpenChartCrumb | undefined {
  return crumb?.chartId === chartId ? crumb : undefined;
}
