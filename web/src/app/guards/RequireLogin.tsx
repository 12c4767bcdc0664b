import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAccount } from '../../account/useAccount';
import { nl } from '../../i18n/nl';
import { PageLoading } from '../PageLoadViews';
import { useDocumentTitle } from '../../ui/pageTitle';
import { decideAccess } from './accessDecision';

/**
 * Shows `children` to a logged-in, activated user; sends everyone else to login or activation with the address
 * to come back to (spec §2).
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const location = useLocation();
  const status = useAccount((state) => state.status);
  const user = useAccount((state) => state.user);
  const decision = decideAccess('login', { status, user }, location);
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'wait':
      return <PageLoading />;
    case 'failed':
      return <AccountLoadFailed />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
  }
}

/** The user could not be loaded, so it is unknown whether the screen may be shown. */
function AccountLoadFailed() {
  const load = useAccount((state) => state.load);
  useDocumentTitle(nl.shell.accountLoadFailedHeading);
  return (
    <section className="page" aria-labelledby="account-load-failed-heading">
      <h1 id="account-load-failed-heading">{nl.shell.accountLoadFailedHeading}</h1>
      <p>{nl.shell.accountLoadFailedText}</p>
      <button type="button" className="button button--primary" onClick={() => void load()}>
        {nl.shell.accountLoadRetry}
      </button>
    </section>
  );
}
