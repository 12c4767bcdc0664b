/**
 * The written-instruction choices per chart, kept in memory while the app is open (not saved with the chart yet):
 * closing the panel or opening another chart and coming back keeps them; a reload starts from the defaults.
 */
import { create } from 'zustand';
import { defaultWrittenChoices, type WrittenChoices } from './writtenJob';

interface WrittenChoicesState {
  readonly byChart: Readonly<Record<string, WrittenChoices>>;
  choose(chartId: string, change: Partial<WrittenChoices>): void;
}

export const useWrittenChoicesStore = create<WrittenChoicesState>()((set) => ({
  byChart: {},
  choose: (chartId, change) =>
    set((state) => ({
      byChart: {
        ...state.byChart,
        [chartId]: { ...(state.byChart[chartId] ?? defaultWrittenChoices), ...change },
      },
    })),
}));

/** The choices of a chart: its own, or the defaults. */
export function useWrittenChoices(chartId: string): WrittenChoices {
  return useWrittenChoicesStore((state) => state.byChart[chartId] ?? defaultWrittenChoices);
}
