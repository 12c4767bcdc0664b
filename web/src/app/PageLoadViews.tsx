import { Link } from 'react-router';
import { nl } from '../i18n/nl';
import { useDocumentTitle } from '../ui/pageTitle';

/** Shown while a screen's code is being loaded. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      {nl.pageLoad.loading}
    </div>
  );
}

/** Shown when a screen's code could not be loaded: try again, go home, or ask the support group. */
export function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle(nl.pageLoad.failedTitle);
  return (
    <section className="page page-load-failed" aria-labelledby="page-load-failed-heading">
      <h1 id="page-load-failed-heading">{nl.pageLoad.failedHeading}</h1>
      <p>{nl.pageLoad.failedText}</p>
      <div className="page-load-failed__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {nl.pageLoad.retry}
        </button>
        <Link className="button" to="/nl">
          {nl.pageLoad.cancel}
        </Link>
        <a href={nl.pageLoad.supportGroupUrl} target="_blank" rel="noopener noreferrer">
          {nl.pageLoad.supportGroup}
        </a>
      </div>
    </section>
  );
}
