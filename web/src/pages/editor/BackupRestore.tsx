import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../services/appServices';
import { backupDateText } from '../../editor/backups/backupList';
import { chartPath } from '../../charts/listRules';
import { nl } from '../../i18n/nl';

interface BackupRestoreProps {
  readonly chartId: string;
  readonly revisionNumber: number;
  /** When the backup was saved (ISO), for the question. */
  readonly dateModified: string;
  /** The tab's session id: the restore is saved from this tab, which takes the write lock when it is free. */
  readonly sessionId: string;
}

/**
 * "Deze versie terugzetten" on a backup the viewer may write: asks once, saves the backup's drawing as the newest
 * version (the current one stays a backup, so this can be undone) and opens the chart as it now is.
 */
export function BackupRestore({ chartId, revisionNumber, dateModified, sessionId }: BackupRestoreProps) {
  const { chartApi, flash } = useAppServices();
  const navigate = useNavigate();
  const texts = nl.editor.backups;
  const [state, setState] = useState<'idle' | 'asking' | 'busy'>('idle');
  const [message, setMessage] = useState('');

  const restore = async () => {
    setState('busy');
    setMessage('');
    try {
      const answer = await chartApi.restoreBackup(chartId, revisionNumber, sessionId);
      if (answer.status === 'ok') {
        flash.getState().show(texts.restored);
        navigate(chartPath(chartId), { replace: true });
        return;
      }
      const failures = texts.restoreFailed;
      setMessage(
        answer.reason === 'writeLockLost' || answer.reason === 'notFound'
          ? failures[answer.reason]
          : failures.other,
      );
    } catch {
      setMessage(texts.restoreFailed.other);
    }
    setState('idle');
  };

  return (
    <span className="backup-restore">
      {state === 'asking' ? (
        <span role="group" aria-label={nl.editor.readOnlyActions.restore}>
          {texts.restoreConfirm(dateModified ? backupDateText(dateModified) : '')}{' '}
          <button type="button" className="editor-button" onClick={() => void restore()}>
            {nl.editor.readOnlyActions.restore}
          </button>{' '}
          <button type="button" className="editor-button" onClick={() => setState('idle')}>
            {texts.cancel}
          </button>
        </span>
      ) : (
        <button
          type="button"
          className="editor-button"
          disabled={state === 'busy'}
          onClick={() => setState('asking')}
        >
          {state === 'busy' ? nl.editor.readOnlyActions.restoring : nl.editor.readOnlyActions.restore}
        </button>
      )}
      {message && <span role="alert"> {message}</span>}
    </span>
  );
}
