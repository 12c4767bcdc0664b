/**
 * The open chart's backups for the editor's Back-ups panel (issue 16): a saved chart whose viewer may write it
 * gets them from `chart/backups`; everyone else gets none (the server refuses them too, issue 14).
 */
import { ajaxActions, ajaxUrl } from '@steekwerk/model';
import { useMemo, useSyncExternalStore } from 'react';
import { useAppServices } from '../../services/appServices';
import type { BackupsSource } from '../../editor/backups/backupsSource';
import type { Editor } from '../../editor/Editor';

export function useChartBackups(
  editor: Editor | undefined,
  chartId: string,
  revisionNumber: number,
): BackupsSource | undefined {
  const { chartApi } = useAppServices();
  const hasWriteAccess = useSyncExternalStore(
    (listener) => editor?.subscribe(listener) ?? (() => undefined),
    () => editor?.access.hasWriteAccess ?? false,
  );
  return useMemo(() => {
    if (!hasWriteAccess || chartId === 'new') return undefined;
    return {
      chartId,
      viewing: revisionNumber > 0 ? revisionNumber : undefined,
      async list(before, signal) {
        try {
          const answer = await chartApi.listBackups(chartId, { before, signal });
          return answer.status === 'ok' ? { backups: answer.backups, next: answer.next } : undefined;
        } catch {
          return undefined;
        }
      },
      openPath: (revision) => `/nl/c/${chartId}?revisionNumber=${revision}`,
      thumbnailUrl: (revision) => ajaxUrl(ajaxActions.chartImage, { chartId, revision: String(revision) }),
    } satisfies BackupsSource;
  }, [chartApi, chartId, hasWriteAccess, revisionNumber]);
}
