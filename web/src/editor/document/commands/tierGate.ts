/**
 * The tier gate (spec §5): the one place that decides whether a command may grow the chart. A size beyond the
 * free limit sends a free user to the premium offer (s=34); beyond the premium limit nothing happens and the user
 * is told. Commands declare the size they lead to (`sizeAfter`); the editor's dispatcher asks here before running
 * any command.
 */
import { tierLimits } from '@steekwerk/model';
import type { ChartDocument } from '../ChartDocument';
import type { Command } from './command';

/** Premium trigger code for enlarging beyond the free size limit (spec §2). */
export const enlargePremiumCode = 34;

export type TierVerdict =
  | { readonly kind: 'allowed' }
  | { readonly kind: 'premiumRequired'; readonly premiumCode: number }
  | { readonly kind: 'limitReached'; readonly limit: number };

/** Whether the command, with these arguments, stays within the tier of a free or premium user. */
export function tierGate<Args>(
  command: Command<Args>,
  document: ChartDocument,
  args: Args,
  premium: boolean,
): TierVerdict {
  const size = command.sizeAfter?.(document, args);
  if (!size) return { kind: 'allowed' };
  const limit = tierLimits(premium).maxGridSize;
  if (size.columnCount <= limit && size.rowCount <= limit) return { kind: 'allowed' };
  return premium
    ? { kind: 'limitReached', limit }
    : { kind: 'premiumRequired', premiumCode: enlargePremiumCode };
}
