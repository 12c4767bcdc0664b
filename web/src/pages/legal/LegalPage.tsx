import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

export function LegalPage() {
  return <SimplePage texts={nl.pages.legal} />;
}
