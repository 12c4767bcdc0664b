import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

export function LogoutPage() {
  return <SimplePage texts={nl.pages.logout} />;
}
