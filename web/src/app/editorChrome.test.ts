import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';
import type { OpenChartCrumb } from './shell/openChartCrumb';
import type { RouteHandle } from './shell/pageChrome';

/** The chrome of the route at `path` below `/nl` (a sub-screen is a child route of the editor's). */
function chromeOf(path: string): NonNullable<RouteHandle['chrome']> {
  const find = (routes: readonly RouteObject[], parent: string): RouteObject | undefined =>
    routes.reduce<RouteObject | undefined>((found, route) => {
      if (found) return found;
      const full = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
      return full === `/nl/${path}` ? route : find(route.children ?? [], full);
    }, undefined);
  const chrome = (find(appRoutes, '')?.handle as RouteHandle | undefined)?.chrome;
  if (!chrome) throw new Error(`no chrome for ${path}`);
  return chrome;
}

const labels = (chrome: ReturnType<NonNullable<RouteHandle['chrome']>>) =>
  (chrome.breadcrumbs ?? []).map((crumb) => (crumb.to ? `${crumb.label} → ${crumb.to}` : crumb.label));
const own: OpenChartCrumb = { chartId: 'abc123', title: 'Babydeken', own: true };
const someoneElses: OpenChartCrumb = { ...own, own: false };

describe("the editor's breadcrumbs", () => {
  it('name the chart by its title once known, after Mijn charts for the user’s own chart', () => {
    const editor = chromeOf('c/:chartId');
    expect(labels(editor({ chartId: 'abc123' }, own))).toEqual(['Mijn charts → /nl/browse', 'Babydeken']);
    expect(labels(editor({ chartId: 'abc123' }, undefined))).toEqual(['Mijn charts → /nl/browse', 'Chart']);
    expect(labels(editor({ chartId: 'new' }, undefined))).toEqual([
      'Mijn charts → /nl/browse',
      'Nieuwe chart',
    ]);
  });

  it('leave out Mijn charts on someone else’s chart', () => {
    expect(labels(chromeOf('c/:chartId')({ chartId: 'abc123' }, someoneElses))).toEqual(['Babydeken']);
  });

  it('name the chart on its sub-screens, and never with what is known of another chart', () => {
    const share = chromeOf('c/:chartId/share');
    expect(labels(share({ chartId: 'abc123' }, own))).toEqual(['Babydeken → /nl/c/abc123', 'Chart delen']);
    expect(labels(share({ chartId: 'xyz789' }, own))).toEqual(['Chart → /nl/c/xyz789', 'Chart delen']);
    expect(labels(chromeOf('c/:chartId/download')({ chartId: 'abc123' }, someoneElses))).toEqual([
      'Babydeken → /nl/c/abc123',
      'Downloaden',
    ]);
  });
});

describe("the editor's help button", () => {
  it('opens the article the editor names for its mode, on the editor only', () => {
    const tracking: OpenChartCrumb = { ...own, helpSlug: 'voortgang-bijhouden' };
    expect(chromeOf('c/:chartId')({ chartId: 'abc123' }, tracking).helpLink).toBe(
      '/nl/help/voortgang-bijhouden',
    );
    expect(chromeOf('c/:chartId')({ chartId: 'abc123' }, own).helpLink).toBe('/nl/help/tekenen');
    // Another chart's mode says nothing about this one; a sub-screen keeps its own article.
    expect(chromeOf('c/:chartId')({ chartId: 'xyz789' }, tracking).helpLink).toBe('/nl/help/tekenen');
    expect(chromeOf('c/:chartId/share')({ chartId: 'abc123' }, tracking).helpLink).toBe('/nl/help/delen');
  });
});
