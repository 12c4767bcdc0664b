/**
 * What the upsell (`/nl/premium/order?s=…`) says about why the user came (spec §2 trigger codes): the limit that
 * was hit, or the Premium edit that was tried; unknown and missing codes get the general sentence.
 */
import { freeTierLimits, premiumTierLimits, premiumTriggerCodes } from '@steekwerk/model';
import { nl } from '../../i18n/nl';

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
 * Where the upsell leads back to: the chart it came from, the create screen after a too large new chart, or the
 * home page.
 *
 * @param chartId the chart of `/nl/c/{chartId}/premium/order`, if any
 * @param code the `s` query parameter
 */
export function upsellBackLink(
  chartId: string | undefined,
  code: string | null,
): { to: string; label: string } {
  if (chartId && chartId !== 'new')
    return { to: `/nl/c/${encodeURIComponent(chartId)}`, label: texts.backToChart };
  if (Number(code) === premiumTriggerCodes.enlarge)
    return { to: '/nl/chart/create', label: texts.backToCreate };
  return { to: '/nl', label: texts.backHome };
}
