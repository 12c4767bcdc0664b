import { Link } from 'react-router';
import { nl } from '../../i18n/nl';
import { maxBreadcrumbLevels, type Crumb } from './pageChrome';

/** Start, then up to two levels given by the page; the last one is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const trail: Crumb[] = [
    { label: nl.shell.breadcrumbStart, to: '/nl' },
    ...crumbs.slice(0, maxBreadcrumbLevels),
  ];
  return (
    <nav className="breadcrumbs" aria-label={nl.shell.breadcrumbs}>
      <ol>
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={`${index}-${crumb.label}`}>
              {current || crumb.to === undefined ? (
                <span aria-current={current ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link to={crumb.to}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
