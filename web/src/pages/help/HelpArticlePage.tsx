import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../ui/pageTitle';
import { helpArticle, type HelpArticle } from './articles';
import { HelpBlocks } from './HelpBlocks';
import { helpTexts } from './helpTexts';
import './help.css';

/** `/nl/help/{slug}`: one article, with links to related ones; an unknown slug says so. */
export function HelpArticlePage() {
  const slug = useParams().articleSlug ?? '';
  const article = helpArticle(slug);
  useDocumentTitle(article?.title ?? helpTexts.notFoundHeading);
  if (!article) {
    return (
      <article className="page help-article">
        <h1>{helpTexts.notFoundHeading}</h1>
        <p>{helpTexts.notFoundText}</p>
        <p>
          <Link to="/nl/help">{helpTexts.backToHelp}</Link>
        </p>
      </article>
    );
  }
  const related = article.related.map(helpArticle).filter((other): other is HelpArticle => !!other);
  return (
    <article className="page help-article">
      <h1>{article.title}</h1>
      <p className="help-article__summary">{article.summary}</p>
      <HelpBlocks blocks={article.blocks} />
      {related.length > 0 && (
        <nav aria-label={helpTexts.related} className="help-article__related">
          <h2>{helpTexts.related}</h2>
          <ul>
            {related.map((other) => (
              <li key={other.slug}>
                <Link to={`/nl/help/${other.slug}`}>{other.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p>
        <Link to="/nl/help">{helpTexts.backToHelp}</Link>
      </p>
    </article>
  );
}
