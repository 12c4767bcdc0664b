import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

export function AboutPage() {
  return <SimplePage texts={nl.pages.about} />;
}
