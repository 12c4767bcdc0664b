import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { Logger, type LoggerService, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { CLOCK, type Clock } from './charts/chart-clock';
import { installSaveGate } from './charts/save-gate';
import { defaultSaveRateLimit, SaveRateLimiter, type SaveRateLimit } from './charts/save-rate-limiter';
import type { AppConfig } from './config/config';
import { defaultBodyLimit, installRouteBodyLimits } from './http/body-limits';
import { acceptJsonBodiesOnly } from './http/content-types';
import { EnvelopeExceptionFilter, frameworkErrorHandler } from './http/envelope.filter';
import { responseCompression } from './http/compression';
import { installProxyWarning } from './http/proxy-warning';
import { installRequestDecompression } from './http/request-decompression';
import { installResponseHeaders } from './http/response-headers';
import { installStrictTransportSecurity, securityHeaders } from './http/security-headers';
import { SessionService } from './session/session.service';
import type { DataSource } from 'typeorm';

export interface CreateAppOptions {
  readonly config: AppConfig;
  /** Nest's logger, or the levels to print; `false` is silent. */
  readonly logger?: LoggerService | LogLevel[] | false;
  /** Where server warnings go (default: Nest's logger, context `Steekwerk`); tests catch them here. */
  readonly warn?: (message: string) => void;
  /** Chart saves per user (default {@link defaultSaveRateLimit}); tests of other things raise it. */
  readonly saveRateLimit?: SaveRateLimit;
}

/**
 * Builds the server, initialised but not listening: `main.ts` calls `listen`, tests call
 * `app.inject(…)`. The HTTP rules live in `src/http/`; this function only wires them up, in the
 * order Fastify needs (hooks before routes).
 *
 * @param options configuration and overrides
 */
export async function createApp(options: CreateAppOptions): Promise<NestFastifyApplication> {
  const { config } = options;
  const adapter = new FastifyAdapter({
    bodyLimit: defaultBodyLimit,
    trustProxy: config.trustProxy,
    logger: false,
    frameworkErrors: frameworkErrorHandler,
  });
  const fastify = adapter.getInstance();
  installRouteBodyLimits(fastify);
  acceptJsonBodiesOnly(fastify);
  installRequestDecompression(fastify);
  installResponseHeaders(fastify);
  installStrictTransportSecurity(fastify);
  installProxyWarning(fastify, config, options.warn ?? ((message) => new Logger('Steekwerk').warn(message)));

  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    // Fastify's own JSON parser (with the body limits above); no form bodies.
    bodyParser: false,
    // Throw instead of exiting, so main.ts and tests decide what happens.
    abortOnError: false,
    logger: options.logger,
  });
  try {
    app.useGlobalFilters(new EnvelopeExceptionFilter());
    // Refuses anonymous and too frequent chart saves before their body is read.
    installSaveGate(
      fastify,
      app.get(SessionService),
      new SaveRateLimiter(
        options.saveRateLimit ?? defaultSaveRateLimit,
        app.get<Clock>(CLOCK),
        app.get<DataSource>(getDataSourceToken()),
      ),
    );
    // State-changing requests from other sites get 403 (Fetch Metadata, else Origin against Host).
    app.enableCsrfProtection({ trustedOrigins: trustedOriginsOf(config) });
    // `request.cookies`, `reply.setCookie`: the session cookie (src/session/).
    await app.register(fastifyCookie);
    // Content-Security-Policy, Referrer-Policy and the other headers of src/http/security-headers.ts.
    await app.register(fastifyHelmet, securityHeaders);
    await app.register(fastifyCompress, responseCompression);
    // Only `reply.sendFile`: which files are served is decided in src/web-app/.
    await app.register(fastifyStatic, { root: config.webDist, serve: false });
    await app.init();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

/**
 * Origins besides the request's own that may send state-changing requests: `PUBLIC_URL` (its
 * `Host` may differ behind a proxy) and `TRUSTED_ORIGINS`.
 *
 * @param config the server's configuration
 */
export function trustedOriginsOf(config: AppConfig): string[] {
  return [...new Set([...(config.publicUrl === null ? [] : [config.publicUrl]), ...config.trustedOrigins])];
}
