import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

export function ConvertPicturePage() {
  return <SimplePage texts={nl.pages.convertPicture} />;
}
