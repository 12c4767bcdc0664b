import { nl } from '../../i18n/nl';
import { useEditorStore, type SyncNotice } from '../editorStore';
import { writeLockNotices } from '../sync/writeLockNotice';

/** The write-lock notices of a tab that never held the lock (nothing of its own waits to be saved). */
const lockHeldElsewhere: ReadonlySet<SyncNotice> = new Set<SyncNotice>([
  'lockedElsewhere',
  'lockedInOtherTab',
  'lockedOnOtherDevice',
]);

/** Notices that interrupt: the chart went away or can no longer be saved as it is. */
const urgentNotices: ReadonlySet<SyncNotice> = new Set<SyncNotice>([
  'deleted',
  'accessDenied',
  'staleRevision',
  'storageFull',
]);

interface SyncStatusProps {
  readonly onSaveNow: () => void;
  /** Keeps the chart in this tab and goes to the login route (anonymous visitors). */
  readonly onLogin: () => void;
  readonly onActivate: () => void;
  /** Opens the chart again from the server (a newer revision). */
  readonly onReload: () => void;
  /** "Hier verder bewerken": moves the write lock to this tab. */
  readonly onTakeOver?: () => void;
  /** Someone else's chart: the user never saves it, so no save status. */
  readonly othersChart?: boolean;
}

/** The save status of spec §4 and what the sync layer has to say about the chart, with the action that helps. */
export function SyncStatus({
  onSaveNow,
  onLogin,
  onActivate,
  onReload,
  onTakeOver,
  othersChart,
}: SyncStatusProps) {
  const saveStatus = useEditorStore((state) => state.saveStatus);
  const refusal = useEditorStore((state) => state.saveRefusal);
  const stored = useEditorStore((state) => state.syncNotice);
  const tracking = useEditorStore((state) => state.mode === 'progressTracker');
  // Following a chart never needs the write lock: who holds it is no matter while tracking (unsaved edits still are).
  const notice = tracking && stored !== undefined && lockHeldElsewhere.has(stored) ? undefined : stored;
  const text = nl.editor.sync;
  const canSave = !othersChart && notice !== 'loginToSave' && notice !== 'activateToSave';
  return (
    <div className="editor__sync">
      {canSave && (
        <p
          className={`editor__save-status editor__save-status--${saveStatus}`}
          role="status"
          aria-live="polite"
          aria-label={text.statusLabel}
        >
          {saveStatus === 'refused' ? (refusal ?? text.status.refused) : text.status[saveStatus]}
          {/* A refused chart is sent again once it changes; sending it as it is would be refused again. */}
          {(saveStatus === 'unsaved' || saveStatus === 'failed') && (
            <button type="button" className="editor__link-button" onClick={onSaveNow}>
              {text.saveNow}
            </button>
          )}
        </p>
      )}
      {notice && (
        <p className="editor__notice" role={urgentNotices.has(notice) ? 'alert' : 'status'}>
          {text.notices[notice]}{' '}
          {notice === 'loginToSave' && (
            <button type="button" className="editor__link-button" onClick={onLogin}>
              {text.login}
            </button>
          )}
          {notice === 'activateToSave' && (
            <button type="button" className="editor__link-button" onClick={onActivate}>
              {text.activate}
            </button>
          )}
          {writeLockNotices.has(notice) && onTakeOver && (
            <button type="button" className="editor__link-button" onClick={onTakeOver}>
              {text.takeOver}
            </button>
          )}
          {(notice === 'newRevision' || notice === 'staleRevision') && (
            <button type="button" className="editor__link-button" onClick={onReload}>
              {text.reload}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
