/** The products as a table with column headers: colour, brand, number, name, kind, yarn facts, ΔE, favourite. */
import { nlCatalogue as texts } from '../../i18n/nlCatalogue';
import { categoryOf, FavouriteStar, Swatch, type ProductItemsProps } from './productParts';

export function ProductTable({ products, showDeltaE, favourites }: ProductItemsProps) {
  const labels = texts.table;
  const yarns = products.some((product) => product.yarn);
  return (
    <table className="product-table">
      <caption className="visually-hidden">{labels.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.swatch}</th>
          <th scope="col">{labels.brand}</th>
          <th scope="col">{labels.number}</th>
          <th scope="col">{labels.name}</th>
          <th scope="col">{labels.category}</th>
          {yarns && <th scope="col">{labels.yarn}</th>}
          {showDeltaE && <th scope="col">{labels.deltaE}</th>}
          <th scope="col">{labels.favourite}</th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.productId} data-product-id={product.productId}>
            <td>
              <Swatch product={product} />
              <span className="product-table__hex">{product.color}</span>
            </td>
            <td>{product.brandName}</td>
            <td>{product.code}</td>
            <td>{product.name}</td>
            <td>{categoryOf(product)}</td>
            {yarns && <td>{product.yarn ? texts.yarnFacts(product.yarn) : ''}</td>}
            {showDeltaE && <td>{product.deltaE?.toLocaleString('nl-NL', { maximumFractionDigits: 1 })}</td>}
            <td>
              <FavouriteStar product={product} favourites={favourites} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
