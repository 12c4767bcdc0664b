/**
 * The state an error report carries (spec §7 `state`, sanitised): named scalar facts only — where the user is,
 * what the editor shows and how saving goes — never the chart's rows, cells or done states, the user's address or
 * any token. docs/decisions/error-reports.md lists what is kept.
 */
import { isLoggedIn } from '@steekwerk/model';
import type { AccountStore } from '../../account/accountStore';
import { useEditorStore } from '../../editor/editorStore';
import { routeAction } from './actionTrail';

/** The facts of the page's state for a report. */
export function appStateForReport(account: AccountStore): Record<string, unknown> {
  const { status, user } = account.getState();
  const editor = useEditorStore.getState();
  const online = typeof navigator === 'undefined' ? null : navigator.onLine;
  return {
    route: routeAction(globalThis.location?.pathname ?? '').slice('route:'.length),
    accountStatus: status,
    loggedIn: isLoggedIn(user),
    pending: user.pending,
    premium: user.premium,
    online,
    visibility: typeof document === 'undefined' ? null : document.visibilityState,
    editorLoadStatus: editor.loadStatus,
    editorFailure: editor.failure ?? null,
    chartId: editor.chartId || null,
    mode: editor.mode,
    columnCount: editor.columnCount,
    rowCount: editor.rowCount,
    canEdit: editor.canEdit,
    unsavedChanges: editor.changeCount !== editor.savedChangeCount,
    saveStatus: editor.saveStatus,
    syncNotice: editor.syncNotice ?? null,
  };
}
