import { ajaxBasePath } from '@steekwerk/model';
import type { FastifyInstance } from 'fastify';

const startedAt = Symbol('startedAt');

/**
 * Headers every response gets: `nosniff`, `no-store` on action responses (spec §7: calls are never cached)
 * unless the handler set its own `cache-control`, and `Server-Timing: app;dur=<ms>` with the time from the
 * request's arrival to its answer (before compression), which the benchmarks read.
 *
 * @param fastify the Fastify instance under Nest
 */
export function installResponseHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    (request as unknown as Record<symbol, bigint>)[startedAt] = process.hrtime.bigint();
  });
  fastify.addHook('onSend', async (request, reply) => {
    const started = (request as unknown as Record<symbol, bigint | undefined>)[startedAt];
    if (started !== undefined) {
      const milliseconds = Number(process.hrtime.bigint() - started) / 1e6;
      reply.header('server-timing', `app;dur=${milliseconds.toFixed(2)}`);
    }
    reply.header('x-content-type-options', 'nosniff');
    if (request.url.startsWith(`${ajaxBasePath}/`) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
