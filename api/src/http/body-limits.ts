/**
 * JSON body size limits, all in one place: Fastify's server-wide default plus a table of routes
 * that need another limit. A chart save raises its own route here (a 1000×1000 chart is about
 * 1.34 MB of base64; the largest premium chart needs ~24 MiB).
 */
import { ajaxActions, ajaxRoute, ajaxUrl } from '@steekwerk/model';
import type { FastifyInstance, RouteOptions } from 'fastify';

export const kibibyte = 1024;
export const mebibyte = 1024 * kibibyte;

/** Every route not in {@link routeBodyLimits}. */
export const defaultBodyLimit = 1 * mebibyte;

/**
 * Per-route limits, keyed by the URL as Fastify registers it (`/nl/ajax/chart/save/:chartId`).
 * A body over the limit is answered with 413 before it is read to the end.
 */
export const routeBodyLimits: Readonly<Record<string, number>> = {
  [ajaxUrl(ajaxActions.logJavascriptError)]: 64 * kibibyte,
  // A 2000 × 2000 premium chart is 5.3 MB of rows; part stitches and lines can add as much again.
  [ajaxRoute(ajaxActions.chartSave)]: 24 * mebibyte,
  // The tracker's done cells of a 2000 × 2000 chart are 5.3 MB, like its rows.
  [ajaxRoute(ajaxActions.progressTrackerSaveGridRowsDone)]: 6 * mebibyte,
};

/**
 * Applies {@link routeBodyLimits} to each route as it is registered. Must run before the routes
 * are registered (before `app.init()`).
 *
 * @param fastify the Fastify instance under Nest
 * @param limits the table to apply; tests pass their own
 */
export function installRouteBodyLimits(
  fastify: FastifyInstance,
  limits: Readonly<Record<string, number>> = routeBodyLimits,
): void {
  fastify.addHook('onRoute', (route) => applyRouteBodyLimit(route, limits));
}

/**
 * Sets `bodyLimit` on one route from the table, unless the route declares its own.
 *
 * @param route Fastify's options of the route being registered
 * @param limits the per-route table
 */
export function applyRouteBodyLimit(
  route: Pick<RouteOptions, 'url' | 'bodyLimit'>,
  limits: Readonly<Record<string, number>>,
): void {
  const limit = limits[route.url];
  if (limit !== undefined && route.bodyLimit === undefined) {
    route.bodyLimit = limit;
  }
}
