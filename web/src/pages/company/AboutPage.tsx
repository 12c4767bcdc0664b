import { Link } from 'react-router';
import { aboutTexts } from '../../i18n/legalTexts';
import { nl } from '../../i18n/nl';
import { useDocumentTitle } from '../../ui/pageTitle';
import { LegalSections } from '../legal/LegalSections';
import '../legal/legal.css';

const texts = nl.pages.about;

/** `/nl/company/about`: what Steekwerk is, who it is for and who makes it. */
export function AboutPage() {
  useDocumentTitle(texts.title);
  return (
    <article className="page legal-page">
      <h1>{texts.heading}</h1>
      <p>{aboutTexts.intro}</p>
      <LegalSections sections={aboutTexts.sections} level={2} />
      <p>
        <Link className="button button--primary" to="/nl/chart/create">
          {texts.start}
        </Link>{' '}
        <Link to="/nl/legal">{texts.legalLink}</Link>
      </p>
    </article>
  );
}
