import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { nl } from '../../i18n/nl';
import { useDocumentTitle } from '../../ui/pageTitle';
import { helpArticles, helpCategories, type HelpArticle } from './articles';
import { searchHelp } from './helpSearch';
import { helpTexts } from './helpTexts';
import './help.css';

const texts = nl.pages.help;

/** The longest question the search box takes. */
const maxQuestion = 100;

/** `/nl/help`: a search box over the articles (`?q=`), and the articles by category. */
export function HelpPage() {
  useDocumentTitle(texts.title);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const question = (params.get('q') ?? '').slice(0, maxQuestion);
  const asked = question.trim();
  const results = useMemo(() => searchHelp(helpArticles, asked), [asked]);

  return (
    <article className="page help-page">
      <h1>{texts.heading}</h1>
      <p>{texts.text}</p>
      <form
        role="search"
        aria-label={helpTexts.searchLabel}
        className="help-page__search"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={`${id}-q`}>{helpTexts.searchLabel}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={question}
          maxLength={maxQuestion}
          placeholder={helpTexts.searchPlaceholder}
          onChange={(event) =>
            setParams(event.target.value === '' ? {} : { q: event.target.value }, { replace: true })
          }
        />
      </form>
      {asked !== '' && (
        <section aria-labelledby={`${id}-results`} className="help-page__results">
          <h2 id={`${id}-results`} aria-live="polite">
            {results.length > 0 ? helpTexts.results(results.length, asked) : helpTexts.noResults(asked)}
          </h2>
          <ArticleList articles={results} />
        </section>
      )}
      <h2 className="visually-hidden">{helpTexts.categories}</h2>
      <div className="help-page__categories">
        {helpCategories.map((category) => (
          <section key={category.id} aria-labelledby={`${id}-${category.id}`}>
            <h3 id={`${id}-${category.id}`}>{category.title}</h3>
            <p>{category.intro}</p>
            <ArticleList articles={helpArticles.filter((article) => article.categoryId === category.id)} />
          </section>
        ))}
      </div>
    </article>
  );
}

function ArticleList({ articles }: { articles: readonly HelpArticle[] }) {
  return (
    <ul className="help-page__articles">
      {articles.map((article) => (
        <li key={article.slug}>
          <Link to={`/nl/help/${article.slug}`}>{article.title}</Link>
          <p>{article.summary}</p>
        </li>
      ))}
    </ul>
  );
}
