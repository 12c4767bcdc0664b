import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

export function PremiumPricingPage() {
  return <SimplePage texts={nl.pages.premiumPricing} />;
}
