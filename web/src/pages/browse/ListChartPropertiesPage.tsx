import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

export function ListChartPropertiesPage() {
  return <SimplePage texts={nl.pages.browseChartProperties} />;
}
