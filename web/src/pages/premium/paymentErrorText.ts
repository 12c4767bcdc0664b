import { AjaxError } from '../../api/ajaxError';
import { nl } from '../../i18n/nl';

const texts = nl.premiumBuying.order;
const connectionKinds: ReadonlySet<string> = new Set(['network', 'networkTimeout', 'timeout']);

/**
 * The Dutch text for a payment that could not be started: no connection, the server's reason when it refused
 * (a 4xx with its Dutch message), a general text otherwise.
 */
export function paymentErrorText(error: unknown): string {
  if (!(error instanceof AjaxError)) return texts.failed;
  const last = error.kind === 'failed' && error.cause instanceof AjaxError ? error.cause : error;
  if (connectionKinds.has(last.kind)) return texts.networkError;
  if (last.status !== undefined && last.status < 500 && error.serverMessage)
    return texts.refused(error.serverMessage);
  return texts.failed;
}
