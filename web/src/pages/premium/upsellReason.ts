/**
 * What the upsell (`/nl/premium/order?s=…`) says about why the user came (spec §2 trigger codes): the limit that
 * was hit, or the Premium edit that was tried; unknown and missing codes get the general sentence.
 */
import { freeTierLimits, premiumTierLimits, premiumTriggerCodes } from '@steekwerk/model';
import { nl } from '../../i18n/nl';
import { chartIdOfPath, isReturnPath } from './premiumTerms';

const texts = nl.pages.premiumOffer;

export { premiumTriggerCodes };

/**
 * The sentence that tells why Premium is offered.
 *
 * @param code the `s` query parameter as it came (null when missing)
 */
export function upsellReason(code: string | null): string {
  switch (Number(code ?? undefined)) {
    case premiumTriggerCodes.enlarge:
      return texts.reasonEnlarge(freeTierLimits.maxGridSize, premiumTierLimits.maxGridSize);
    case premiumTriggerCodes.flip:
      return texts.reasonFlip;
    case premiumTriggerCodes.rotate:
      return texts.reasonRotate;
    case premiumTriggerCodes.cut:
      return texts.reasonCut;
    case premiumTriggerCodes.previewMove:
      return texts.reasonMove;
    default:
      return texts.reasonGeneral;
  }
}

/**
 * Where the upsell leads back to, and where a payment started there returns to: a `returnTo` the page was given
 * (the payment screen's "try again"), the chart it came from, the create screen after a too large new chart, or the
 * home page.
 *
 * @param chartId the chart of `/nl/c/{chartId}/premium/order`, if any
 * @param code the `s` query parameter
 * @param returnTo the `returnTo` query parameter; used only when it is a path of this app
 */
export function upsellBackLink(
  chartId: string | undefined,
  code: string | null,
  returnTo: string | null = null,
): { to: string; label: string } {
  if (isReturnPath(returnTo)) return { to: returnTo, label: backLabel(returnTo) };
  if (chartId && chartId !== 'new')
    return { to: `/nl/c/${encodeURIComponent(chartId)}`, label: texts.backToChart };
  if (Number(code) === premiumTriggerCodes.enlarge)
    return { to: '/nl/chart/create', label: texts.backToCreate };
  return { to: '/nl', label: texts.backHome };
}

/** The label of a link back to `path`. */
export function backLabel(path: string): string {
  if (chartIdOfPath(path) !== undefined) return texts.backToChart;
  if (path === '/nl/chart/create') return texts.backToCreate;
  if (path === '/nl') return texts.backHome;
  return nl.premiumBuying.payment.back;
}
