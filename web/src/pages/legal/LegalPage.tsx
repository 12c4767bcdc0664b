import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { legalDocuments } from '../../i18n/legalTexts';
import { nl } from '../../i18n/nl';
import { useDocumentTitle } from '../../ui/pageTitle';
import { LegalSections } from './LegalSections';
import './legal.css';

const texts = nl.pages.legal;

/**
 * `/nl/legal`: the terms of use, the privacy statement and the cookie notice on one page, with a table of contents;
 * `#voorwaarden`, `#privacy` and `#cookies` (the registration form links them) scroll to each.
 */
export function LegalPage() {
  useDocumentTitle(texts.title);
  const { hash } = useLocation();
  // The page renders after the address changed, so the browser's own jump to the anchor found nothing yet.
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <article className="page legal-page">
      <h1>{texts.heading}</h1>
      <p>{texts.text}</p>
      <nav aria-label={texts.contents}>
        <ul>
          {legalDocuments.map((document) => (
            <li key={document.id}>
              <a href={`#${document.id}`}>{document.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {legalDocuments.map((document) => (
        <section key={document.id} id={document.id} aria-labelledby={`${document.id}-heading`}>
          <h2 id={`${document.id}-heading`}>{document.heading}</h2>
          <p>{document.intro}</p>
          <LegalSections sections={document.sections} level={3} />
        </section>
      ))}
      <p className="legal-page__updated">{texts.updated}</p>
    </article>
  );
}
