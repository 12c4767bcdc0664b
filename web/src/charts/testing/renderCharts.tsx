/** Renders the whole app over a fake account server (a logged-in user) and a fake charts server. */
import { render } from '@testing-library/react';
import type { UserSettings } from '@steekwerk/model';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../../app/routes';
import { AppServicesProvider, createAppServices, type AppServices } from '../../services/appServices';
import { memoryStorage } from '../../lib/localStore';
import { FakeAccountServer } from '../../test/fakeAccountServer';
import { FakeClock } from '../../test/fakeClock';
import { chartsTestFetch, FakeChartServer, type FakeChart } from './fakeChartServer';

export interface ChartsTestApp {
  readonly router: ReturnType<typeof createMemoryRouter>;
  readonly account: FakeAccountServer;
  readonly charts: FakeChartServer;
  readonly clock: FakeClock;
  readonly services: AppServices;
  readonly path: () => string;
}

export interface RenderChartsOptions {
  readonly charts?: readonly FakeChart[] | FakeChartServer;
  readonly settings?: Partial<UserSettings>;
  readonly premium?: boolean;
  /** Earlier history entries before `path`. */
  readonly history?: readonly string[];
}

/** Renders the app at `path` for a logged-in user with the given charts. */
export function renderCharts(path: string, options: RenderChartsOptions = {}): ChartsTestApp {
  const account = new FakeAccountServer();
  account.addUser({
    emailAddress: 'anna@example.nl',
    loggedIn: true,
    premium: options.premium ?? false,
    settings: options.settings ?? {},
  });
  const charts =
    options.charts instanceof FakeChartServer ? options.charts : new FakeChartServer(options.charts);
  const clock = new FakeClock();
  const services = createAppServices({
    fetch: chartsTestFetch(account, charts),
    timers: clock,
    storage: memoryStorage(),
  });
  const entries = [...(options.history ?? []), path];
  const router = createMemoryRouter(appRoutes, { initialEntries: entries, initialIndex: entries.length - 1 });
  render(
    <AppServicesProvider services={services}>
      <RouterProvider router={router} />
    </AppServicesProvider>,
  );
  const currentPath = () => {
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  };
  return { router, account, charts, clock, services, path: currentPath };
}
