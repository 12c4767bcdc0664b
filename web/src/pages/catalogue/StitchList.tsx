import { findBuiltInSymbol, type ReferenceStitch, type StitchCraft } from '@steekwerk/model';
import { SymbolPreview } from '../../editor/ui/SymbolPreview';
import { capitalise } from './referenceSearch';
import { referenceTexts as texts } from './referenceTexts';

const crafts: readonly StitchCraft[] = ['knitting', 'crochet', 'crossStitch'];

/** A stitch's chart symbol, drawn in the text colour (so it follows dark mode). */
function StitchSymbol({ stitch, size }: { stitch: ReferenceStitch; size: number }) {
  return (
    <SymbolPreview
      symbol={findBuiltInSymbol(stitch.symbolIds[0])}
      background="transparent"
      foreground="currentColor"
      size={size}
      maxWidth={size * 4}
    />
  );
}

/** The stitches found, per craft: a table (symbol, name, abbreviation, description) or cards. */
export function StitchList({
  stitches,
  format,
}: {
  stitches: readonly ReferenceStitch[];
  format: 'table' | 'thumbnails';
}) {
  return (
    <>
      {crafts.map((craft) => {
        const ofCraft = stitches.filter((stitch) => stitch.craft === craft);
        if (ofCraft.length === 0) return null;
        const title = texts.crafts[craft];
        return (
          <section key={craft} className="reference__group" aria-labelledby={`craft-${craft}`}>
            <h2 id={`craft-${craft}`}>{title}</h2>
            {format === 'table' ? (
              <table className="reference-table">
                <caption className="visually-hidden">{texts.caption(title)}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="reference-table__symbol-heading">
                      {texts.columns.symbol}
                    </th>
                    <th scope="col">{texts.columns.name}</th>
                    <th scope="col">{texts.columns.abbreviation}</th>
                    <th scope="col">{texts.columns.description}</th>
                  </tr>
                </thead>
                <tbody>
                  {ofCraft.map((stitch) => (
                    <tr key={stitch.symbolIds[0]}>
                      <td className="reference-table__symbol">
                        <StitchSymbol stitch={stitch} size={28} />
                      </td>
                      <th scope="row">{capitalise(stitch.name)}</th>
                      <td>{stitch.abbreviation}</td>
                      <td>{stitch.description}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <ul className="reference-grid">
                {ofCraft.map((stitch) => (
                  <li key={stitch.symbolIds[0]} className="reference-card">
                    <StitchSymbol stitch={stitch} size={48} />
                    <h3>{capitalise(stitch.name)}</h3>
                    {stitch.abbreviation !== '' && (
                      <p className="reference-card__abbreviation">{stitch.abbreviation}</p>
                    )}
                    <p>{stitch.description}</p>
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
