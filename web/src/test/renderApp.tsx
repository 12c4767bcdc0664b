/**
 * Renders the whole app (routes, shell, services) at a path, over a fake account server and a fake clock.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { appRoutes } from '../app/routes';
import { AppServicesProvider, createAppServices, type AppServices } from '../services/appServices';
import { memoryStorage, type KeyValueStorage } from '../lib/localStore';
import { FakeAccountServer } from './fakeAccountServer';
import { FakeClock } from './fakeClock';

export interface TestApp {
  readonly router: ReturnType<typeof createMemoryRouter>;
  readonly server: FakeAccountServer;
  readonly clock: FakeClock;
  readonly services: AppServices;
  /** The router's current path with query and hash. */
  readonly path: () => string;
}

export interface RenderAppOptions {
  readonly server?: FakeAccountServer;
  readonly clock?: FakeClock;
  readonly storage?: KeyValueStorage;
  readonly routes?: RouteObject[];
}

/** Services over `server`'s fetch and `clock`. */
export function testServices(
  server: FakeAccountServer,
  clock: FakeClock,
  storage = memoryStorage(),
): AppServices {
  return createAppServices({ fetch: server.fetch, timers: clock, storage });
}

/** Wraps `children` in the services of a test. */
export function WithServices({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesProvider services={services}>{children}</AppServicesProvider>;
}

/** Renders the app at `path` (an entry list for history); a server with a logged-in user is made by the test. */
export function renderApp(path: string | string[], options: RenderAppOptions = {}): TestApp {
  const server = options.server ?? new FakeAccountServer();
  const clock = options.clock ?? new FakeClock();
  const services = testServices(server, clock, options.storage);
  const entries = Array.isArray(path) ? path : [path];
  const router = createMemoryRouter(options.routes ?? appRoutes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  render(
    <AppServicesProvider services={services}>
      <RouterProvider router={router} />
    </AppServicesProvider>,
  );
  const path_ = () => {
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  };
  return { router, server, clock, services, path: path_ };
}

/** A fake server with an activated user who is logged in. */
export function loggedInServer(options: Parameters<FakeAccountServer['addUser']>[0] = {}): FakeAccountServer {
  const server = new FakeAccountServer();
  server.addUser({ emailAddress: 'anna@example.nl', ...options, loggedIn: true });
  return server;
}
