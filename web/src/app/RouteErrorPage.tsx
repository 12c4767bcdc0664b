import { Link, useRouteError } from 'react-router';
import { nl } from '../i18n/nl';
import { useDocumentTitle } from '../ui/pageTitle';

/** Shown when a screen throws while rendering; the error is logged, the user sees a short Dutch message. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('[app] a screen failed', error);
  useDocumentTitle(nl.routeError.title);
  return (
    <article className="page">
      <h1>{nl.routeError.heading}</h1>
      <p>{nl.routeError.text}</p>
      <p>
        <Link to="/nl">{nl.routeError.homeLink}</Link>
      </p>
    </article>
  );
}
