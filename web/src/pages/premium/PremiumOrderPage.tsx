import { freeTierLimits, premiumTierLimits } from '@steekwerk/model';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAccount } from '../../account/useAccount';
import { useDocumentTitle } from '../../ui/pageTitle';
import { nl } from '../../i18n/nl';
import { upsellBackLink, upsellReason } from './upsellReason';

const texts = nl.pages.premiumOffer;

/**
 * `/nl/premium/order?s=…` and `/nl/c/{chartId}/premium/order?s=…`: why Premium is offered (the limit that was hit),
 * what it adds, and the way back to the chart. Ordering itself comes with payments.
 */
export function PremiumOrderPage() {
  const page = nl.pages.premiumOrder;
  useDocumentTitle(page.title);
  const { chartId } = useParams();
  const [search] = useSearchParams();
  const premium = useAccount((state) => state.user.premium);
  const code = search.get('s');
  const back = upsellBackLink(chartId, code);
  return (
    <article className="page premium-order">
      <h1>{page.heading}</h1>
      <p className="premium-order__reason">{upsellReason(code)}</p>
      <section aria-labelledby="premium-order-benefits">
        <h2 id="premium-order-benefits">{texts.benefitsHeading}</h2>
        <ul>
          <li>{texts.benefitSize(freeTierLimits.maxGridSize, premiumTierLimits.maxGridSize)}</li>
          <li>{texts.benefitPalette(freeTierLimits.maxPaletteStyles, premiumTierLimits.maxPaletteStyles)}</li>
          <li>{texts.benefitEdits}</li>
        </ul>
      </section>
      <p>{premium ? texts.alreadyPremium : texts.orderLater}</p>
      <p>
        <Link className="button button--primary" to={back.to}>
          {back.label}
        </Link>
      </p>
    </article>
  );
}
