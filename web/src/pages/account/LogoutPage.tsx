import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { accountErrorText } from '../../account/accountErrorText';
import { useAccount } from '../../account/useAccount';
import { useDocumentTitle } from '../../ui/pageTitle';
import { nl } from '../../i18n/nl';

type LogoutState = { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** `/nl/account/logout`: logs out, then says so with a link to log in again. */
export function LogoutPage() {
  useDocumentTitle(nl.pages.logout.title);
  const status = useAccount((state) => state.status);
  const logout = useAccount((state) => state.logout);
  const [state, setState] = useState<LogoutState>({ kind: 'busy' });
  const started = useRef(false);

  const run = useCallback(async () => {
    try {
      await logout();
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'failed', message: accountErrorText(error) });
    }
  }, [logout]);

  useEffect(() => {
    if (started.current || status === 'idle' || status === 'loading') return;
    started.current = true;
    // Also when already logged out or unknown: logging out again is harmless and clears a stale session cookie.
    void run();
  }, [status, run]);

  return (
    <article className="page">
      <h1>{nl.pages.logout.heading}</h1>
      {state.kind === 'busy' && <p role="status">{nl.account.loggingOut}</p>}
      {state.kind === 'done' && (
        <>
          <p role="status">{nl.account.loggedOut}</p>
          <p>
            <Link className="button button--primary" to="/nl/login">
              {nl.account.loginAgain}
            </Link>
          </p>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <p role="alert">
            {nl.account.logoutFailed} {state.message}
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setState({ kind: 'busy' });
              void run();
            }}
          >
            {nl.account.logoutRetry}
          </button>
        </>
      )}
    </article>
  );
}
