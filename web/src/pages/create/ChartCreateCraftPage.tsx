import { useParams } from 'react-router';
import { nl } from '../../i18n/nl';
import { useDocumentTitle } from '../../app/pageTitle';

export function ChartCreateCraftPage() {
  const { craftSlug = '' } = useParams();
  const texts = nl.pages.chartCreateCraft;
  useDocumentTitle(texts.title);
  return (
    <article className="page">
      <h1>
        {texts.heading} {craftSlug}
      </h1>
      <p>{texts.text}</p>
    </article>
  );
}
