import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startChartPrefetch } from './app/chartPrefetch';
import { createAppRouter } from './app/router';
import { AppServicesProvider, createAppServices } from './services/appServices';
import { serverSymbolSource, useSymbolStore } from './editor/symbols/symbolStore';
import { tabSessionId } from './editor/sync/tabSession';
import './app/app.css';

const rootElement = document.getElementById('root');
if (rootElement) {
  // A saved chart's rows are on their way while the editor's code still loads (app/chartPrefetch.ts).
  const { pathname, search } = window.location;
  const prefetch = startChartPrefetch({ location: { pathname, search }, sessionId: tabSessionId });
  const services = createAppServices({ fetch: prefetch.fetch });
  useSymbolStore.getState().setSource(serverSymbolSource((ids) => services.chartApi.fetchSymbols(ids)));
  const router = createAppRouter();
  // Kept for the page's first address only: after a navigation the editor asks the server itself.
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
  console.error('[app] the #root element is missing');
}
