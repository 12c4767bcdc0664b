import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes';

/** The app's router over the browser's address bar. */
export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(appRoutes);
}
