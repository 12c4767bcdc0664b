import { nl } from '../../i18n/nl';
import { formatDate } from './premiumTerms';

const texts = nl.premiumBuying;

/** A premium user's status instead of an offer: until when, and that buying again extends it. */
export function PremiumStatus({ until }: { readonly until: string | null }) {
  return (
    <div className="premium-status" role="status">
      <p className="premium-status__until">
        {until === null ? texts.premiumWithoutEnd : texts.premiumUntil(formatDate(until))}
      </p>
      <p>{texts.extendHint}</p>
    </div>
  );
}
