/**
 * A freeform chart's layers, symbols and round guides checked on save (issue 29), beyond the wire schema and the
 * tier limits (chart-validation.ts): the layers as a grid chart's (at most the tier's count, unique ids, the
 * selected one among them), every symbol and guide on one of them.
 */
import { isFreeformCraft, type ChartState, type TierLimits } from '@steekwerk/model';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';

/** @throws AppException ChartTooLarge (too many layers) or InvalidInput (layer ids), 400 */
export function checkFreeformLayers(state: ChartState, limits: TierLimits): void {
  const { items, selectedLayerId } = state.layers;
  const ids = new Set(items.map((layer) => layer.layerId));
  if (isFreeformCraft(state.settings.craft)) {
    if (items.length > limits.maxLayers)
      throw new AppException(ErrorCode.ChartTooLarge, `Hoogstens ${limits.maxLayers} lagen.`);
    if (ids.size !== items.length || !ids.has(selectedLayerId))
      throw new AppException(ErrorCode.InvalidInput);
  }
  const symbols = state.freeform.symbols;
  for (let index = 0; index < symbols.length; index += 1) {
    const layerId = symbols[index]!.layerId;
    if (!ids.has(layerId))
      throw new AppException(
        ErrorCode.InvalidInput,
        `Symbool ${index + 1} ligt op laag ${layerId}, die niet bestaat.`,
      );
  }
  for (const [index, guide] of (state.freeform.roundGuides ?? []).entries()) {
    if (!ids.has(guide.layerId))
      throw new AppException(
        ErrorCode.InvalidInput,
        `Toerhulp ${index + 1} hoort bij laag ${guide.layerId}, die niet bestaat.`,
      );
  }
}
