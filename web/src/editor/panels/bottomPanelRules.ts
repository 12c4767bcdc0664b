/**
 * Bottom panel rules (spec §5, §9): the height stays between 50 px and 40 % of the window (never below 50); the
 * font size starts at 14 and one step raises or lowers it by 2 within its bounds.
 */
import { bottomPanelFontSizeLimits, bottomPanelHeightLimits } from '@steekwerk/model';

export function clampBottomPanelHeight(height: number, windowHeight: number): number {
  const max = Math.max(bottomPanelHeightLimits.min, windowHeight * bottomPanelHeightLimits.maxWindowShare);
  return Math.round(Math.min(max, Math.max(bottomPanelHeightLimits.min, height)));
}

export function stepFontSize(fontSize: number, direction: 1 | -1): number {
  const next = fontSize + direction * bottomPanelFontSizeLimits.step;
  return Math.min(bottomPanelFontSizeLimits.max, Math.max(bottomPanelFontSizeLimits.min, next));
}
