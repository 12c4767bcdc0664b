/**
 * Model edits (`@steekwerk/model` freeform edits: symbols and selection by index) as the arguments of the one
 * freeform command (`editFreeformSymbols`: symbols by per-session id). Pure functions.
 */
import type { FreeformEdit, FreeformSymbol } from '@steekwerk/model';
import type { FreeformSymbolEdit } from '../document/commands/freeformCommands';

/** The symbols an edit changed in place (same length, same order), by id. */
export function changedArgs(
  before: readonly FreeformSymbol[],
  ids: readonly number[],
  edit: FreeformEdit,
): FreeformSymbolEdit {
  const changed = edit.selection.flatMap((at) =>
    edit.symbols[at] !== before[at] ? [{ id: ids[at]!, symbol: edit.symbols[at]! }] : [],
  );
  return { changed };
}

/**
 * An edit that reordered the symbols (forward, back, to front, to back) as the selected symbols taken out and put
 * in again at their new places under new ids (`newId`); returns the arguments and the new ids in the selection's
 * order.
 */
export function restackArgs(
  ids: readonly number[],
  selectedAt: readonly number[],
  edit: FreeformEdit,
  newId: () => number,
): { readonly args: FreeformSymbolEdit; readonly ids: number[] } {
  const added = edit.selection.map((at) => ({ id: newId(), symbol: edit.symbols[at]!, index: at }));
  return {
    args: { removed: selectedAt.map((at) => ids[at]!), added },
    ids: added.map((entry) => entry.id),
  };
}
