import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

/** Logging in from the site (`/nl/login`) or from inside the chart editor (`/nl/c/{chartId}/login`). */
export function LoginPage({ fromChart = false }: { fromChart?: boolean }) {
  return <SimplePage texts={fromChart ? nl.pages.chartLogin : nl.pages.login} />;
}
