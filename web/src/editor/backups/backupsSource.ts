/**
 * What the Back-ups panel needs from outside the editor: the chart's earlier revisions a page at a time, the
 * address that opens one and its thumbnail. The page that opens the chart provides it (the editor itself never
 * talks to the server), and only for a saved chart the viewer may write.
 */
import { createContext, useContext } from 'react';
import type { ChartBackupEntry } from '@steekwerk/model';

export interface BackupsPage {
  readonly backups: readonly ChartBackupEntry[];
  /** The `before` of the next page; `null` at the end. */
  readonly next: number | null;
}

export interface BackupsSource {
  readonly chartId: string;
  /** The backup the editor shows, or undefined for the current version. */
  readonly viewing: number | undefined;
  /** A page of backups below `before` (the newest without it), or undefined when it could not be loaded. */
  list(before: number | undefined, signal: AbortSignal): Promise<BackupsPage | undefined>;
  /** The address that opens a backup in the editor. */
  openPath(revision: number): string;
  /** The address of a backup's thumbnail. */
  thumbnailUrl(revision: number): string;
}

export const BackupsContext = createContext<BackupsSource | undefined>(undefined);

/** The chart's backups, when the viewer may see them. */
export function useBackupsSource(): BackupsSource | undefined {
  return useContext(BackupsContext);
}
