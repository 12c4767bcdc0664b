import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isIPv4, isIPv6 } from 'node:net';

/** Who sent a request. */
export interface RequestClient {
  /** The client's IP address (from `X-Forwarded-For` only when `TRUST_PROXY` allows it). */
  readonly key: string;
  readonly userAgent: string | undefined;
  /**
   * The origin the request was sent to, e.g. `https://steekwerk.nl` (scheme and host from
   * `X-Forwarded-Proto`/`-Host` only when `TRUST_PROXY` allows it).
   */
  readonly origin: string;
}

/**
 * The {@link RequestClient} of a request.
 *
 * @param request the Fastify request
 */
export function clientOf(request: FastifyRequest): RequestClient {
  return {
    key: request.ip || 'unknown',
    userAgent: request.headers['user-agent'],
    origin: originOf(request),
  };
}

/**
 * Parameter decorator: the {@link RequestClient} of the request.
 *
 * @example
 * register(@Body(new ZodBody(registerRequestSchema)) body: RegisterRequest, @Client() client: RequestClient)
 */
export const Client = createParamDecorator((_: unknown, context: ExecutionContext): RequestClient =>
  clientOf(context.switchToHttp().getRequest<FastifyRequest>()),
);

function originOf(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return `${request.protocol}://localhost`;
  }
}

/**
 * The network a client address belongs to, the key of per-client rate limits: an IPv4 address as it
 * is, an IPv6 address cut to its /64 prefix (one subscriber usually gets a whole /64, so counting
 * single IPv6 addresses would let one attacker use billions of keys).
 *
 * @param address an IP address as Fastify reports it (`request.ip`)
 */
export function networkKeyOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros (`2001:db8:0:0:0:0:0:1`). */
function expandIPv6(address: string): string[] {
  const withoutZone = address.split('%')[0] ?? address;
  const [head = '', tail] = withoutZone.split('::');
  const groupsOf = (part: string): string[] => (part === '' ? [] : part.split(':'));
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail);
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array.from({ length: Math.max(missing, 0) }, () => '0'), ...tailGroups].map(
    (group) => parseInt(group, 16).toString(16),
  );
}
