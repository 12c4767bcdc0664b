/**
 * A viewer's own written-pattern choices (issue 27): someone who may not edit the chart (a shared or public chart,
 * a phone) can still change how the text is written for themselves — kept per chart id in memory while the app is
 * open, never saved with the chart. An editor's choices are commands on the chart instead.
 */
import type { WrittenSettings } from '@steekwerk/model';
import { create } from 'zustand';

interface ViewerWrittenChoicesState {
  readonly byChart: Readonly<Record<string, Partial<WrittenSettings>>>;
  choose(chartId: string, change: Partial<WrittenSettings>): void;
  forget(chartId: string): void;
}

export const useViewerWrittenChoices = create<ViewerWrittenChoicesState>()((set) => ({
  byChart: {},
  choose: (chartId, change) =>
    set((state) => ({ byChart: { ...state.byChart, [chartId]: { ...state.byChart[chartId], ...change } } })),
  forget: (chartId) =>
    set((state) => {
      const { [chartId]: _forgotten, ...rest } = state.byChart;
      return { byChart: rest };
    }),
}));

const none: Partial<WrittenSettings> = Object.freeze({});

/** The viewer's choices for a chart; none when they may edit it (theirs are on the chart). */
export function useViewerChoices(chartId: string, canEdit: boolean): Partial<WrittenSettings> {
  const choices = useViewerWrittenChoices((state) => state.byChart[chartId]);
  return canEdit ? none : (choices ?? none);
}
