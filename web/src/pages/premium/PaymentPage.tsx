import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

export function PaymentPage() {
  return <SimplePage texts={nl.pages.payment} />;
}
