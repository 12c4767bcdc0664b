/** The Back-ups panel's list as it loads page by page: plain state and the steps that change it. */
import type { ChartBackupEntry } from '@steekwerk/model';
import type { BackupsPage } from './backupsSource';

export interface BackupList {
  readonly backups: readonly ChartBackupEntry[];
  /** `before` of the next page; `null` once everything is loaded. */
  readonly next: number | null;
  readonly status: 'loading' | 'ready' | 'failed';
}

export const initialBackupList: BackupList = { backups: [], next: null, status: 'loading' };

/** Adds a loaded page; a revision already listed (a save while paging moves the pages) is not listed twice. */
export function withPage(list: BackupList, page: BackupsPage): BackupList {
  const listed = new Set(list.backups.map((backup) => backup.revisionNumber));
  const added = page.backups.filter((backup) => !listed.has(backup.revisionNumber));
  return { backups: [...list.backups, ...added], next: page.next, status: 'ready' };
}

/** Whether another page can be asked for now. */
export function canLoadMore(list: BackupList): boolean {
  return list.status === 'ready' && list.next !== null;
}

const dateFormat = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "24 november 2026 om 10:15" for a backup's ISO date; the text itself when it is not a date. */
export function backupDateText(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}
