import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { AppServicesProvider, createAppServices } from './services/appServices';
import { serverSymbolSource, useSymbolStore } from './editor/symbols/symbolStore';
import './app/app.css';

const rootElement = document.getElementById('root');
if (rootElement) {
  const services = createAppServices();
  useSymbolStore.getState().setSource(serverSymbolSource((ids) => services.chartApi.fetchSymbols(ids)));
  createRoot(rootElement).render(
    <StrictMode>
      <AppServicesProvider services={services}>
        <RouterProvider router={createAppRouter()} />
      </AppServicesProvider>
    </StrictMode>,
  );
} else {
  console.error('[app] the #root element is missing');
}
