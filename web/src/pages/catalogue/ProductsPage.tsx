import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

export function ProductsPage() {
  return <SimplePage texts={nl.pages.products} />;
}
