import { symbolCategories, type StitchSymbol } from '@steekwerk/model';
import { SymbolPreview } from '../../editor/ui/SymbolPreview';
import { referenceTexts as texts } from './referenceTexts';

/** The symbols found, by category (each symbol under its first one): a table (symbol, name, width) or tiles. */
export function SymbolList({
  symbols,
  format,
}: {
  symbols: readonly StitchSymbol[];
  format: 'table' | 'thumbnails';
}) {
  return (
    <>
      {symbolCategories.map((category) => {
        const ofCategory = symbols.filter((symbol) => symbol.categoryIds[0] === category.categoryId);
        if (ofCategory.length === 0) return null;
        const headingId = `category-${category.categoryId}`;
        return (
          <section key={category.categoryId} className="reference__group" aria-labelledby={headingId}>
            <h2 id={headingId}>{category.title}</h2>
            {format === 'table' ? (
              <table className="reference-table">
                <caption className="visually-hidden">{texts.symbolCaption(category.title)}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="reference-table__symbol-heading">
                      {texts.columns.symbol}
                    </th>
                    <th scope="col">{texts.columns.name}</th>
                    <th scope="col">{texts.columns.width}</th>
                  </tr>
                </thead>
                <tbody>
                  {ofCategory.map((symbol) => (
                    <tr key={symbol.symbolId}>
                      <td className="reference-table__symbol">
                        <SymbolPreview
                          symbol={symbol}
                          background="transparent"
                          foreground="currentColor"
                          size={28}
                          maxWidth={112}
                        />
                      </td>
                      <th scope="row">{symbol.title}</th>
                      <td>{texts.cells(symbol.cells)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <ul className="reference-grid reference-grid--symbols">
                {ofCategory.map((symbol) => (
                  <li key={symbol.symbolId} className="reference-card reference-card--symbol">
                    <SymbolPreview
                      symbol={symbol}
                      background="transparent"
                      foreground="currentColor"
                      size={48}
                      maxWidth={144}
                    />
                    <p>{symbol.title}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}
