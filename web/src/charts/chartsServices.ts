/**
 * The charts list's services for one set of app services: the calls, the selection (it outlives the list on
 * screen) and the folders. Made on first use per {@link AppServices}, so every test's app gets its own.
 */
import { useAppServices, type AppServices } from '../services/appServices';
import { createChartListApi, type ChartListApi } from './chartListApi';
import { createFolderStore, type FolderStore } from './folderStore';
import { createSelectionStore, type SelectionStore } from './selectionStore';

export interface ChartsServices {
  readonly api: ChartListApi;
  readonly selection: SelectionStore;
  readonly folders: FolderStore;
}

const byAppServices = new WeakMap<AppServices, ChartsServices>();

/** The charts services of `services`, made on first use. */
export function chartsServicesOf(services: AppServices): ChartsServices {
  let charts = byAppServices.get(services);
  if (!charts) {
    const api = createChartListApi(services.ajax);
    charts = { api, selection: createSelectionStore(), folders: createFolderStore(api) };
    byAppServices.set(services, charts);
  }
  return charts;
}

/** The charts services of the surrounding app. */
export function useChartsServices(): ChartsServices {
  return chartsServicesOf(useAppServices());
}
