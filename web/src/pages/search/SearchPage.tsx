import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

export function SearchPage() {
  return <SimplePage texts={nl.pages.search} />;
}
