import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

export function BrowsePage() {
  return <SimplePage texts={nl.pages.browse} />;
}
