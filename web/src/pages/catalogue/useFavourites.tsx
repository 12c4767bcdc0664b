/**
 * The user's favourite products on the catalogue screen: which are starred, and starring one (stored on the server
 * for a logged-in user; a visitor is asked to log in instead).
 */
import type { CatalogueCategory } from '@steekwerk/model';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CatalogueProductsApi } from '../../catalogue/catalogueProductsApi';
import { nlCatalogue as texts } from '../../i18n/nlCatalogue';

export interface Favourites {
  has(productId: string): boolean;
  toggle(productId: string): void;
  /** A message to show (log in, or a failure), or null. */
  readonly message: ReactNode;
}

export function useFavourites(
  api: CatalogueProductsApi,
  categories: readonly CatalogueCategory[],
  loggedIn: boolean,
): Favourites {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<'login' | 'failed' | undefined>(undefined);

  // New categories from the server bring the user's favourites.
  const [seen, setSeen] = useState(categories);
  if (seen !== categories) {
    setSeen(categories);
    setIds(new Set(categories.flatMap((category) => category.favouriteIds)));
  }

  const message =
    problem === 'login' ? (
      <p className="products-page__message" role="alert">
        {texts.loginForFavourites}{' '}
        <Link to={`/nl/login?redirectUrl=${encodeURIComponent('/nl/products')}`}>{texts.login}</Link>
      </p>
    ) : problem === 'failed' ? (
      <p className="products-page__message" role="alert">
        {texts.favouriteFailed}
      </p>
    ) : null;

  return {
    has: (productId) => ids.has(productId),
    toggle(productId) {
      if (!loggedIn) {
        setProblem('login');
        return;
      }
      const favourite = !ids.has(productId);
      api
        .setFavourite(productId, favourite)
        .then((after) => {
          setIds(new Set(after));
          setProblem(undefined);
        })
        .catch(() => setProblem('failed'));
    },
    message,
  };
}
