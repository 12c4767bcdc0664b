import { AjaxError } from '../api/ajaxError';
import { nl } from '../i18n/nl';

const connectionKinds: ReadonlySet<string> = new Set(['network', 'networkTimeout', 'timeout']);

/**
 * The Dutch text for a failed account call: the server's own message when it sent one, the rate-limit text for a
 * 429, a connection hint when no answer came, a general text otherwise.
 */
export function accountErrorText(error: unknown): string {
  if (!(error instanceof AjaxError)) return nl.account.requestFailed;
  if (error.serverMessage) return error.serverMessage;
  if (error.status === 429) return nl.account.tooManyAttempts;
  const last = error.kind === 'failed' && error.cause instanceof AjaxError ? error.cause : error;
  if (connectionKinds.has(last.kind)) return nl.account.connectionFailed;
  return nl.account.requestFailed;
}
