/**
 * The progress-tracker calls of spec §7 the tracker's sync uses: the status of this user's progress on a chart,
 * saving its done cells and the styles it counts; the mode, position and extras go with the changes loop. Saving
 * when the page closes is a single `keepalive` request, which browsers take only when it is small.
 */
import {
  ajaxActions,
  ajaxUrl,
  progressTrackerStatusResponseSchema,
  saveGridRowsDoneResponseSchema,
  saveProgressStylesResponseSchema,
  type SaveGridRowsDoneRequest,
  type SaveProgressStylesRequest,
} from '@steekwerk/model';
import type { AjaxClient } from '../../../api/ajaxClient';

/** Browsers refuse `keepalive` bodies above 64 KiB in all; a larger grid is left to the leave warning. */
export const maxKeepAliveBodyBytes = 60 * 1024;

/**
 * Creates the calls over `client`; `fetchImpl` sends the keep-alive save.
 *
 * @param client the app's request helpers
 */
export function createProgressApi(client: AjaxClient, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  return {
    progressStatus: (chartId: string) =>
      client.request({
        action: ajaxActions.progressTrackerStatus,
        response: progressTrackerStatusResponseSchema,
        params: { chartId },
      }),

    saveProgressDone: (chartId: string, request: SaveGridRowsDoneRequest) =>
      client.request({
        action: ajaxActions.progressTrackerSaveGridRowsDone,
        response: saveGridRowsDoneResponseSchema,
        params: { chartId },
        body: request,
        // Gzipped like a chart save: the done cells are base64 of one byte per cell.
        compress: true,
      }),

    /** Keeps which styles of each kind the tracker counts (progressStyles.ts). */
    saveProgressStyles: (chartId: string, request: SaveProgressStylesRequest) =>
      client.request({
        action: ajaxActions.progressTrackerSaveStyles,
        response: saveProgressStylesResponseSchema,
        params: { chartId },
        body: request,
      }),

    /**
     * Saves the done cells as the page closes: one `keepalive` POST, never retried, never awaited.
     *
     * @returns whether it was sent (false: too large for a keep-alive request)
     */
    saveProgressDoneOnExit(chartId: string, request: SaveGridRowsDoneRequest): boolean {
      const body = JSON.stringify(request);
      if (body.length > maxKeepAliveBodyBytes) return false;
      try {
        void fetchImpl(ajaxUrl(ajaxActions.progressTrackerSaveGridRowsDone, { chartId }), {
          method: 'POST',
          credentials: 'same-origin',
          cache: 'no-store',
          keepalive: true,
          headers: { 'Content-Type': 'application/json' },
          body,
        }).catch(() => undefined);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type ProgressApi = ReturnType<typeof createProgressApi>;
