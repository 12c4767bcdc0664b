import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../ui/pageTitle';
import { nl } from '../../i18n/nl';
import { ChartList } from '../browse/ChartList';

/**
 * `/nl/search?q=` (spec §2, login needed): the user's own and shared charts whose title, notes, craft or type
 * hold every word of the query, in the user's sort order, with the same list and menus as "Mijn charts".
 */
export function SearchPage() {
  const [search] = useSearchParams();
  const q = (search.get('q') ?? '').trim();
  useDocumentTitle(q ? `${q} - ${nl.pages.search.title}` : nl.pages.search.title);
  return (
    <article className="page page--wide">
      <h1>{nl.pages.search.heading}</h1>
      {q === '' ? (
        <p>{nl.charts.searchEmptyQuery}</p>
      ) : (
        <>
          <p>{nl.charts.searchResults(q)}</p>
          <ChartList folder="all" q={q} />
        </>
      )}
    </article>
  );
}
