import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

export function ProfilePage() {
  return <SimplePage texts={nl.pages.profile} />;
}
