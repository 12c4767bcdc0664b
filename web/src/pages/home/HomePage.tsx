import { Link } from 'react-router';
import { nl } from '../../i18n/nl';
import { SimplePage } from '../shared/SimplePage';

export function HomePage() {
  return (
    <SimplePage texts={nl.pages.home}>
      <p>
        <Link className="button button--primary" to="/nl/c/new">
          {nl.pages.home.newChartLink}
        </Link>
      </p>
    </SimplePage>
  );
}
