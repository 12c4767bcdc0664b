import { freeTierLimits, premiumTierLimits, vatRatePercent } from '@steekwerk/model';
import { Link, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../ui/pageTitle';
import { nl } from '../../i18n/nl';
import { BuyerNotice } from './BuyerNotice';
import { OrderForm } from './OrderForm';
import { planFromQuery } from './premiumTerms';
import { upsellBackLink, upsellReason } from './upsellReason';
import { useBuyer } from './useBuyer';
import './premium.css';

const texts = nl.pages.premiumOffer;
const buying = nl.premiumBuying;

/**
 * `/nl/premium/order?s=…&plan=…&returnTo=…` and `/nl/c/{chartId}/premium/order?s=…`: why Premium is offered (the
 * limit that was hit), what it adds, the plan to choose and paying for it; afterwards the payment returns to the
 * chart (or the page named by `returnTo`). A premium user sees their status and may extend it, never the offer.
 */
export function PremiumOrderPage() {
  const page = nl.pages.premiumOrder;
  useDocumentTitle(page.title);
  const { chartId } = useParams();
  const [search] = useSearchParams();
  const buyer = useBuyer();
  const code = search.get('s');
  const back = upsellBackLink(chartId, code, search.get('returnTo'));
  const plan = planFromQuery(search.get('plan'));
  const premium = buyer.kind === 'premium';
  return (
    <article className="page premium-page premium-order">
      <h1>{page.heading}</h1>
      {!premium && <p className="premium-order__reason">{upsellReason(code)}</p>}
      <BuyerNotice buyer={buyer} />
      {!premium && (
        <section aria-labelledby="premium-order-benefits">
          <h2 id="premium-order-benefits">{texts.benefitsHeading}</h2>
          <ul>
            <li>{texts.benefitSize(freeTierLimits.maxGridSize, premiumTierLimits.maxGridSize)}</li>
            <li>
              {texts.benefitPalette(freeTierLimits.maxPaletteStyles, premiumTierLimits.maxPaletteStyles)}
            </li>
            <li>{texts.benefitEdits}</li>
          </ul>
          <p>
            <Link to="/nl/premium/pricing">{texts.compareLink}</Link>
          </p>
        </section>
      )}
      {buyer.kind !== 'anonymous' && buyer.kind !== 'pending' && (
        <section aria-labelledby="premium-order-plans">
          <h2 id="premium-order-plans">{premium ? buying.order.extendHeading : buying.plansHeading}</h2>
          <OrderForm initialPlanId={plan.planId} returnTo={back.to} enabled={buyer.kind !== 'loading'} />
          <p className="premium-one-off">{buying.oneOff}</p>
          <p className="premium-vat">{buying.vatIncluded(vatRatePercent)}</p>
        </section>
      )}
      <p>
        <Link className="button" to={back.to}>
          {back.label}
        </Link>
      </p>
    </article>
  );
}
