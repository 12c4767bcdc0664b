import { premiumPlans, type PremiumPlan } from '@steekwerk/model';
import { Link } from 'react-router';
import { activationUrl, loginUrl } from '../../account/redirectUrl';
import { nl } from '../../i18n/nl';
import { formatEuros, orderPath, planName, yearSavingCents } from './premiumTerms';
import type { Buyer } from './useBuyer';

const texts = nl.premiumBuying;

/**
 * Where a plan's button leads: the order page with the plan chosen, through login for a visitor and through
 * activation for a user still to activate, who come back to it afterwards.
 */
export function planTarget(plan: PremiumPlan, buyer: Buyer, code: string | null): string {
  const order = orderPath(plan.planId, { code });
  if (buyer.kind === 'anonymous') return loginUrl(order);
  if (buyer.kind === 'pending') return activationUrl(order);
  return order;
}

/** The plans on sale side by side: price, period, the year's saving, and the button that leads to ordering. */
export function PlanCards({ buyer, code }: { readonly buyer: Buyer; readonly code: string | null }) {
  const saving = yearSavingCents();
  return (
    <ul className="premium-plans">
      {premiumPlans.map((plan) => {
        const name = planName(plan.planId);
        return (
          <li key={plan.planId} className="premium-plan">
            <h3 className="premium-plan__name">{name}</h3>
            <p className="premium-plan__price">
              <strong>{formatEuros(plan.priceCents)}</strong> {texts.perPeriod[plan.planId]}
            </p>
            {plan.planId === 'year' && saving > 0 && (
              <p className="premium-plan__saving">{texts.yearSaving(formatEuros(saving))}</p>
            )}
            <Link className="button button--primary premium-plan__choose" to={planTarget(plan, buyer, code)}>
              {buyer.kind === 'premium' ? texts.extendPlan(name) : texts.choosePlan(name)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
