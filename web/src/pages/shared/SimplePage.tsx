import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../ui/pageTitle';
import type { PageTexts } from '../../i18n/nl';

/** A screen with a title, a heading and an introductory sentence; screens not built yet use it as they are. */
export function SimplePage({ texts, children }: { texts: PageTexts; children?: ReactNode }) {
  useDocumentTitle(texts.title);
  return (
    <article className="page">
      <h1>{texts.heading}</h1>
      <p>{texts.text}</p>
      {children}
    </article>
  );
}
