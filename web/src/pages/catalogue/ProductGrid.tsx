/** The products as thumbnails: a swatch with brand, number, name (and yarn facts, ΔE) under it, and a star. */
import { productTitle } from '../../catalogue/catalogueProductsApi';
import { nlCatalogue as texts } from '../../i18n/nlCatalogue';
import { FavouriteStar, Swatch, type ProductItemsProps } from './productParts';

export function ProductGrid({ products, showDeltaE, favourites }: ProductItemsProps) {
  return (
    <ul className="product-grid" aria-label={texts.table.caption}>
      {products.map((product) => (
        <li key={product.productId} className="product-grid__item" data-product-id={product.productId}>
          <Swatch product={product} />
          <span className="product-grid__number">{`${product.brandName} ${product.code}`}</span>
          <span className="product-grid__name">{product.name}</span>
          {product.yarn && <span className="product-grid__facts">{texts.yarnFacts(product.yarn)}</span>}
          {showDeltaE && product.deltaE !== undefined && (
            <span
              className="product-grid__delta"
              aria-label={`${productTitle(product)}: ${texts.deltaE(product.deltaE)}`}
            >
              {texts.deltaE(product.deltaE)}
            </span>
          )}
          <FavouriteStar product={product} favourites={favourites} />
        </li>
      ))}
    </ul>
  );
}
