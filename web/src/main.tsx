import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAjaxClient } from './api/ajaxClient';
import { startChartPrefetch } from './app/chartPrefetch';
import { appStateForReport } from './app/errorReporting/appStateForReport';
import { routeAction } from './app/errorReporting/actionTrail';
import { report } from './app/errorReporting/report';
import { startErrorReporting } from './app/errorReporting/startErrorReporting';
import { browserStorage } from './lib/localStore';
import { createAppRouter } from './app/router';
import { AppServicesProvider, createAppServices, type AppServices } from './services/appServices';
import { serverSymbolSource, useSymbolStore } from './editor/symbols/symbolStore';
import { tabSessionId } from './editor/sync/tabSession';
import './app/app.css';

// First, so an error anywhere after it is reported (spec §8). Its own ajax client: the app's may not exist yet.
let account: AppServices['account'] | undefined;
const errorReporting = startErrorReporting({
  ajax: createAjaxClient(),
  target: window,
  storage: browserStorage(),
  // The main chunk's hashed file name: which build the page runs.
  version: new URL(import.meta.url).pathname.split('/').pop() ?? 'dev',
  state: () => (account ? appStateForReport(account) : {}),
});
errorReporting.trail.record(routeAction(window.location.pathname));

const rootElement = document.getElementById('root');
if (rootElement) {
  // A saved chart's rows are on their way while the editor's code still loads (app/chartPrefetch.ts).
  const { pathname, search } = window.location;
  const prefetch = startChartPrefetch({ location: { pathname, search }, sessionId: tabSessionId });
  const services = createAppServices({
    fetch: prefetch.fetch,
    // A save whose body could not be compressed goes out as it is; the failure is reported (spec §8).
    report: (message) => report(message, { action: 'compressRequest' }),
  });
  account = services.account;
  useSymbolStore.getState().setSource(serverSymbolSource((ids) => services.chartApi.fetchSymbols(ids)));
  const router = createAppRouter();
  // Kept for the page's first address only: after a navigation the editor asks the server itself.
  let lastPath = pathname;
  router.subscribe(({ location }) => {
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    errorReporting.trail.record(routeAction(location.pathname));
  });
  const unsubscribe = router.subscribe(({ location }) => {
    if (location.pathname === pathname && location.search === search) return;
    prefetch.discard();
    unsubscribe();
  });
  createRoot(rootElement).render(
    <StrictMode>
      <AppServicesProvider services={services}>
        <RouterProvider router={router} />
      </AppServicesProvider>
    </StrictMode>,
  );
} else {
  // Spec §8: reported silently, no message to the user.
  report('Missing root element: #root', { action: 'main' });
}
