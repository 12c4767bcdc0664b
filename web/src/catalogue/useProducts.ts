/**
 * The products of a query, page by page: the first page when the query changes (after a pause while the user
 * types, spec §9 "search debounce default 500 ms"), the next page appended on `more()`. A later query cancels an
 * earlier one's request, so an old answer never overwrites a newer one.
 */
import type { CatalogueProduct } from '@steekwerk/model';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserTimers, type Timers } from '../lib/timers';
import type { CatalogueProductsApi, CatalogueProductsQuery } from './catalogueProductsApi';

export const productsPageSize = 60;
export const searchDebounceMs = 500;

export interface ProductsState {
  readonly products: readonly CatalogueProduct[];
  readonly total: number;
  readonly status: 'loading' | 'ready' | 'failed';
}

export function useProducts(
  api: CatalogueProductsApi,
  query: CatalogueProductsQuery,
  options: { pageSize?: number; debounceMs?: number; timers?: Timers } = {},
) {
  const pageSize = options.pageSize ?? productsPageSize;
  const debounceMs = options.debounceMs ?? searchDebounceMs;
  const timers = options.timers ?? browserTimers;
  const [state, setState] = useState<ProductsState>({ products: [], total: 0, status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | undefined>(undefined);
  const key = JSON.stringify(query);

  useEffect(() => {
    const abort = new AbortController();
    controller.current?.abort();
    controller.current = abort;
    setState((before) => ({ ...before, status: 'loading' }));
    const timer = timers.setTimeout(() => {
      api
        .products({ ...query, offset: 0, limit: pageSize }, abort.signal)
        .then((page) => {
          if (!abort.signal.aborted) setState({ products: page.products, total: page.total, status: 'ready' });
        })
        .catch(() => {
          if (!abort.signal.aborted) setState({ products: [], total: 0, status: 'failed' });
        });
    }, debounceMs);
    return () => {
      timers.clearTimeout(timer);
      abort.abort();
    };
    // The query is compared by its text (key): a new object with the same values asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, pageSize, debounceMs, timers, attempt]);

  const more = useCallback(() => {
    const abort = controller.current;
    if (!abort || abort.signal.aborted) return;
    setState((before) => ({ ...before, status: 'loading' }));
    api
      .products({ ...query, offset: state.products.length, limit: pageSize }, abort.signal)
      .then((page) => {
        if (abort.signal.aborted) return;
        setState((before) => ({
          products: [...before.products, ...page.products],
          total: page.total,
          status: 'ready',
        }));
      })
      .catch(() => {
        if (!abort.signal.aborted) setState((before) => ({ ...before, status: 'failed' }));
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, pageSize, state.products.length]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, more, retry };
}
