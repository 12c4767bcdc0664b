import { Link, useLocation } from 'react-router';
import { activationUrl, loginUrl, redirectTargetFor } from '../../account/redirectUrl';
import { nl } from '../../i18n/nl';
import { PremiumStatus } from './PremiumStatus';
import type { Buyer } from './useBuyer';

const texts = nl.premiumBuying;

/**
 * What a buyer must know before ordering: a visitor logs in first, a user still to activate activates first
 * (both come back to this page), a premium user sees until when they have it; a free user needs no word.
 */
export function BuyerNotice({ buyer }: { readonly buyer: Buyer }) {
  const location = useLocation();
  const here = redirectTargetFor(location);
  switch (buyer.kind) {
    case 'anonymous':
      return (
        <p className="premium-notice">
          {texts.loginFirst} <Link to={loginUrl(here)}>{texts.loginToOrder}</Link>
        </p>
      );
    case 'pending':
      return (
        <p className="premium-notice">
          {texts.activateFirst} <Link to={activationUrl(here)}>{texts.activateLink}</Link>
        </p>
      );
    case 'premium':
      return <PremiumStatus until={buyer.until} />;
    default:
      return null;
  }
}
