import { isLoggedIn, type PaymentSummary } from '@steekwerk/model';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { loginLinkFor } from '../../account/redirectUrl';
import { useAccount } from '../../account/useAccount';
import { nl } from '../../i18n/nl';
import { useDocumentTitle } from '../../ui/pageTitle';
import { chartIdOfPath, formatDate, isReturnPath, orderPath } from './premiumTerms';
import { backLabel } from './upsellReason';
import { usePaymentOutcome } from './usePaymentOutcome';
import './premium.css';

const texts = nl.premiumBuying.payment;

/** A payment id as the server makes them; anything else is not asked for. */
const paymentIdPattern = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * `/nl/payment?paymentId=…`, where the provider sends the user back: the outcome of the payment (paid, still
 * being processed, failed, cancelled, expired) and what to do next.
 */
export function PaymentPage() {
  useDocumentTitle(nl.pages.payment.title);
  const [search] = useSearchParams();
  const paymentId = search.get('paymentId') ?? '';
  if (!paymentIdPattern.test(paymentId)) {
    return <NoSuchPayment text={paymentId === '' ? texts.missing : texts.unknown} />;
  }
  return <PaymentOutcomeView key={paymentId} paymentId={paymentId} />;
}

function PaymentView({ heading, children }: { readonly heading: string; readonly children: ReactNode }) {
  return (
    <article className="page premium-page payment-page">
      <h1>{heading}</h1>
      {children}
    </article>
  );
}

/** No payment to show (none named, or none of this user's), and the way to Premium. */
function NoSuchPayment({ text }: { readonly text: string }) {
  return (
    <PaymentView heading={texts.missingHeading}>
      <p>{text}</p>
      <p>
        <Link className="button" to="/nl/premium/pricing">
          {texts.toPricing}
        </Link>
      </p>
    </PaymentView>
  );
}

function PaymentOutcomeView({ paymentId }: { readonly paymentId: string }) {
  const location = useLocation();
  const loggedIn = useAccount((state) => isLoggedIn(state.user));
  const { outcome, retry } = usePaymentOutcome(paymentId);
  const retryButton = (
    <button type="button" className="button" onClick={retry}>
      {texts.retry}
    </button>
  );
  switch (outcome.kind) {
    case 'loading':
      return (
        <PaymentView heading={nl.pages.payment.heading}>
          <p role="status">{texts.loading}</p>
        </PaymentView>
      );
    case 'loadFailed':
      return (
        <PaymentView heading={nl.pages.payment.heading}>
          <p role="alert">{texts.loadFailed}</p>
          <p>{retryButton}</p>
        </PaymentView>
      );
    case 'notLoggedIn':
    case 'unknown':
      if (outcome.kind === 'notLoggedIn' && !loggedIn) {
        return (
          <PaymentView heading={nl.pages.payment.heading}>
            <p>{texts.loginToSee}</p>
            <p>
              <Link className="button button--primary" to={loginLinkFor(location)}>
                {nl.account.loginSubmit}
              </Link>
            </p>
          </PaymentView>
        );
      }
      return <NoSuchPayment text={texts.unknown} />;
    case 'payment':
      return (
        <PaymentStatusView payment={outcome.payment} waitedOut={outcome.waitedOut} onCheckAgain={retry} />
      );
  }
}

interface PaymentStatusViewProps {
  readonly payment: PaymentSummary;
  readonly waitedOut: boolean;
  readonly onCheckAgain: () => void;
}

/** One payment's outcome and the ways on: to where the user was, or to try again with the same plan. */
function PaymentStatusView({ payment, waitedOut, onCheckAgain }: PaymentStatusViewProps) {
  const premiumUntil = useAccount((state) => state.user.premiumUntil ?? null);
  const returnTo = isReturnPath(payment.returnTo) ? payment.returnTo : '/nl';
  const toChart = chartIdOfPath(returnTo) !== undefined;
  const backLink = (
    <Link className="button" to={returnTo}>
      {backLabel(returnTo)}
    </Link>
  );
  const tryAgain = (
    <Link className="button button--primary" to={orderPath(payment.planId, { returnTo })}>
      {texts.tryAgain}
    </Link>
  );
  switch (payment.status) {
    case 'paid': {
      const until = payment.periodEnd ?? premiumUntil;
      return (
        <PaymentView heading={texts.paidHeading}>
          <p role="status" className="payment-page__paid">
            {until === null ? texts.paidWithoutEnd : texts.paid(formatDate(until))}
          </p>
          {payment.receiptNumber !== null && <p>{texts.receipt(payment.receiptNumber)}</p>}
          <p>
            <Link className="button button--primary" to={returnTo}>
              {toChart ? texts.continueToChart : texts.continue}
            </Link>
          </p>
        </PaymentView>
      );
    }
    case 'open':
    case 'pending':
      return (
        <PaymentView heading={texts.pendingHeading}>
          {waitedOut ? (
            <>
              <p role="status">{texts.stillPending}</p>
              <p className="payment-page__actions">
                <button type="button" className="button" onClick={onCheckAgain}>
                  {texts.checkAgain}
                </button>
                <Link className="button" to={returnTo}>
                  {toChart ? texts.continueToChart : texts.continue}
                </Link>
              </p>
            </>
          ) : (
            <p role="status" className="payment-page__waiting">
              <span className="page-loading__spinner" aria-hidden="true" />
              {texts.pending}
            </p>
          )}
        </PaymentView>
      );
    case 'failed':
    case 'canceled':
    case 'expired':
      return (
        <PaymentView heading={texts[`${payment.status}Heading`]}>
          <p>{texts[payment.status]}</p>
          <p className="payment-page__actions">
            {tryAgain}
            {backLink}
          </p>
        </PaymentView>
      );
  }
}
