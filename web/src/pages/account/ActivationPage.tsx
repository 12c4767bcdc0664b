import { activationTokenSchema, isLoggedIn } from '@steekwerk/model';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountErrorText } from '../../account/accountErrorText';
import { takeActivationRedirect } from '../../account/activationRedirect';
import { loginUrl, resolveRedirectUrl } from '../../account/redirectUrl';
import { useAccount } from '../../account/useAccount';
import { PageLoading } from '../../app/PageLoadViews';
import { useDocumentTitle } from '../../ui/pageTitle';
import { useAppServices } from '../../services/appServices';
import { nl } from '../../i18n/nl';

/** After a successful activation the screen moves on by itself after this long. */
export const activationContinueMs = 3000;

/**
 * `/nl/account/activation`. With `?token=` (the e-mailed link) it activates the account, says so and continues
 * to the `redirectUrl` (or the page remembered at registration, or /nl), through login when not logged in.
 * Without a token it tells a pending user to check the mail and offers to send it again.
 */
export function ActivationPage() {
  useDocumentTitle(nl.pages.activation.title);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <article className="page">
      <h1>{nl.pages.activation.heading}</h1>
      {token === null ? (
        <ActivationStatus redirectUrl={searchParams.get('redirectUrl')} />
      ) : (
        <ActivateWithToken token={token} redirectUrl={searchParams.get('redirectUrl')} />
      )}
    </article>
  );
}

type Activation =
  | { kind: 'busy' }
  | { kind: 'activated'; next: string }
  | { kind: 'invalidToken' }
  | { kind: 'expired' }
  | { kind: 'failed'; message: string };

function ActivateWithToken({ token, redirectUrl }: { token: string; redirectUrl: string | null }) {
  const activate = useAccount((state) => state.activate);
  const status = useAccount((state) => state.status);
  const { storage, timers } = useAppServices();
  const navigate = useNavigate();
  const validToken = activationTokenSchema.safeParse(token).success;
  const [activation, setActivation] = useState<Activation>(
    validToken ? { kind: 'busy' } : { kind: 'invalidToken' },
  );
  const started = useRef(false);

  useEffect(() => {
    // Wait for the session, so a logged-in user is recognised and continues without logging in again.
    if (!validToken || started.current || status === 'idle' || status === 'loading') return;
    started.current = true;
    void (async () => {
      try {
        const outcome = await activate(token);
        if (outcome !== 'ok') {
          setActivation({ kind: outcome });
          return;
        }
        const target = resolveRedirectUrl(redirectUrl ?? takeActivationRedirect(storage));
        setActivation({ kind: 'activated', next: target });
      } catch (error) {
        setActivation({ kind: 'failed', message: accountErrorText(error) });
      }
    })();
  }, [validToken, status, activate, token, redirectUrl, storage]);

  const loggedIn = useAccount((state) => isLoggedIn(state.user));
  const next =
    activation.kind === 'activated' ? (loggedIn ? activation.next : loginUrl(activation.next)) : undefined;

  useEffect(() => {
    if (next === undefined) return;
    const timer = timers.setTimeout(() => navigate(next, { replace: true }), activationContinueMs);
    return () => timers.clearTimeout(timer);
  }, [next, timers, navigate]);

  switch (activation.kind) {
    case 'busy':
      return <p role="status">{nl.account.activating}</p>;
    case 'activated':
      return (
        <>
          <p role="status">{loggedIn ? nl.account.activated : nl.account.activatedLogIn}</p>
          <p>
            <Link className="button button--primary" to={next ?? '/nl'} replace>
              {loggedIn ? nl.account.continue : nl.account.loginLink}
            </Link>
          </p>
        </>
      );
    case 'invalidToken':
      return <p role="alert">{nl.account.invalidActivationLink}</p>;
    case 'expired':
      return (
        <>
          <p role="alert">{nl.account.expiredActivationLink}</p>
          {!loggedIn && (
            <p>
              <Link to={loginUrl()}>{nl.account.loginLink}</Link>
            </p>
          )}
          {loggedIn && <ResendActivation />}
        </>
      );
    case 'failed':
      return <p role="alert">{activation.message}</p>;
  }
}

function ActivationStatus({ redirectUrl }: { redirectUrl: string | null }) {
  const status = useAccount((state) => state.status);
  const user = useAccount((state) => state.user);
  const target = resolveRedirectUrl(redirectUrl);
  if (status === 'idle' || status === 'loading') return <PageLoading />;
  if (!isLoggedIn(user)) {
    return (
      <>
        <p>{nl.account.anonymousActivationText}</p>
        <p>
          <Link className="button button--primary" to={loginUrl(target)}>
            {nl.account.loginLink}
          </Link>
        </p>
      </>
    );
  }
  if (!user.pending) {
    return (
      <>
        <p role="status">{nl.account.alreadyActive}</p>
        <p>
          <Link className="button button--primary" to={target}>
            {nl.account.continue}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <p>{nl.account.pendingText(user.emailAddress)}</p>
      <ResendActivation />
    </>
  );
}

type Resend = { kind: 'idle' } | { kind: 'busy' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** "Send the activation mail again", for a logged-in pending user. */
function ResendActivation() {
  const resendActivation = useAccount((state) => state.resendActivation);
  const [resend, setResend] = useState<Resend>({ kind: 'idle' });
  const onClick = async () => {
    setResend({ kind: 'busy' });
    try {
      const outcome = await resendActivation();
      // alreadyActive: the store reloads the user, and the screen says the account is active.
      setResend(outcome === 'ok' ? { kind: 'sent' } : { kind: 'idle' });
    } catch (error) {
      setResend({ kind: 'failed', message: accountErrorText(error) });
    }
  };
  return (
    <>
      <p>
        <button
          type="button"
          className="button"
          disabled={resend.kind === 'busy'}
          onClick={() => void onClick()}
        >
          {resend.kind === 'busy' ? nl.account.resending : nl.account.resend}
        </button>
      </p>
      {resend.kind === 'sent' && <p role="status">{nl.account.resent}</p>}
      {resend.kind === 'failed' && <p role="alert">{resend.message}</p>}
    </>
  );
}
