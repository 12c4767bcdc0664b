/**
 * Every route of the product (specification §2). Each screen's code loads on first use (`lazyPage`); routes
 * with parameters check them and show the not-found screen when they are invalid.
 */
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './AppLayout';
import { lazyPage } from './lazyPage';
import { NotFoundPage } from './NotFoundPage';
import { RequireParams, type ParamRules } from './RequireParams';
import { RouteErrorPage } from './RouteErrorPage';
import { isCalculatorSlug, isChartId, isChartIdList, isFolderId, isSlug } from './routeParams';

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
const EditorScreenPage = lazyPage(
  () => import('../pages/editor/EditorScreenPage'),
  (m) => m.EditorScreenPage,
);

function screen(path: string, Page: ComponentType, rules?: ParamRules): RouteObject {
  return {
    path,
    element: rules ? (
      <RequireParams rules={rules}>
        <Page />
      </RequireParams>
    ) : (
      <Page />
    ),
  };
}

const chartRules: ParamRules = { chartId: isChartId };

/** The routes below `/nl`. */
const productRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  screen('chart/create', ChartCreatePage),
  screen('chart/create/:craftSlug', ChartCreateCraftPage, { craftSlug: isSlug }),
  screen('chart/create/:craftSlug/other', ChartCreateCraftPage, { craftSlug: isSlug }),
  screen('chart/create/:craftSlug/:chartType/convert-picture-photo-image', ConvertPicturePage, {
    craftSlug: isSlug,
    chartType: isSlug,
  }),
  screen('login', LoginPage),
  screen('account/logout', LogoutPage),
  screen('account/profile', ProfilePage),
  screen('account/activation', ActivationPage),
  screen('browse', BrowsePage),
  screen('browse/:folderId', BrowsePage, { folderId: isFolderId }),
  screen('browse/all/chart-properties/:chartId', ListChartPropertiesPage, { chartId: isChartIdList }),
  screen('search', SearchPage),
  screen('products', ProductsPage),
  screen('stitches', () => <SymbolsPage kind="stitches" />),
  screen('symbols', () => <SymbolsPage kind="symbols" />),
  screen('help', HelpPage),
  screen('calculator', CalculatorPage),
  screen('calculator/:calculatorSlug', CalculatorPage, { calculatorSlug: isCalculatorSlug }),
  screen('legal', LegalPage),
  screen('company/about', AboutPage),
  screen('premium/pricing', PremiumPricingPage),
  screen('premium/order', PremiumOrderPage),
  screen('payment', PaymentPage),
  screen('email', EmailPage),
  screen('c/:chartId', ChartEditorPage, chartRules),
  screen('c/:chartId/login', () => <LoginPage fromChart />, chartRules),
  screen('c/:chartId/premium/order', PremiumOrderPage, chartRules),
  screen('c/:chartId/settings', () => <EditorScreenPage screen="chartSettings" />, chartRules),
  screen('c/:chartId/share', () => <EditorScreenPage screen="chartShare" />, chartRules),
  screen('c/:chartId/clone', () => <EditorScreenPage screen="chartClone" />, chartRules),
  screen('c/:chartId/delete', () => <EditorScreenPage screen="chartDelete" />, chartRules),
  screen('c/:chartId/download', () => <EditorScreenPage screen="chartDownload" />, chartRules),
  screen('c/:chartId/symbol-properties', () => <EditorScreenPage screen="symbolProperties" />, chartRules),
  screen('c/:chartId/chart-properties', () => <EditorScreenPage screen="chartProperties" />, chartRules),
  screen('c/:chartId/zoom', () => <EditorScreenPage screen="chartZoom" />, chartRules),
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
