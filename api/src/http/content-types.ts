import type { FastifyInstance } from 'fastify';

/**
 * Request bodies are JSON only. Fastify also parses `text/plain` out of the box; that parser is
 * removed so such a body (like a form post, a "simple" cross-site request that needs no CORS
 * preflight) is refused with 415 before it reaches a controller. Nest's own parsers are off
 * (`bodyParser: false` in `createApp`), so `application/x-www-form-urlencoded` gets 415 too.
 * A later multipart upload route adds its parser here.
 *
 * @param fastify the Fastify instance under Nest
 */
export function acceptJsonBodiesOnly(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('text/plain');
}
