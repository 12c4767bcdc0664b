/**
 * Products and yarns at `/nl/products` (spec §2, issue 28): brands by category, search by number or name, filter by
 * brand and by colour (the nearest by ΔE2000 first, with their ΔE), the user's favourites, a table or thumbnails
 * (setting `productsListFormat`) ordered by number or name (`productsOrder`), a page at a time ("Meer
 * weergeven..."). Open to visitors; starring a product asks a visitor to log in.
 */
import {
  productCategoryTitles,
  type CatalogueCategory,
  type ProductCategory,
  type ProductsOrder,
} from '@steekwerk/model';
import { useEffect, useMemo, useState } from 'react';
import { useAccount, useViewer } from '../../account/useAccount';
import { createCatalogueProductsApi } from '../../catalogue/catalogueProductsApi';
import { useProducts } from '../../catalogue/useProducts';
import { nlCatalogue as texts } from '../../i18n/nlCatalogue';
import { nl } from '../../i18n/nl';
import { useAppServices } from '../../services/appServices';
import { useDocumentTitle } from '../../ui/pageTitle';
import { ColourFilter } from './ColourFilter';
import { ProductGrid } from './ProductGrid';
import { ProductTable } from './ProductTable';
import { useFavourites } from './useFavourites';
import './products.css';

export function ProductsPage() {
  useDocumentTitle(nl.pages.products.title);
  const { ajax, timers } = useAppServices();
  const api = useMemo(() => createCatalogueProductsApi(ajax), [ajax]);
  const { loggedIn } = useViewer();
  const settings = useAccount((state) => state.settings);
  const changeSettings = useAccount((state) => state.changeSettings);
  const [categories, setCategories] = useState<CatalogueCategory[]>([]);
  const [q, setQ] = useState('');
  const [brand, setBrand] = useState('');
  const [colour, setColour] = useState('');
  const [onlyFavourites, setOnlyFavourites] = useState(false);
  const [category, setCategory] = useState<ProductCategory | ''>('');
  const [onlyPopular, setOnlyPopular] = useState(false);
  const popularIds = categories
    .filter((entry) => category === '' || entry.categoryId === category)
    .flatMap((entry) => entry.popularIds);
  const favourites = useFavourites(api, categories, loggedIn);

  useEffect(() => {
    const abort = new AbortController();
    api
      .categories(abort.signal)
      .then((answer) => setCategories(answer.categories))
      .catch(() => undefined);
    return () => abort.abort();
  }, [api, loggedIn]);

  const order = settings.productsOrder as ProductsOrder;
  const format = settings.productsListFormat;
  const list = useProducts(
    api,
    {
      q,
      brand,
      color: colour,
      order,
      category,
      favourites: onlyFavourites && loggedIn ? '1' : '0',
      ...(onlyPopular && popularIds.length > 0 ? { ids: popularIds } : {}),
    },
    { timers },
  );
  const Items = format === 'table' ? ProductTable : ProductGrid;

  return (
    <article className="page page--wide products-page">
      <h1>{nl.pages.products.heading}</h1>
      <p>{texts.intro}</p>
      <form className="products-page__filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          {texts.search}
          <input type="search" value={q} maxLength={60} onChange={(event) => setQ(event.target.value)} />
        </label>
        <label>
          {texts.category}
          <select
            value={category}
            onChange={(event) => {
              setCategory(event.target.value as ProductCategory | '');
              setBrand('');
            }}
          >
            <option value="">{texts.allCategories}</option>
            {categories.map((entry) => (
              <option key={entry.categoryId} value={entry.categoryId}>
                {entry.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          {texts.brand}
          <select value={brand} onChange={(event) => setBrand(event.target.value)}>
            <option value="">{texts.allBrands}</option>
            {categories
              .filter((entry) => category === '' || entry.categoryId === category)
              .map((entry) => (
                <optgroup key={entry.categoryId} label={productCategoryTitles[entry.categoryId]}>
                  {entry.brands.map((item) => (
                    <option key={item.brandId} value={item.brandId}>
                      {item.name}
                    </option>
                  ))}
                </optgroup>
              ))}
          </select>
        </label>
        <ColourFilter value={colour} onChange={setColour} />
        <label>
          {texts.order}
          <select
            value={order}
            onChange={(event) => changeSettings({ productsOrder: event.target.value as ProductsOrder })}
          >
            {(['productNumberInt', 'title'] as const).map((value) => (
              <option key={value} value={value}>
                {texts.orders[value]}
              </option>
            ))}
          </select>
        </label>
        <div role="group" aria-label={texts.format} className="products-page__formats">
          {(['thumbnails', 'table'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className="button"
              aria-pressed={format === value}
              onClick={() => changeSettings({ productsListFormat: value })}
            >
              {texts.formats[value]}
            </button>
          ))}
        </div>
        <label className="products-page__check">
          <input
            type="checkbox"
            checked={onlyPopular}
            onChange={(event) => setOnlyPopular(event.target.checked)}
          />
          {texts.onlyPopular}
        </label>
        {loggedIn && (
          <label className="products-page__check">
            <input
              type="checkbox"
              checked={onlyFavourites}
              onChange={(event) => setOnlyFavourites(event.target.checked)}
            />
            {texts.onlyFavourites}
          </label>
        )}
      </form>
      <p className="products-page__count" role="status">
        {list.status === 'failed'
          ? texts.failed
          : list.status === 'loading' && list.products.length === 0
            ? texts.loading
            : `${texts.count(list.products.length, list.total)}${colour ? ` ${texts.nearestFirst(colour)}` : ''}`}
      </p>
      {list.status === 'failed' && (
        <button type="button" className="button" onClick={list.retry}>
          {texts.retry}
        </button>
      )}
      {favourites.message}
      <Items products={list.products} showDeltaE={colour !== ''} favourites={favourites} />
      {list.products.length < list.total && (
        <button type="button" className="button" disabled={list.status === 'loading'} onClick={list.more}>
          {texts.more}
        </button>
      )}
    </article>
  );
}
