import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { AppServicesProvider, createAppServices } from './app/services';
import './app/app.css';

const rootElement = document.getElementById('root');
if (rootElement) {
  createRoot(rootElement).render(
    <StrictMode>
      <AppServicesProvider services={createAppServices()}>
        <RouterProvider router={createAppRouter()} />
      </AppServicesProvider>
    </StrictMode>,
  );
} else {
  console.error('[app] the #root element is missing');
}
