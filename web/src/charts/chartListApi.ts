/**
 * The charts list calls of `@steekwerk/model` (list, folders, properties, sharing, copies, the bin), typed, over
 * the request helper (retries as spec §7).
 */
import {
  ajaxActions,
  chartCloneResponseSchema,
  chartRestoreResponseSchema,
  chartShareResponseSchema,
  chartsBinEmptyResponseSchema,
  chartsDeleteResponseSchema,
  chartsListResponseSchema,
  chartsPropertiesResponseSchema,
  chartsPropertiesSaveResponseSchema,
  folderDeleteResponseSchema,
  folderResponseSchema,
  foldersResponseSchema,
  type ChartCloneRequest,
  type ChartPropertyChanges,
  type ChartShareRequest,
  type ChartsOrder,
} from '@steekwerk/model';
import type { AjaxClient } from '../api/ajaxClient';

/** A page of a list: the folder view or folder, the order, the search text, the cursor and the page size. */
export interface ListPageRequest {
  readonly folder: string;
  readonly order: ChartsOrder;
  readonly q?: string | undefined;
  readonly after?: string | undefined;
  readonly limit?: number | undefined;
}

/** Creates the charts list calls over `client`. */
export function createChartListApi(client: AjaxClient) {
  return {
    list: (query: ListPageRequest, signal?: AbortSignal) =>
      client.request({
        action: ajaxActions.chartsList,
        response: chartsListResponseSchema,
        query: { ...query, q: query.q === '' ? undefined : query.q },
        signal,
      }),

    folders: () => client.request({ action: ajaxActions.folders, response: foldersResponseSchema }),

    createFolder: (title: string) =>
      client.request({ action: ajaxActions.folderCreate, response: folderResponseSchema, body: { title } }),

    renameFolder: (folderId: string, title: string) =>
      client.request({
        action: ajaxActions.folderRename,
        response: folderResponseSchema,
        params: { folderId },
        body: { title },
      }),

    deleteFolder: (folderId: string) =>
      client.request({
        action: ajaxActions.folderDelete,
        response: folderDeleteResponseSchema,
        params: { folderId },
      }),

    properties: (chartIds: readonly string[]) =>
      client.request({
        action: ajaxActions.chartsProperties,
        response: chartsPropertiesResponseSchema,
        query: { ids: chartIds.join(',') },
      }),

    saveProperties: (chartIds: readonly string[], changes: ChartPropertyChanges) =>
      client.request({
        action: ajaxActions.chartsPropertiesSave,
        response: chartsPropertiesSaveResponseSchema,
        body: { chartIds, changes },
      }),

    share: (chartId: string, changes: ChartShareRequest) =>
      client.request({
        action: ajaxActions.chartShare,
        response: chartShareResponseSchema,
        params: { chartId },
        body: changes,
      }),

    clone: (chartId: string, request: ChartCloneRequest) =>
      client.request({
        action: ajaxActions.chartClone,
        response: chartCloneResponseSchema,
        params: { chartId },
        body: request,
      }),

    restore: (chartId: string) =>
      client.request({
        action: ajaxActions.chartRestore,
        response: chartRestoreResponseSchema,
        params: { chartId },
      }),

    delete: (chartIds: readonly string[]) =>
      client.request({
        action: ajaxActions.chartsDelete,
        response: chartsDeleteResponseSchema,
        body: { chartIds },
      }),

    emptyBin: () =>
      client.request({ action: ajaxActions.chartsBinEmpty, response: chartsBinEmptyResponseSchema }),
  };
}

export type ChartListApi = ReturnType<typeof createChartListApi>;
