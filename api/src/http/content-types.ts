import { ajaxBasePath } from '@steekwerk/model';
import type { FastifyInstance } from 'fastify';

/**
 * The only routes that take form bodies (`application/x-www-form-urlencoded`): the payment provider's webhook
 * (Mollie posts `id=tr_…`) and the buttons of the local test provider's page (plain HTML forms, no script).
 */
export const formBodyRoutes: readonly RegExp[] = [
  new RegExp(`^${ajaxBasePath}/payment/webhook$`),
  new RegExp(`^${ajaxBasePath}/payment/test-provider/[^/]+$`),
];

/** A form body is a few fields; anything larger is not one of ours. */
const formBodyLimit = 4096;

/**
 * Request bodies are JSON only. Fastify also parses `text/plain` out of the box; that parser is
 * removed so such a body (like a form post, a "simple" cross-site request that needs no CORS
 * preflight) is refused with 415 before it reaches a controller. Nest's own parsers are off
 * (`bodyParser: false` in `createApp`). Form bodies are parsed for {@link formBodyRoutes} only: anywhere else
 * they get 415 too, as a form on another site could otherwise send them. A later multipart upload route adds its
 * parser here.
 *
 * @param fastify the Fastify instance under Nest
 */
export function acceptJsonBodiesOnly(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
    (request, body, done) => {
      const path = request.url.split('?')[0] ?? '';
      if (!formBodyRoutes.some((route) => route.test(path))) {
        done(Object.assign(new Error('Form bodies are not accepted here'), { statusCode: 415 }), undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
