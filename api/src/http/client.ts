import type { FastifyRequest } from 'fastify';

/** Who sent a request. */
export interface RequestClient {
  /** The client's IP address (from `X-Forwarded-For` only when `TRUST_PROXY` allows it). */
  readonly key: string;
  readonly userAgent: string | undefined;
}

/**
 * The {@link RequestClient} of a request.
 *
 * @param request the Fastify request
 */
export function clientOf(request: FastifyRequest): RequestClient {
  return { key: request.ip || 'unknown', userAgent: request.headers['user-agent'] };
}
