import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { copyNeedsPremium } from '../../charts/contextMenu';
import { editorMenuTarget } from '../../charts/editorMenu';
import { chartPath } from '../../charts/listRules';
import { readOnlyReason } from '../../editor/sync/readOnlyReason';
import type { Editor } from '../../editor/Editor';
import { useEditorStore } from '../../editor/editorStore';
import { nl } from '../../i18n/nl';
import { BackupRestore } from './BackupRestore';
import type { ChartFacts } from './useChartFacts';

interface ReadOnlyNoticeProps {
  readonly editor: Editor;
  readonly facts: ChartFacts;
  /** The tab's session id, for restoring a backup from this tab. */
  readonly sessionId?: string;
  /** When the shown revision was saved (ISO), for the restore question. */
  readonly dateModified?: string;
}

/**
 * Why the open chart cannot be edited, with what the viewer can do about it: a copy of someone else's chart when
 * its owner allows copies (a visitor logs in first), the current version of a backup, unlocking for the owner.
 * Nothing when the sync notice beside it already says why (another tab, the chart gone, an account step).
 */
export function ReadOnlyNotice({ editor, facts, sessionId, dateModified }: ReadOnlyNoticeProps) {
  const access = useSyncExternalStore(
    (listener) => editor.subscribe(listener),
    () => editor.access,
  );
  const syncNotice = useEditorStore((state) => state.syncNotice);
  const reason = readOnlyReason({
    access: { ...access, locked: access.locked || facts.locked },
    owner: facts.owner,
    syncNotice,
  });
  if (reason === undefined) return null;
  const texts = nl.editor.readOnlyActions;
  const { chartId } = facts;
  const cloneTarget = editorMenuTarget(chartId, {
    action: 'clone',
    premium: !facts.premiumUser && copyNeedsPremium(facts),
  });
  return (
    <p className="editor__notice editor__read-only" role="status">
      {nl.editor.readOnlyReasons[reason]}{' '}
      {reason === 'notMine' && facts.allowClone && cloneTarget && (
        <Link to={cloneTarget}>{facts.loggedIn ? texts.clone : texts.loginToClone}</Link>
      )}
      {reason === 'backup' && <Link to={chartPath(chartId)}>{texts.currentVersion}</Link>}
      {reason === 'backup' && access.hasWriteAccess && sessionId && (
        <>
          {' '}
          <BackupRestore
            chartId={chartId}
            revisionNumber={access.revisionNumber}
            dateModified={dateModified ?? ''}
            sessionId={sessionId}
          />
        </>
      )}
      {reason === 'locked' && facts.owner && <Link to={chartPath(chartId, 'settings')}>{texts.unlock}</Link>}
    </p>
  );
}
