import { vatRatePercent } from '@steekwerk/model';
import { useSearchParams } from 'react-router';
import { nl } from '../../i18n/nl';
import { useDocumentTitle } from '../../ui/pageTitle';
import { BuyerNotice } from './BuyerNotice';
import { ComparisonTable } from './ComparisonTable';
import { PlanCards } from './PlanCards';
import { useBuyer } from './useBuyer';
import './premium.css';
import { comparisonTexts } from './comparisonTexts';

const texts = nl.premiumBuying;

/**
 * `/nl/premium/pricing?s=…` (15 and 17 from the menus): what Premium adds, free and Premium side by side, and the
 * two one-off plans with their prices; each plan leads to ordering it.
 */
export function PremiumPricingPage() {
  const page = nl.pages.premiumPricing;
  useDocumentTitle(page.title);
  const [search] = useSearchParams();
  const buyer = useBuyer();
  return (
    <article className="page premium-page">
      <h1>{page.heading}</h1>
      <p>{page.text}</p>
      <BuyerNotice buyer={buyer} />
      <section aria-labelledby="premium-comparison-heading">
        <h2 id="premium-comparison-heading">{comparisonTexts.heading}</h2>
        <ComparisonTable />
      </section>
      <section aria-labelledby="premium-plans-heading">
        <h2 id="premium-plans-heading">{texts.plansHeading}</h2>
        <PlanCards buyer={buyer} code={search.get('s')} />
        <p className="premium-one-off">{texts.oneOff}</p>
        <p className="premium-vat">{texts.vatIncluded(vatRatePercent)}</p>
      </section>
    </article>
  );
}
