import type { PaymentsResponse } from '@steekwerk/model';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { nl } from '../../../i18n/nl';
import { formatDate, formatEuros, planName } from '../../premium/premiumTerms';
import { usePaymentsApi } from '../../premium/usePaymentsApi';
import '../../premium/premium.css';
import { receiptTexts } from './receiptTexts';

const texts = receiptTexts;

type Listing =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'loaded'; payments: PaymentsResponse['payments']; premiumUntil: string | null };

/**
 * The profile's "Premium en betalingen": until when the user has Premium, and every payment (`payments`), newest
 * first, with its date, plan, amount, status, receipt number and the period it bought.
 */
export function PaymentsSection() {
  const api = usePaymentsApi();
  const [listing, setListing] = useState<Listing>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api.fetchPayments(controller.signal).then(
      ({ payments, premiumUntil }) => setListing({ kind: 'loaded', payments, premiumUntil }),
      () => {
        if (!controller.signal.aborted) setListing({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  const retry = () => {
    setListing({ kind: 'loading' });
    setAttempt((count) => count + 1);
  };

  return (
    <section className="account-form payments-section" aria-labelledby="payments-heading">
      <h2 id="payments-heading">{texts.heading}</h2>
      {listing.kind === 'loading' && <p role="status">{texts.loading}</p>}
      {listing.kind === 'failed' && (
        <>
          <p role="alert" className="form-error">
            {texts.loadFailed}
          </p>
          <button type="button" className="button" onClick={retry}>
            {texts.retry}
          </button>
        </>
      )}
      {listing.kind === 'loaded' && (
        <>
          <p className="payments-section__premium">
            {listing.premiumUntil === null ? (
              <>
                {texts.noPremium} <Link to="/nl/premium/pricing">{texts.toPricing}</Link>
              </>
            ) : (
              texts.premiumUntil(formatDate(listing.premiumUntil))
            )}
          </p>
          {listing.payments.length === 0 ? (
            <p>{texts.empty}</p>
          ) : (
            <ul className="payments-list" aria-label={texts.listLabel}>
              {listing.payments.map((payment) => (
                <li key={payment.paymentId} className="payments-list__payment">
                  <dl>
                    <dt>{texts.date}</dt>
                    <dd>{formatDate(payment.paidAt ?? payment.createdAt)}</dd>
                    <dt>{texts.plan}</dt>
                    <dd>{planName(payment.planId)}</dd>
                    <dt>{texts.amount}</dt>
                    <dd>{formatEuros(payment.amountCents)}</dd>
                    <dt>{texts.state}</dt>
                    <dd>{nl.premiumBuying.status[payment.status]}</dd>
                    <dt>{texts.receiptNumber}</dt>
                    <dd>{payment.receiptNumber ?? texts.none}</dd>
                    <dt>{texts.period}</dt>
                    <dd>
                      {payment.periodStart !== null && payment.periodEnd !== null
                        ? texts.periodRange(formatDate(payment.periodStart), formatDate(payment.periodEnd))
                        : texts.none}
                    </dd>
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
