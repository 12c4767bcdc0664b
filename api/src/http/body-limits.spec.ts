import { describe, expect, it } from 'vitest';
import { applyRouteBodyLimit, defaultBodyLimit, routeBodyLimits } from './body-limits';

describe('body limits', () => {
  it('keeps 1 MiB as the default and 64 KiB for error reports', () => {
    expect(defaultBodyLimit).toBe(1024 * 1024);
    expect(routeBodyLimits['/nl/ajax/log/javascripterror']).toBe(64 * 1024);
  });

  it('sets the limit of a listed route and leaves the others alone', () => {
    const limits = { '/nl/ajax/chart/save/:chartId': 24 * 1024 * 1024 };
    const save: { url: string; bodyLimit?: number } = { url: '/nl/ajax/chart/save/:chartId' };
    const other: { url: string; bodyLimit?: number } = { url: '/nl/ajax/chart/changes/:chartId' };

    applyRouteBodyLimit(save, limits);
    applyRouteBodyLimit(other, limits);

    expect(save.bodyLimit).toBe(24 * 1024 * 1024);
    expect(other.bodyLimit).toBeUndefined();
  });

  it('does not override a limit the route declares itself', () => {
    const route = { url: '/nl/ajax/log/javascripterror', bodyLimit: 10 };
    applyRouteBodyLimit(route, routeBodyLimits);
    expect(route.bodyLimit).toBe(10);
  });
});
