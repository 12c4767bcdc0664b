/**
 * The key-symbol assignment as a module of its own: it needs the symbol set and its distance matrix, so it is
 * loaded on first use (`symbolAssignment.ts`) and no screen that does not assign symbols carries them.
 */
export { fillMissingSymbols } from '@steekwerk/model';
