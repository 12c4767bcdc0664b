import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

export function ChartCreatePage() {
  return <SimplePage texts={nl.pages.chartCreate} />;
}
