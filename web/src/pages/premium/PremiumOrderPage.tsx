import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

export function PremiumOrderPage() {
  return <SimplePage texts={nl.pages.premiumOrder} />;
}
