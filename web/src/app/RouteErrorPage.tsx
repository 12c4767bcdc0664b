import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { nl } from '../i18n/nl';
import { useDocumentTitle } from '../ui/pageTitle';
import { reportThrown } from './errorReporting/report';

/**
 * Shown when a screen throws while rendering; the error is logged and reported (spec §8: reported silently), the
 * user sees a short Dutch message. An answer of the router itself (a 404) is no error of the app.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[app] a screen failed', error);
    if (isRouteErrorResponse(error)) return;
    reportThrown('', error, { action: 'routeError' });
  }, [error]);
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
