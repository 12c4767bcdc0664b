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
     * Saves the done cells as the page closes: one `keepalive` POST, never retried. Resolves true only when the
     * server answered that it saved them (the page may be gone before then: the cells stay unsaved, and kept on
     * the device, until an answer said so); false when it was not sent (too large for a keep-alive request),
     * failed, or was refused.
     */
    saveProgressDoneOnExit(
      chartId: string,
      request: SaveGridRowsDoneRequest,
    ): Promise<{ progressTrackerRevision: number } | undefined> {
      const body = JSON.stringify(request);
      if (body.length > maxKeepAliveBodyBytes) return Promise.resolve(undefined);
      let sent: Promise<Response>;
      try {
        sent = fetchImpl(ajaxUrl(ajaxActions.progressTrackerSaveGridRowsDone, { chartId }), {
          method: 'POST',
          credentials: 'same-origin',
          cache: 'no-store',
          keepalive: true,
          headers: { 'Content-Type': 'application/json' },
          body,
        });
      } catch {
        return Promise.resolve(undefined);
      }
      return sent
        .then(
          async (response) => {
            if (!response.ok) return undefined;
            const parsed = saveGridRowsDoneResponseSchema.safeParse(await response.json());
            return parsed.success ? parsed.data : undefined;
          },
          () => undefined,
        )
        .catch(() => undefined);
    },
  };
}

export type ProgressApi = ReturnType<typeof createProgressApi>;
