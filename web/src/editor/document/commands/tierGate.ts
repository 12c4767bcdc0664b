/**
 * The tier gate (spec §2, §5, §6): the one place that decides whether an edit is within the user's tier. A command
 * that can grow the chart declares the size it leads to (`sizeAfter`): beyond the free limit a free user is sent to
 * the premium offer (s=34), beyond the premium limit nothing happens. A premium edit (mirroring 18, rotating 43,
 * cutting 52, moving in preview mode 55) declares its feature — a command by `premiumFeature`, a session action
 * (the preview layer's turns and moves) by asking {@link featureGate} through the editor — and a free user is sent
 * to the offer with its code. The editor turns every verdict into the same outcome (`Editor.admit`).
 */
import { premiumTriggerCodes, tierLimits, type PremiumFeature } from '@steekwerk/model';
import type { ChartDocument } from '../ChartDocument';
import type { Command } from './command';

/** Premium trigger code for enlarging beyond the free size limit (spec §2). */
export const enlargePremiumCode = premiumTriggerCodes.enlarge;

export type TierVerdict =
  | { readonly kind: 'allowed' }
  | { readonly kind: 'premiumRequired'; readonly premiumCode: number }
  | { readonly kind: 'limitReached'; readonly limit: number };

const allowed: TierVerdict = { kind: 'allowed' };

/** Whether a premium edit is open to the user: always for premium, never for a free user (who gets its code). */
export function featureGate(feature: PremiumFeature, premium: boolean): TierVerdict {
  return premium ? allowed : { kind: 'premiumRequired', premiumCode: premiumTriggerCodes[feature] };
}

/** Whether the command, with these arguments, stays within the tier of a free or premium user. */
export function tierGate<Args>(
  command: Command<Args>,
  document: ChartDocument,
  args: Args,
  premium: boolean,
): TierVerdict {
  if (command.premiumFeature) {
    const verdict = featureGate(command.premiumFeature, premium);
    if (verdict.kind !== 'allowed') return verdict;
  }
  const limits = tierLimits(premium);
  const beyond = (limit: number): TierVerdict =>
    premium ? { kind: 'limitReached', limit } : { kind: 'premiumRequired', premiumCode: enlargePremiumCode };
  const freeform = command.freeformAfter?.(document, args);
  if (freeform?.size) {
    const { width, height } = freeform.size;
    const largest = limits.maxFreeformSize;
    const current = document.meta.freeform.size;
    if ((width > largest || height > largest) && (width > current.width || height > current.height)) {
      return beyond(largest);
    }
  }
  const symbolCount = freeform?.symbolCount;
  if (symbolCount !== undefined && symbolCount > limits.maxFreeformSymbols) {
    if (symbolCount > document.freeformSymbols.length) return beyond(limits.maxFreeformSymbols);
  }
  const layers = command.layersAfter?.(document, args) ?? document.layerCells.length;
  if (layers > limits.maxLayers && layers > document.layerCells.length) return beyond(limits.maxLayers);
  const size = command.sizeAfter?.(document, args);
  const cells = (size ? size.columnCount * size.rowCount : document.columnCount * document.rowCount) * layers;
  const grows = size !== undefined || layers > document.layerCells.length;
  if (layers > 1 && grows && cells > limits.maxLayerCells) return beyond(limits.maxLayerCells);
  if (!size) return allowed;
  const limit = limits.maxGridSize;
  if (size.columnCount <= limit && size.rowCount <= limit) return allowed;
  return beyond(limit);
}
