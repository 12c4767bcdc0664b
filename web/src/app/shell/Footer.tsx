import { Link } from 'react-router';
import { nl } from '../../i18n/nl';
import { footerLinks } from './navigation';

/** The links at the bottom of every page except the chart editor (spec §2). */
export function Footer() {
  return (
    <footer className="footer" aria-label={nl.shell.footer}>
      <nav aria-label={nl.shell.footerNavigation}>
        <ul className="footer__links">
          {footerLinks.map((link) => (
            <li key={link.id}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
