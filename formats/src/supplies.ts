/**
 * What to buy and what to fix (the editor's "Benodigdheden" and "Controle" panels): the entry point
 * `@steekwerk/formats/supplies`, without the PDF writer; the same counts and estimates as the PDF key.
 */
export * from './supplies/suppliesOf';
export { formatAmount, type AmountEstimate, type StitchWeights } from './pdf/skeinEstimate';
export * from './validation/chartChecks';
export type { CountedChart } from './pdf/keyCounts';
export * from './validation/confetti';
export * from './validation/colourVision';
