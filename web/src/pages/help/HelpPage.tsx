import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

export function HelpPage() {
  return <SimplePage texts={nl.pages.help} />;
}
