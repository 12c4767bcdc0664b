import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

export function EmailPage() {
  return <SimplePage texts={nl.pages.email} />;
}
