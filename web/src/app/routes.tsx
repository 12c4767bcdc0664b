/**
 * Every route of the product (specification §2). Each screen's code loads on first use (`lazyPage`); routes
 * with parameters check them and show the not-found screen when they are invalid; guarded routes send visitors
 * to login first; each route gives the shell its breadcrumbs and help link (`handle.chrome`).
 */
import { craftFromSlug, craftLabels } from '@steekwerk/model';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { nl } from '../i18n/nl';
import { followPdfLinkTexts } from '../i18n/nlFollowPdfLink';
import { AppLayout } from './AppLayout';
import type { Access } from './guards/accessDecision';
import { RequireLogin } from './guards/RequireLogin';
import { lazyPage } from './lazyPage';
import { NotFoundPage } from './NotFoundPage';
import { RequireParams, type ParamRules } from './RequireParams';
import { RouteErrorPage } from './RouteErrorPage';
import { isCalculatorSlug, isChartId, isChartIdList, isFolderId, isSlug } from './routeParams';
import { knownChart } from './shell/openChartCrumb';
import type { Crumb, RouteHandle } from './shell/pageChrome';

const HomePage = lazyPage(
  () => import('../pages/home/HomePage'),
  (m) => m.HomePage,
);
const ChartCreatePage = lazyPage(
  () => import('../pages/create/ChartCreatePage'),
  (m) => m.ChartCreatePage,
);
const ChartCreateCraftPage = lazyPage(
  () => import('../pages/create/ChartCreateCraftPage'),
  (m) => m.ChartCreateCraftPage,
);
const FollowPatternPdfPage = lazyPage(
  () => import('../chartFiles/follow/FollowPatternPdfPage'),
  (m) => m.FollowPatternPdfPage,
);
const ConvertPicturePage = lazyPage(
  () => import('../pages/create/ConvertPicturePage'),
  (m) => m.ConvertPicturePage,
);
const LoginPage = lazyPage(
  () => import('../pages/account/LoginPage'),
  (m) => m.LoginPage,
);
const LogoutPage = lazyPage(
  () => import('../pages/account/LogoutPage'),
  (m) => m.LogoutPage,
);
const ProfilePage = lazyPage(
  () => import('../pages/account/ProfilePage'),
  (m) => m.ProfilePage,
);
const ActivationPage = lazyPage(
  () => import('../pages/account/ActivationPage'),
  (m) => m.ActivationPage,
);
const PasswordForgottenPage = lazyPage(
  () => import('../pages/account/PasswordForgottenPage'),
  (m) => m.PasswordForgottenPage,
);
const PasswordResetPage = lazyPage(
  () => import('../pages/account/PasswordResetPage'),
  (m) => m.PasswordResetPage,
);
const EmailPage = lazyPage(
  () => import('../pages/account/EmailPage'),
  (m) => m.EmailPage,
);
const BrowsePage = lazyPage(
  () => import('../pages/browse/BrowsePage'),
  (m) => m.BrowsePage,
);
const ListChartPropertiesPage = lazyPage(
  () => import('../pages/browse/ListChartPropertiesPage'),
  (m) => m.ListChartPropertiesPage,
);
const SearchPage = lazyPage(
  () => import('../pages/search/SearchPage'),
  (m) => m.SearchPage,
);
const ProductsPage = lazyPage(
  () => import('../pages/catalogue/ProductsPage'),
  (m) => m.ProductsPage,
);
const SymbolsPage = lazyPage(
  () => import('../pages/catalogue/SymbolsPage'),
  (m) => m.SymbolsPage,
);
const HelpPage = lazyPage(
  () => import('../pages/help/HelpPage'),
  (m) => m.HelpPage,
);
const NotificationsPage = lazyPage(
  () => import('../pages/home/notifications/NotificationsPage'),
  (m) => m.NotificationsPage,
);
const HelpArticlePage = lazyPage(
  () => import('../pages/help/HelpArticlePage'),
  (m) => m.HelpArticlePage,
);
const CalculatorPage = lazyPage(
  () => import('../pages/calculator/CalculatorPage'),
  (m) => m.CalculatorPage,
);
const LegalPage = lazyPage(
  () => import('../pages/legal/LegalPage'),
  (m) => m.LegalPage,
);
const AboutPage = lazyPage(
  () => import('../pages/company/AboutPage'),
  (m) => m.AboutPage,
);
const PremiumPricingPage = lazyPage(
  () => import('../pages/premium/PremiumPricingPage'),
  (m) => m.PremiumPricingPage,
);
const PremiumOrderPage = lazyPage(
  () => import('../pages/premium/PremiumOrderPage'),
  (m) => m.PremiumOrderPage,
);
const PaymentPage = lazyPage(
  () => import('../pages/premium/PaymentPage'),
  (m) => m.PaymentPage,
);
const ChartEditorPage = lazyPage(
  () => import('../pages/editor/ChartEditorPage'),
  (m) => m.ChartEditorPage,
);
const SymbolPropertiesPage = lazyPage(
  () => import('../pages/editor/screens/SymbolPropertiesPage'),
  (m) => m.SymbolPropertiesPage,
);
const ChartPropertiesPage = lazyPage(
  () => import('../pages/editor/screens/ChartPropertiesPage'),
  (m) => m.ChartPropertiesPage,
);
const ChartZoomPage = lazyPage(
  () => import('../pages/editor/screens/ChartZoomPage'),
  (m) => m.ChartZoomPage,
);
const DownloadPage = lazyPage(
  () => import('../download/DownloadPage'),
  (m) => m.DownloadPage,
);
const ChartSettingsPage = lazyPage(
  () => import('../pages/chart/ChartSettingsPage'),
  (m) => m.ChartSettingsPage,
);
const ChartSharePage = lazyPage(
  () => import('../pages/chart/ChartSharePage'),
  (m) => m.ChartSharePage,
);
const ChartClonePage = lazyPage(
  () => import('../pages/chart/ChartClonePage'),
  (m) => m.ChartClonePage,
);
const ChartDeletePage = lazyPage(
  () => import('../pages/chart/ChartDeletePage'),
  (m) => m.ChartDeletePage,
);

interface ScreenOptions {
  /** Checks of the route's parameters; a failing one shows the not-found screen. */
  readonly rules?: ParamRules;
  /** `login`: logged in and activated (spec §2 guards). */
  readonly access?: Access;
  /** The breadcrumbs, help link and side navigation the screen gives the shell. */
  readonly chrome?: RouteHandle['chrome'];
  /** Nested screens, shown through the page's outlet. */
  readonly children?: RouteObject[];
}

function screen(path: string, Page: ComponentType, options: ScreenOptions = {}): RouteObject {
  let element = <Page />;
  if (options.access === 'login') element = <RequireLogin>{element}</RequireLogin>;
  if (options.rules) element = <RequireParams rules={options.rules}>{element}</RequireParams>;
  const handle: RouteHandle = options.chrome ? { chrome: options.chrome } : {};
  return options.children ? { path, element, handle, children: options.children } : { path, element, handle };
}

/** Chrome with breadcrumbs (after Start) and, optionally, the help centre. */
function crumbs(levels: readonly Crumb[], helpLink?: string): RouteHandle['chrome'] {
  return () => ({ breadcrumbs: levels, ...(helpLink === undefined ? {} : { helpLink }) });
}

const helpCentre = '/nl/help';

/** The help article for a screen: the top bar's help button opens it (`/nl/help/{slug}`). */
function helpArticleLink(slug: string): string {
  return `${helpCentre}/${slug}`;
}

/** An article's breadcrumb from its address ("lijnen-en-deelsteken": "Lijnen en deelsteken"). */
function articleCrumb(slug: string): string {
  const words = slug.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
const chartsCrumb: Crumb = { label: nl.navigation.charts, to: '/nl/browse' };
const createCrumb: Crumb = { label: nl.pages.chartCreate.title, to: '/nl/chart/create' };
const calculatorCrumb: Crumb = { label: nl.pages.calculator.title, to: '/nl/calculator' };
const premiumCrumb: Crumb = { label: nl.pages.premiumPricing.title, to: '/nl/premium/pricing' };

/**
 * The editor's breadcrumbs: Mijn charts (only for the user's own or new chart), the chart; a sub-screen: the
 * chart, the sub-screen. The chart's crumb is its title once known.
 */
function editorChrome(screenTitle?: string, helpSlug = 'tekenen'): RouteHandle['chrome'] {
  return (params, openChart) => {
    const chartId = params.chartId ?? 'new';
    const known = knownChart(openChart, chartId);
    const chartLabel = known?.title ?? (chartId === 'new' ? nl.editor.newChartTitle : nl.editor.chartTitle);
    return {
      breadcrumbs:
        screenTitle === undefined
          ? [...(known?.own === false ? [] : [chartsCrumb]), { label: chartLabel }]
          : [{ label: chartLabel, to: `/nl/c/${encodeURIComponent(chartId)}` }, { label: screenTitle }],
      // The editor itself tells which article fits what the maker is doing (the mode, the bottom panel).
      helpLink: helpArticleLink(screenTitle === undefined ? (known?.helpSlug ?? helpSlug) : helpSlug),
    };
  };
}

/** The craft page's breadcrumbs name the craft ("Handwerkvorm: Haken"). */
const craftChrome: RouteHandle['chrome'] = (params) => {
  const craft = craftFromSlug(params.craftSlug ?? '');
  const label = craft
    ? `${pages.chartCreateCraft.heading} ${craftLabels[craft]}`
    : pages.chartCreateCraft.heading;
  return { breadcrumbs: [createCrumb, { label }], helpLink: helpArticleLink('beginnen') };
};

const chartRules: ParamRules = { chartId: isChartId };
const pages = nl.pages;

/** The editor's sub-screens (`/nl/c/{chartId}/{screen}`, chartAddress.ts lists the same paths). */
const editorScreens: RouteObject[] = [
  screen('premium/order', PremiumOrderPage, { chrome: editorChrome(pages.premiumOrder.title, 'premium') }),
  screen('settings', ChartSettingsPage, { access: 'login', chrome: editorChrome(pages.chartSettings.title) }),
  screen('share', ChartSharePage, { access: 'login', chrome: editorChrome(pages.chartShare.title, 'delen') }),
  screen('clone', ChartClonePage, { access: 'login', chrome: editorChrome(pages.chartClone.title, 'delen') }),
  screen('delete', ChartDeletePage, {
    access: 'login',
    chrome: editorChrome(pages.chartDelete.title, 'back-ups'),
  }),
  screen('download', DownloadPage, {
    chrome: editorChrome(pages.chartDownload.title, 'afdrukken-en-downloaden'),
  }),
  screen('symbol-properties', SymbolPropertiesPage, {
    chrome: editorChrome(pages.symbolProperties.title),
  }),
  screen('chart-properties', ChartPropertiesPage, {
    chrome: editorChrome(pages.chartProperties.title),
  }),
  screen('zoom', ChartZoomPage, {
    chrome: editorChrome(pages.chartZoom.title),
  }),
];

/**
 * The routes below `/nl`. Login-guarded (spec §2, §6): my charts, search, the profile, and the chart screens that
 * change or copy a chart (settings, share, clone, delete). The editor itself and its viewing sub-screens stay
 * open: a public chart can be viewed and a new one drawn without an account; the server decides per chart.
 */
const productRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  screen('chart/create', ChartCreatePage, {
    chrome: crumbs([{ label: pages.chartCreate.title }], helpArticleLink('beginnen')),
  }),
  screen('chart/follow-pdf', FollowPatternPdfPage, {
    chrome: crumbs([{ label: followPdfLinkTexts.link }], helpArticleLink('voortgang-bijhouden')),
  }),
  screen('chart/create/:craftSlug', ChartCreateCraftPage, {
    rules: { craftSlug: isSlug },
    chrome: craftChrome,
  }),
  screen('chart/create/:craftSlug/other', ChartCreateCraftPage, {
    rules: { craftSlug: isSlug },
    chrome: craftChrome,
  }),
  screen('chart/create/:craftSlug/:chartType/convert-picture-photo-image', ConvertPicturePage, {
    rules: { craftSlug: isSlug, chartType: isSlug },
    chrome: crumbs([createCrumb, { label: pages.convertPicture.title }], helpArticleLink('foto-importeren')),
  }),
  screen('login', LoginPage, {
    chrome: crumbs([{ label: pages.login.heading }], helpArticleLink('account-en-gegevens')),
  }),
  screen('account/logout', LogoutPage, { chrome: crumbs([{ label: pages.logout.title }]) }),
  screen('account/profile', ProfilePage, {
    access: 'login',
    chrome: crumbs([{ label: pages.profile.title }], helpArticleLink('account-en-gegevens')),
  }),
  screen('account/activation', ActivationPage, {
    chrome: crumbs([{ label: pages.activation.title }], helpArticleLink('account-en-gegevens')),
  }),
  screen('account/password-forgotten', PasswordForgottenPage, {
    chrome: crumbs([{ label: pages.passwordForgotten.title }], helpArticleLink('account-en-gegevens')),
  }),
  screen('account/password-reset', PasswordResetPage, {
    chrome: crumbs([{ label: pages.passwordReset.title }], helpArticleLink('account-en-gegevens')),
  }),
  screen('browse', BrowsePage, {
    access: 'login',
    chrome: crumbs([{ label: pages.browse.title }], helpCentre),
  }),
  screen('browse/:folderId', BrowsePage, {
    rules: { folderId: isFolderId },
    access: 'login',
    chrome: crumbs([{ label: pages.browse.title }], helpCentre),
  }),
  screen('browse/all/chart-properties/:chartId', ListChartPropertiesPage, {
    rules: { chartId: isChartIdList },
    access: 'login',
    chrome: crumbs([chartsCrumb, { label: pages.browseChartProperties.title }], helpCentre),
  }),
  screen('search', SearchPage, {
    access: 'login',
    chrome: crumbs([chartsCrumb, { label: pages.search.title }]),
  }),
  screen('notifications', NotificationsPage, {
    access: 'login',
    chrome: crumbs([{ label: pages.notifications.title }]),
  }),
  screen('products', ProductsPage, { chrome: crumbs([{ label: pages.products.title }]) }),
  screen('stitches', () => <SymbolsPage kind="stitches" />, {
    chrome: crumbs([{ label: pages.stitches.title }]),
  }),
  screen('symbols', () => <SymbolsPage kind="symbols" />, {
    chrome: crumbs([{ label: pages.symbols.title }]),
  }),
  screen('help', HelpPage, { chrome: crumbs([{ label: pages.help.title }]) }),
  screen('help/:articleSlug', HelpArticlePage, {
    rules: { articleSlug: isSlug },
    chrome: (params) => ({
      breadcrumbs: [
        { label: pages.help.title, to: helpCentre },
        { label: articleCrumb(params.articleSlug ?? '') },
      ],
    }),
  }),
  screen('calculator', CalculatorPage, { chrome: crumbs([{ label: pages.calculator.title }], helpCentre) }),
  screen('calculator/:calculatorSlug', CalculatorPage, {
    rules: { calculatorSlug: isCalculatorSlug },
    chrome: crumbs([calculatorCrumb, { label: pages.calculatorChartSize.title }], helpCentre),
  }),
  screen('legal', LegalPage, { chrome: crumbs([{ label: pages.legal.title }]) }),
  screen('company/about', AboutPage, { chrome: crumbs([{ label: pages.about.title }]) }),
  screen('premium/pricing', PremiumPricingPage, {
    chrome: crumbs([{ label: pages.premiumPricing.title }], helpArticleLink('premium')),
  }),
  screen('premium/order', PremiumOrderPage, {
    chrome: crumbs([premiumCrumb, { label: pages.premiumOrder.title }]),
  }),
  screen('payment', PaymentPage, { chrome: crumbs([premiumCrumb, { label: pages.payment.title }]) }),
  screen('email', EmailPage, { chrome: crumbs([{ label: pages.email.title }]) }),
  // The sub-screens are shown over the editor, which stays open with the chart (issue 13).
  screen('c/:chartId', ChartEditorPage, {
    rules: chartRules,
    chrome: editorChrome(),
    children: editorScreens,
  }),
  screen('c/:chartId/login', () => <LoginPage fromChart />, {
    rules: chartRules,
    chrome: editorChrome(pages.chartLogin.heading),
  }),
  { path: '*', element: <NotFoundPage /> },
];

/** The whole route tree: `/` goes to `/nl`, anything unknown shows the not-found screen. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      {
        // A screen that throws while rendering shows the error screen inside the layout.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to="/nl" replace /> },
          { path: 'nl', children: productRoutes },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
