/**
 * The app's services: the ajax client, the account and flash stores, the clock and local storage. The browser
 * app makes one set in `main.tsx`; each test makes its own with a fake server and a fake clock.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { createAccountApi, type AccountApi } from '../account/accountApi';
import { createAccountStore, type AccountStore } from '../account/accountStore';
import { createAjaxClient, type AjaxClient } from '../api/ajaxClient';
import { createChartApi, type ChartApi } from '../api/chartApi';
import { browserStorage, type KeyValueStorage } from '../lib/localStore';
import { browserTimers, type Timers } from '../lib/timers';
import { createFlashStore, type FlashStore } from './flashStore';

export interface AppServices {
  readonly ajax: AjaxClient;
  readonly accountApi: AccountApi;
  readonly chartApi: ChartApi;
  readonly account: AccountStore;
  readonly flash: FlashStore;
  readonly timers: Timers;
  readonly storage: KeyValueStorage;
}

export interface AppServicesOptions {
  readonly fetch?: typeof fetch;
  readonly timers?: Timers;
  readonly storage?: KeyValueStorage;
  /** Told when a save's body could not be compressed (it is sent uncompressed); default `console.error`. */
  readonly report?: (message: string) => void;
}

/** Creates the services over the browser's fetch, timers and storage, or the given stand-ins. */
export function createAppServices(options: AppServicesOptions = {}): AppServices {
  const timers = options.timers ?? browserTimers;
  const storage = options.storage ?? browserStorage();
  const ajax = createAjaxClient({
    timers,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.report ? { report: options.report } : {}),
  });
  const accountApi = createAccountApi(ajax, options.fetch);
  return {
    ajax,
    accountApi,
    chartApi: createChartApi(ajax, options.fetch),
    account: createAccountStore({ api: accountApi, timers, storage }),
    flash: createFlashStore(timers),
    timers,
    storage,
  };
}

const ServicesContext = createContext<AppServices | undefined>(undefined);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The services of the surrounding {@link AppServicesProvider}. */
export function useAppServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useAppServices: no AppServicesProvider around this component');
  return services;
}
