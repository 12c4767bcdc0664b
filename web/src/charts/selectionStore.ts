/**
 * Select mode of the charts list (spec §2, §4): "Selecteren" starts it with the chart the menu was opened on,
 * clicks toggle charts, locked charts cannot be selected, and it ends — the selection emptied — with Escape or
 * whenever the location changes to anything other than a chart-properties page. It outlives the list on screen
 * (the properties page of the selection reads it), so it belongs to the app's services.
 */
import { createStore, type StoreApi } from 'zustand';
import { isChartPropertiesPath } from './listRules';

export interface SelectionState {
  readonly active: boolean;
  /** Selected chart ids, in the order they were selected. */
  readonly chartIds: readonly string[];
  /** The location (history entry key) select mode started on. */
  readonly locationKey: string | undefined;

  start(chartId: string, locationKey: string): void;
  toggle(chartId: string): void;
  /** "Alles deselecteren": empties the selection, select mode stays. */
  deselectAll(): void;
  /** Leaves select mode and empties the selection. */
  leave(): void;
  /** Applies the location rule: any other location than the start or a chart-properties page leaves. */
  locationChanged(locationKey: string, pathname: string): void;
}

export type SelectionStore = StoreApi<SelectionState>;

export function createSelectionStore(): SelectionStore {
  return createStore<SelectionState>()((set, get) => ({
    active: false,
    chartIds: [],
    locationKey: undefined,

    start(chartId, locationKey) {
      set({ active: true, chartIds: [chartId], locationKey });
    },

    toggle(chartId) {
      const { active, chartIds } = get();
      if (!active) return;
      set({
        chartIds: chartIds.includes(chartId)
          ? chartIds.filter((id) => id !== chartId)
          : [...chartIds, chartId],
      });
    },

    deselectAll() {
      set({ chartIds: [] });
    },

    leave() {
      if (get().active || get().chartIds.length > 0)
        set({ active: false, chartIds: [], locationKey: undefined });
    },

    locationChanged(locationKey, pathname) {
      const { active, locationKey: started } = get();
      if (!active || isChartPropertiesPath(pathname) || locationKey === started) return;
      get().leave();
    },
  }));
}
