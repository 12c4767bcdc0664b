import { premiumPlans, type PremiumPlanId } from '@steekwerk/model';
import { useState, type FormEvent } from 'react';
import { externalNavigation } from '../../lib/externalNavigation';
import { nl } from '../../i18n/nl';
import { paymentErrorText } from './paymentErrorText';
import { formatEuros, planName, yearSavingCents } from './premiumTerms';
import { usePaymentsApi } from './usePaymentsApi';

const texts = nl.premiumBuying;

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; message: string };

interface OrderFormProps {
  readonly initialPlanId: PremiumPlanId;
  /** Where the user comes back to after paying. */
  readonly returnTo: string;
  /** False while the account is still loading. */
  readonly enabled: boolean;
}

/**
 * Choosing a plan and paying for it: `payment/create`, then on to the provider's page (a full page load; the
 * provider sends the user to `/nl/payment` afterwards). While the call runs the button waits; a failure says why
 * in Dutch and lets the user try again.
 */
export function OrderForm({ initialPlanId, returnTo, enabled }: OrderFormProps) {
  const api = usePaymentsApi();
  const [planId, setPlanId] = useState<PremiumPlanId>(initialPlanId);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const saving = yearSavingCents();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ kind: 'busy' });
    try {
      const { checkoutUrl } = await api.createPayment({ planId, returnTo });
      // The page stays busy until the provider's page has loaded in its place.
      externalNavigation.leaveAppFor(checkoutUrl);
    } catch (error) {
      setStatus({ kind: 'failed', message: paymentErrorText(error) });
    }
  };

  const busy = status.kind === 'busy';
  return (
    <form
      className="premium-order-form"
      aria-label={texts.order.plansLegend}
      onSubmit={(event) => void onSubmit(event)}
    >
      <fieldset disabled={busy}>
        <legend>{texts.order.plansLegend}</legend>
        {premiumPlans.map((plan) => (
          <label key={plan.planId} className="premium-order-form__plan">
            <input
              type="radio"
              name="planId"
              value={plan.planId}
              checked={planId === plan.planId}
              onChange={() => setPlanId(plan.planId)}
            />
            <span>
              <strong>{texts.order.planOption(planName(plan.planId), formatEuros(plan.priceCents))}</strong>{' '}
              {texts.perPeriod[plan.planId]}
              {plan.planId === 'year' && saving > 0 && (
                <span className="premium-order-form__saving">{texts.yearSaving(formatEuros(saving))}</span>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      {status.kind === 'failed' && (
        <p role="alert" className="form-error">
          {status.message}
        </p>
      )}
      {busy && <p role="status">{texts.order.paying}</p>}
      <button type="submit" className="button button--primary" disabled={busy || !enabled}>
        {texts.order.pay}
      </button>
    </form>
  );
}
