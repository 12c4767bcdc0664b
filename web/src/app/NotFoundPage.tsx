import { Link } from 'react-router';
import { nl } from '../i18n/nl';
import { useDocumentTitle } from '../ui/pageTitle';

/** The fallback screen for every address that matches no route (or whose parameters are invalid). */
export function NotFoundPage() {
  useDocumentTitle(nl.notFound.title);
  return (
    <article className="page">
      <h1>{nl.notFound.heading}</h1>
      <p>{nl.notFound.text}</p>
      <p>
        <Link to="/nl">{nl.notFound.homeLink}</Link>
      </p>
    </article>
  );
}
