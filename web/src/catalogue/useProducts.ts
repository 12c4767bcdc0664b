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
  const [attempt, setAttempt] = useState(0);
  // The query compared by its text: a new object with the same values asks nothing again.
  const queryText = JSON.stringify(query);
  const key = `${queryText}#${attempt}`;
  /** The answer and the query (key) it belongs to: an answer to an older query shows as loading. */
  const [state, setState] = useState<ProductsState & { key: string }>({
    key: '',
    products: [],
    total: 0,
    status: 'loading',
  });
  const controller = useRef<AbortController | undefined>(undefined);

  useEffect(() => {
    const abort = new AbortController();
    controller.current?.abort();
    controller.current = abort;
    const timer = timers.setTimeout(() => {
      api
        .products(
          { ...(JSON.parse(queryText) as CatalogueProductsQuery), offset: 0, limit: pageSize },
          abort.signal,
        )
        .then((page) => {
          if (!abort.signal.aborted) {
            setState({ key, products: page.products, total: page.total, status: 'ready' });
          }
        })
        .catch(() => {
          if (!abort.signal.aborted) setState({ key, products: [], total: 0, status: 'failed' });
        });
    }, debounceMs);
    return () => {
      timers.clearTimeout(timer);
      abort.abort();
    };
  }, [api, key, queryText, pageSize, debounceMs, timers]);

  const loaded = state.key === key ? state.products.length : 0;
  const more = useCallback(() => {
    const abort = controller.current;
    if (!abort || abort.signal.aborted) return;
    setState((before) => ({ ...before, status: 'loading' }));
    api
      .products(
        { ...(JSON.parse(queryText) as CatalogueProductsQuery), offset: loaded, limit: pageSize },
        abort.signal,
      )
      .then((page) => {
        if (abort.signal.aborted) return;
        setState((before) => ({
          key: before.key,
          products: [...before.products, ...page.products],
          total: page.total,
          status: 'ready',
        }));
      })
      .catch(() => {
        if (!abort.signal.aborted) setState((before) => ({ ...before, status: 'failed' }));
      });
  }, [api, queryText, pageSize, loaded]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const current = state.key === key;
  return {
    products: current ? state.products : [],
    total: current ? state.total : 0,
    status: current ? state.status : ('loading' as const),
    more,
    retry,
  };
}
