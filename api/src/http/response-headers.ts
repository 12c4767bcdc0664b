import { ajaxBasePath } from '@steekwerk/model';
import type { FastifyInstance } from 'fastify';

/**
 * Headers every response gets: `nosniff`, and `no-store` on action responses (spec §7: calls are
 * never cached) unless the handler set its own `cache-control`.
 *
 * @param fastify the Fastify instance under Nest
 */
export function installResponseHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (request.url.startsWith(`${ajaxBasePath}/`) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
