/**
 * The built-in symbol set as a module of its own, so the symbol store loads it on first use (a dynamic import)
 * and the landing screen, which creates the store, does not carry its path data.
 */
export { builtInSymbols } from '@steekwerk/model';
