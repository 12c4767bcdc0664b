import type { CatalogueProduct } from '@steekwerk/model';
import { useEffect, useMemo, useState } from 'react';
import { createCatalogueProductsApi } from '../../catalogue/catalogueProductsApi';
import { useAppServices } from '../../services/appServices';

/**
 * The catalogue products the palette links to, by id, once loaded (one request for all; up to 256 ids). Call only
 * inside the app's services (the panel mounts it only when a style is linked). A failed request leaves them unknown.
 */
export function useLinkedProducts(productIds: readonly string[]): ReadonlyMap<string, CatalogueProduct> {
  const { ajax } = useAppServices();
  const api = useMemo(() => createCatalogueProductsApi(ajax), [ajax]);
  const key = [...new Set(productIds)].sort().join(',');
  const [found, setFound] = useState<ReadonlyMap<string, CatalogueProduct>>(new Map());
  useEffect(() => {
    const ids = key === '' ? [] : key.split(',');
    if (ids.length === 0) return;
    const abort = new AbortController();
    api
      .products({ ids: ids.slice(0, 256), limit: 100 }, abort.signal)
      .then((page) => setFound(new Map(page.products.map((product) => [product.productId, product]))))
      .catch(() => undefined);
    return () => abort.abort();
  }, [api, key]);
  return found;
}
