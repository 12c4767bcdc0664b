/**
 * Security headers of every response (pages, files and actions), set by `@fastify/helmet`, plus HSTS over
 * HTTPS. The Content-Security-Policy allows exactly what the built web app uses: its own scripts, styles,
 * fonts and workers; WebAssembly compilation for the engine (`'wasm-unsafe-eval'`, never `'unsafe-eval'`:
 * PixiJS runs on its eval-free path, `pixi.js/unsafe-eval`); images from the app, `data:` (the icon and the
 * landing page's example charts) and `blob:`. Nothing may frame the app, and no plug-ins or `<base>` apply.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The policy's directives; `useDefaults: false`, so nothing else sneaks in. */
export const contentSecurityPolicyDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const;

/** The options of `@fastify/helmet`: helmet's defaults, with the policy above and HSTS left to {@link installStrictTransportSecurity}. */
export const securityHeaders: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
  // Sent only over HTTPS, where a browser heeds it (see below).
  strictTransportSecurity: false,
};

/** A year, with subdomains; no `preload` (that is a decision for whoever runs the domain). */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Adds `Strict-Transport-Security` to responses of requests that came over HTTPS: TLS to this server, or,
 * when `TRUST_PROXY` trusts the proxy, `X-Forwarded-Proto: https` (Fastify's `request.protocol`). Over plain
 * HTTP (development, tests, an untrusted proxy) it is left out: it would mean nothing there.
 *
 * @param fastify the Fastify instance under Nest
 */
export function installStrictTransportSecurity(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
  });
}
