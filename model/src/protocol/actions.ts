/**
 * The `/nl/ajax/{action}` calls the server answers: one entry per action, with its HTTP method and
 * its path below {@link ajaxBasePath}. The API registers its routes from this list and the web
 * client builds its URLs from it, so the two cannot drift apart.
 */

/** Every call the web app makes lives below this path (spec §7). */
export const ajaxBasePath = '/nl/ajax';

/** An action: GET for reads, POST with a JSON body for writes. */
export interface AjaxAction {
  readonly method: 'GET' | 'POST';
  /** The path below {@link ajaxBasePath}, without a leading slash; `:name` marks a path parameter. */
  readonly path: string;
}

export const ajaxActions = {
  health: { method: 'GET', path: 'health' },
  logJavascriptError: { method: 'POST', path: 'log/javascripterror' },
  accountRegister: { method: 'POST', path: 'account/register' },
  accountLogin: { method: 'POST', path: 'account/login' },
  accountLogout: { method: 'POST', path: 'account/logout' },
  accountUser: { method: 'GET', path: 'account/user' },
  accountSettings: { method: 'POST', path: 'account/settings' },
  accountProfile: { method: 'POST', path: 'account/profile' },
  accountPassword: { method: 'POST', path: 'account/password' },
  accountActivate: { method: 'POST', path: 'account/activate' },
  accountResendActivation: { method: 'POST', path: 'account/activation/resend' },
  accountPasswordForgotten: { method: 'POST', path: 'account/password/forgotten' },
  accountPasswordResetCheck: { method: 'POST', path: 'account/password/reset/check' },
  accountPasswordReset: { method: 'POST', path: 'account/password/reset' },
  emailOutbox: { method: 'GET', path: 'email/outbox' },
  chartGet: { method: 'GET', path: 'chart/get/:chartId' },
  chartSave: { method: 'POST', path: 'chart/save/:chartId' },
  chartChanges: { method: 'POST', path: 'chart/changes/:chartId' },
  chartOpen: { method: 'POST', path: 'chart/open/:chartId' },
  chartWriteLockRelease: { method: 'POST', path: 'chart/writelock/release' },
  chartWriteLockTake: { method: 'POST', path: 'chart/writelock/take/:chartId' },
  chartDelete: { method: 'POST', path: 'chart/delete/:chartId/:confirmChartId' },
  chartsUser: { method: 'GET', path: 'charts/user' },
  chartsList: { method: 'GET', path: 'charts/list' },
  chartsProperties: { method: 'GET', path: 'charts/properties' },
  chartsPropertiesSave: { method: 'POST', path: 'charts/properties/save' },
  chartsDelete: { method: 'POST', path: 'charts/delete' },
  chartsBinEmpty: { method: 'POST', path: 'charts/bin/empty' },
  chartShare: { method: 'POST', path: 'chart/share/:chartId' },
  chartClone: { method: 'POST', path: 'chart/clone/:chartId' },
  chartRestore: { method: 'POST', path: 'chart/restore/:chartId' },
  chartImage: { method: 'GET', path: 'chart/image/:chartId/:revision' },
  chartBackups: { method: 'GET', path: 'chart/backups/:chartId' },
  chartBackupRestore: { method: 'POST', path: 'chart/backup/restore/:chartId' },
  folders: { method: 'GET', path: 'folders' },
  folderCreate: { method: 'POST', path: 'folder/create' },
  folderRename: { method: 'POST', path: 'folder/rename/:folderId' },
  folderDelete: { method: 'POST', path: 'folder/delete/:folderId' },
  progressTrackerStatus: { method: 'GET', path: 'chart/progress-tracker/status/:chartId' },
  progressTrackerSaveGridRowsDone: {
    method: 'POST',
    path: 'chart/progress-tracker/save-grid-rows-done/:chartId',
  },
  progressTrackerSaveStyles: { method: 'POST', path: 'chart/progress-tracker/save-styles/:chartId' },
  symbols: { method: 'GET', path: 'symbols' },
  notifications: { method: 'GET', path: 'notifications' },
  notificationDismiss: { method: 'POST', path: 'notification/dismiss/:notificationId' },
  cataloguePalettes: { method: 'GET', path: 'catalogue/palettes' },
  cataloguePalette: { method: 'GET', path: 'catalogue/palette/:brandId' },
  catalogueProducts: { method: 'GET', path: 'catalogue/products' },
  catalogueCategories: { method: 'GET', path: 'catalogue/categories' },
  catalogueFavourite: { method: 'POST', path: 'catalogue/favourite' },
  paymentCreate: { method: 'POST', path: 'payment/create' },
  paymentStatus: { method: 'GET', path: 'payment/status/:paymentId' },
  payments: { method: 'GET', path: 'payments' },
  /** The provider's webhook: a form post `id=<provider payment id>`, never trusted, only a reason to ask. */
  paymentWebhook: { method: 'POST', path: 'payment/webhook' },
  /** The user's own data as one ZIP (streamed). */
  accountExport: { method: 'GET', path: 'account/export' },
  accountDelete: { method: 'POST', path: 'account/delete' },
} as const satisfies Record<string, AjaxAction>;

export type AjaxActionName = keyof typeof ajaxActions;

/**
 * The absolute URL path of an action, e.g. `/nl/ajax/log/javascripterror`; path parameters (`:chartId`) are
 * filled from `params`, URL-encoded.
 *
 * @param action an entry of {@link ajaxActions}
 * @param params the values of the action's `:name` parameters
 * @throws Error when a parameter of the path has no value
 */
export function ajaxUrl(action: AjaxAction, params: Readonly<Record<string, string>> = {}): string {
  const path = action.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`ajaxUrl: no value for :${name} in ${action.path}`);
    return encodeURIComponent(value);
  });
  return `${ajaxBasePath}/${path}`;
}

/**
 * The route pattern of an action as the server registers it, parameters unfilled, e.g.
 * `/nl/ajax/chart/save/:chartId`.
 *
 * @param action an entry of {@link ajaxActions}
 */
export function ajaxRoute(action: AjaxAction): string {
  return `${ajaxBasePath}/${action.path}`;
}
