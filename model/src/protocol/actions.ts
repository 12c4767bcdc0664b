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
  emailOutbox: { method: 'GET', path: 'email/outbox' },
} as const satisfies Record<string, AjaxAction>;

export type AjaxActionName = keyof typeof ajaxActions;

/**
 * The absolute URL path of an action, e.g. `/nl/ajax/log/javascripterror`.
 *
 * @param action an entry of {@link ajaxActions}
 */
export function ajaxUrl(action: AjaxAction): string {
  return `${ajaxBasePath}/${action.path}`;
}
