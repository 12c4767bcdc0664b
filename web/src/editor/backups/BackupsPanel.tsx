import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { nl } from '../../i18n/nl';
import { backupDateText, canLoadMore, initialBackupList, withPage, type BackupList } from './backupList';
import { useBackupsSource } from './backupsSource';

/**
 * The Back-ups panel (issue 16): the chart's earlier revisions, newest first, each with its date and time, who
 * saved it when several people edit, and a thumbnail; more load as the list scrolls to its end. Opening one shows
 * it read only in backup mode, where "Deze versie terugzetten" restores it.
 */
export function BackupsPanel() {
  const source = useBackupsSource();
  const texts = nl.editor.backups;
  const id = useId();
  const [list, setList] = useState<BackupList>(initialBackupList);
  const loading = useRef<AbortController | undefined>(undefined);
  const end = useRef<HTMLLIElement | null>(null);

  /** Fetches the page below `before`; the list says it is loading before the first page has come. */
  const fetchPage = useCallback(
    (before: number | undefined) => {
      if (!source) return;
      loading.current?.abort();
      const controller = new AbortController();
      loading.current = controller;
      void source.list(before, controller.signal).then((page) => {
        if (controller.signal.aborted) return;
        setList((current) => (page ? withPage(current, page) : { ...current, status: 'failed' }));
      });
    },
    [source],
  );
  const load = useCallback(
    (before: number | undefined) => {
      setList((current) => ({ ...current, status: 'loading' }));
      fetchPage(before);
    },
    [fetchPage],
  );

  // A new source (another chart or backup) remounts the panel (its key), so the first page loads once here.
  useEffect(() => {
    fetchPage(undefined);
    return () => loading.current?.abort();
  }, [fetchPage]);

  // Loads the next page when the end of the list scrolls into view.
  useEffect(() => {
    const target = end.current;
    if (!target || !canLoadMore(list) || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load(list.next ?? undefined);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [list, load]);

  if (!source) return null;
  return (
    <section className="editor-panel backups-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.heading}</h2>
      <p className="backups-panel__intro">{texts.intro}</p>
      {list.status === 'ready' && list.backups.length === 0 && <p>{texts.empty}</p>}
      <ol className="backups-panel__list">
        {list.backups.map((backup) => {
          const viewing = backup.revisionNumber === source.viewing;
          const date = backupDateText(backup.dateCreated);
          return (
            <li
              key={backup.revisionNumber}
              className="backups-panel__item"
              aria-current={viewing || undefined}
            >
              <img
                className="backups-panel__thumbnail"
                src={source.thumbnailUrl(backup.revisionNumber)}
                alt={texts.thumbnail(backup.revisionNumber)}
                loading="lazy"
                width={64}
                height={64}
              />
              <div className="backups-panel__facts">
                <span className="backups-panel__date">{date}</span>
                <span className="backups-panel__version">
                  {texts.version(backup.revisionNumber)}
                  {backup.hasMultipleUsers && backup.savedBy ? `, ${texts.savedBy(backup.savedBy)}` : ''}
                </span>
                {viewing ? (
                  <strong>{texts.viewing}</strong>
                ) : (
                  <Link
                    to={source.openPath(backup.revisionNumber)}
                    aria-label={`${texts.open}: ${date}`}
                    className="backups-panel__open"
                  >
                    {texts.open}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
        <li ref={end} className="backups-panel__end" aria-hidden="true" />
      </ol>
      {list.status === 'loading' && <p role="status">{texts.loading}</p>}
      {list.status === 'failed' && (
        <p role="alert">
          {texts.failed}{' '}
          <button type="button" className="editor-button" onClick={() => load(list.next ?? undefined)}>
            {texts.retry}
          </button>
        </p>
      )}
      {canLoadMore(list) && (
        <button type="button" className="editor-button" onClick={() => load(list.next ?? undefined)}>
          {texts.more}
        </button>
      )}
    </section>
  );
}
