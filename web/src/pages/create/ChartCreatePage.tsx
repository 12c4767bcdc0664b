import { craftLabels } from '@steekwerk/model';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../ui/pageTitle';
import { ChartFileImport } from '../../chartFiles/ChartFileImport';
import { nl } from '../../i18n/nl';
import { calculatorPath, craftCreatePath, freeformCreatePath, pickerCrafts } from './createRules';
import './create.css';

/**
 * `/nl/chart/create`: the craft picker (spec §2) — "Kies jouw handwerkvorm:" and a link per craft, and freeform
 * crochet, which opens the editor at once. `?crafts=` limits the picker (e.g. `knitting,crochet`), without freeform.
 */
export function ChartCreatePage() {
  const texts = nl.pages.chartCreate;
  const [search] = useSearchParams();
  useDocumentTitle(texts.title);
  const crafts = pickerCrafts(search.get('crafts'));
  const freeform = freeformCreatePath(search.get('crafts'));
  return (
    <article className="page chart-create">
      <h1>{texts.heading}</h1>
      <p>{texts.text}</p>
      <nav aria-label={nl.chartCreate.crafts}>
        <ul className="chart-create__crafts">
          {crafts.map((craft) => (
            <li key={craft}>
              <Link className="chart-create__craft" to={craftCreatePath(craft)}>
                {craftLabels[craft]}
              </Link>
            </li>
          ))}
          {freeform && (
            <li>
              <Link className="chart-create__craft" to={freeform}>
                {nl.chartCreate.freeformCrochet}
              </Link>
            </li>
          )}
        </ul>
      </nav>
      <p className="chart-create__links">
        <Link to={calculatorPath}>{nl.chartCreate.calculatorLink}</Link>
      </p>
      <ChartFileImport />
    </article>
  );
}
