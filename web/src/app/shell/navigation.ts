/**
 * The menus of the shell (spec §2 "Layout and navigation"): the active section of a path, the sidebar items,
 * the account dropdown and the footer links, as pure functions of who is looking and where.
 */
import { isChartId } from '../routeParams';
import { nl } from '../../i18n/nl';

/** The menu sections of spec §2. */
export type MenuSection =
  | 'charts'
  | 'create-chart'
  | 'help'
  | 'premium'
  | 'account'
  | 'about'
  | 'products'
  | 'symbols'
  | 'chartEditor';

/** Premium trigger codes of the menus (spec §2: 15 and 17 are the pricing links). */
export const premiumMenuCodes = { sidebar: 15, userMenu: 17 } as const;

const sectionRules: readonly (readonly [RegExp, MenuSection])[] = [
  [/^\/nl\/c\/[^/]+\/premium(\/|$)/, 'premium'],
  [/^\/nl\/c\/[^/]+\/login\/?$/, 'account'],
  [/^\/nl\/c(\/|$)/, 'chartEditor'],
  [/^\/nl\/(browse|search)(\/|$)/, 'charts'],
  [/^\/nl\/chart\/create(\/|$)/, 'create-chart'],
  [/^\/nl\/help(\/|$)/, 'help'],
  [/^\/nl\/(premium|payment)(\/|$)/, 'premium'],
  [/^\/nl\/(account|login|email)(\/|$)/, 'account'],
  [/^\/nl\/company(\/|$)/, 'about'],
  [/^\/nl\/products(\/|$)/, 'products'],
  [/^\/nl\/(symbols|stitches)(\/|$)/, 'symbols'],
];

/** The menu section a path belongs to, if any (home, legal and the calculators belong to none). */
export function activeSection(pathname: string): MenuSection | undefined {
  return sectionRules.find(([pattern]) => pattern.test(pathname))?.[1];
}

/** The chart open in the editor at `pathname` (`/nl/c/{chartId}` and its sub-screens). */
export function openChartId(pathname: string): string | undefined {
  if (activeSection(pathname) !== 'chartEditor') return undefined;
  const chartId = /^\/nl\/c\/([^/]+)/.exec(pathname)?.[1];
  return chartId !== undefined && isChartId(chartId) ? chartId : undefined;
}

export interface MenuItem {
  readonly id: string;
  readonly label: string;
  readonly to: string;
  /** The section whose pages this item leads to, for highlighting. */
  readonly section?: MenuSection;
  /** Opens in a new tab (reference pages from inside the chart editor). */
  readonly newTab?: boolean;
}

export interface Viewer {
  readonly loggedIn: boolean;
  readonly premium: boolean;
}

/**
 * The sidebar's items: the home page only for logged-in users; the chart size calculator after "new chart"
 * (issue 13, see docs/decisions.md); Premium on the premium section or for signed-in users without premium;
 * inside the chart editor the calculator and the reference links open in a new tab.
 */
export function sidebarItems(viewer: Viewer, section: MenuSection | undefined): MenuItem[] {
  const inEditor = section === 'chartEditor';
  const showPremium = section === 'premium' || (viewer.loggedIn && !viewer.premium);
  const items: (MenuItem | false)[] = [
    viewer.loggedIn && { id: 'home', label: nl.navigation.home, to: '/nl' },
    { id: 'charts', label: nl.navigation.charts, to: '/nl/browse', section: 'charts' },
    { id: 'createChart', label: nl.navigation.createChart, to: '/nl/chart/create', section: 'create-chart' },
    { id: 'calculator', label: nl.navigation.calculator, to: '/nl/calculator/chart-size', newTab: inEditor },
    { id: 'profile', label: nl.navigation.profile, to: '/nl/account/profile', section: 'account' },
    showPremium && {
      id: 'premium',
      label: nl.navigation.premium,
      to: `/nl/premium/pricing?s=${premiumMenuCodes.sidebar}`,
      section: 'premium',
    },
    {
      id: 'products',
      label: nl.navigation.products,
      to: '/nl/products',
      section: 'products',
      newTab: inEditor,
    },
    {
      id: 'stitches',
      label: nl.navigation.stitches,
      to: '/nl/stitches',
      section: 'symbols',
      newTab: inEditor,
    },
    { id: 'help', label: nl.navigation.help, to: '/nl/help', section: 'help', newTab: inEditor },
    { id: 'about', label: nl.navigation.about, to: '/nl/company/about', section: 'about', newTab: inEditor },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}

/** The logged-in user's dropdown: Premium only without premium; Annuleren (closing) is the menu's own. */
export function userMenuItems(viewer: Viewer): MenuItem[] {
  const items: (MenuItem | false)[] = [
    { id: 'home', label: nl.navigation.home, to: '/nl' },
    { id: 'charts', label: nl.navigation.charts, to: '/nl/browse' },
    { id: 'profile', label: nl.navigation.profile, to: '/nl/account/profile' },
    !viewer.premium && {
      id: 'premium',
      label: nl.navigation.premium,
      to: `/nl/premium/pricing?s=${premiumMenuCodes.userMenu}`,
    },
    { id: 'logout', label: nl.navigation.logout, to: '/nl/account/logout' },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}

/** The footer: my profile, my charts, products/yarns, stitches, help, legal, about us. */
export const footerLinks: readonly MenuItem[] = [
  { id: 'profile', label: nl.navigation.footerProfile, to: '/nl/account/profile' },
  { id: 'charts', label: nl.navigation.footerCharts, to: '/nl/browse' },
  { id: 'products', label: nl.navigation.footerProducts, to: '/nl/products' },
  { id: 'stitches', label: nl.navigation.footerStitches, to: '/nl/stitches' },
  { id: 'help', label: nl.navigation.footerHelp, to: '/nl/help' },
  { id: 'legal', label: nl.navigation.footerLegal, to: '/nl/legal' },
  { id: 'about', label: nl.navigation.footerAbout, to: '/nl/company/about' },
];
