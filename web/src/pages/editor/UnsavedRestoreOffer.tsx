import { nl } from '../../i18n/nl';
import type { UnsavedOffer } from './useUnsavedOffer';

/** "Niet-opgeslagen wijzigingen herstellen": restore (or keep as a copy) the changes kept on this device, or not. */
export function UnsavedRestoreOffer({ offer }: { offer: UnsavedOffer }) {
  const texts = nl.editor.unsaved;
  const text =
    offer.choice === 'copy'
      ? texts.copyText
      : offer.entry.chartId === 'new'
        ? texts.newChartText
        : texts.restoreText;
  return (
    <section className="unsaved-offer" role="region" aria-label={texts.label}>
      <p>{text}</p>
      <button type="button" className="editor-button" onClick={offer.accept}>
        {offer.choice === 'copy' ? texts.keepAsCopy : texts.restore}
      </button>{' '}
      <button type="button" className="editor-button" onClick={offer.dismiss}>
        {texts.dismiss}
      </button>
    </section>
  );
}
