/**
 * What a page gives the shell: its breadcrumbs (after Start, up to two levels), a help-centre link and an
 * optional side navigation. Routes declare it in their `handle` (`routes.tsx`); a page that knows more once it
 * has loaded (say, a chart's title) overrides it with {@link usePageChrome}.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useMatches, type Params } from 'react-router';
import { useOpenChartCrumb, type OpenChartCrumb } from './openChartCrumb';

/** One breadcrumb; the last one is the current page and links nowhere. */
export interface Crumb {
  readonly label: string;
  readonly to?: string;
}

export interface PageChrome {
  readonly breadcrumbs?: readonly Crumb[];
  /** Where the top bar's help-centre button leads; no button without it. */
  readonly helpLink?: string;
  /** Links shown beside the page (optional, spec §2). */
  readonly sideNavigation?: readonly { readonly label: string; readonly to: string }[];
}

/** The `handle` of a route: its chrome, from the route's parameters (and what is known of the open chart). */
export interface RouteHandle {
  readonly chrome?: (params: Params, openChart: OpenChartCrumb | undefined) => PageChrome;
}

/** At most this many levels follow Start (spec §2). */
export const maxBreadcrumbLevels = 2;

interface OverrideContextValue {
  readonly override: PageChrome | undefined;
  readonly setOverride: (chrome: PageChrome | undefined) => void;
}

const OverrideContext = createContext<OverrideContextValue>({
  override: undefined,
  setOverride: () => {},
});

/** Holds a page's override for the shell around it. */
export function PageChromeProvider({ children }: { children: ReactNode }) {
  const [override, setOverride] = useState<PageChrome | undefined>(undefined);
  return <OverrideContext.Provider value={{ override, setOverride }}>{children}</OverrideContext.Provider>;
}

/** The chrome of the current page: the page's override, else the deepest route that declares one. */
export function useCurrentPageChrome(): PageChrome {
  const { override } = useContext(OverrideContext);
  const matches = useMatches();
  const openChart = useOpenChartCrumb((state) => state.crumb);
  if (override) return override;
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const handle = match?.handle as RouteHandle | undefined;
    if (match && handle?.chrome) return handle.chrome(match.params, openChart);
  }
  return {};
}

/** Lets a page replace its route's chrome while it is shown. */
export function usePageChrome(chrome: PageChrome): void {
  const { setOverride } = useContext(OverrideContext);
  // Pages pass a new object on every render; compare by content.
  const key = JSON.stringify(chrome);
  useEffect(() => {
    setOverride(JSON.parse(key) as PageChrome);
    return () => setOverride(undefined);
  }, [key, setOverride]);
}
