import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config';

/** The warning logged once when a request came through a proxy the server was not told about. */
export const untrustedProxyWarning =
  'A request carried X-Forwarded-For, but TRUST_PROXY is not set: this server seems to run behind a ' +
  "reverse proxy, so every visitor has the proxy's address and shares one login limit (a few typos " +
  'block all logins). Set TRUST_PROXY=true (or the proxy addresses), or TRUST_PROXY=false to keep ' +
  'ignoring the header. See the README, "Deployment".';

/**
 * Logs {@link untrustedProxyWarning} once, on the first request carrying `X-Forwarded-For` while `TRUST_PROXY`
 * is unset (production refuses to start without it, see `loadConfig`). Requests are served as before: the header
 * may come from any client, so it can only be a hint, never a reason to refuse.
 *
 * @param fastify the Fastify instance under Nest
 * @param config the server's configuration
 * @param warn where the warning goes
 */
export function installProxyWarning(
  fastify: FastifyInstance,
  config: Pick<AppConfig, 'trustProxyConfigured'>,
  warn: (message: string) => void,
): void {
  if (config.trustProxyConfigured) return;
  let warned = false;
  fastify.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    warn(untrustedProxyWarning);
  });
}
