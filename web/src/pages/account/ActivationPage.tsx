import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

export function ActivationPage() {
  return <SimplePage texts={nl.pages.activation} />;
}
