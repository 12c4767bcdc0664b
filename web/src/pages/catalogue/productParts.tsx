/** What the table and the thumbnails share: the props, the swatch and the favourite star. */
import { productCategoryTitles, type CatalogueProduct } from '@steekwerk/model';
import { productTitle } from '../../catalogue/catalogueProductsApi';
import { nlCatalogue as texts } from '../../i18n/nlCatalogue';
import type { Favourites } from './useFavourites';

export interface ProductItemsProps {
  readonly products: readonly CatalogueProduct[];
  /** Show each product's ΔE to the chosen colour. */
  readonly showDeltaE: boolean;
  readonly favourites: Favourites;
}

export function Swatch({ product }: { product: CatalogueProduct }) {
  return <span className="product-swatch" style={{ background: product.color }} aria-hidden="true" />;
}

export function FavouriteStar({
  product,
  favourites,
}: {
  product: CatalogueProduct;
  favourites: Favourites;
}) {
  const starred = favourites.has(product.productId);
  const title = productTitle(product);
  return (
    <button
      type="button"
      className="product-star"
      aria-pressed={starred}
      aria-label={starred ? texts.favourite(title) : texts.makeFavourite(title)}
      title={starred ? texts.favourite(title) : texts.makeFavourite(title)}
      onClick={() => favourites.toggle(product.productId)}
    >
      {starred ? '★' : '☆'}
    </button>
  );
}

export const categoryOf = (product: CatalogueProduct) => productCategoryTitles[product.category];
