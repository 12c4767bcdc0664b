/** The Dutch texts of the premium comparison table (kept out of nl.ts: only the pricing page uses them). */
export const comparisonTexts = {
  heading: 'Gratis en Premium naast elkaar',
  caption: 'Wat je gratis kunt en wat Premium toevoegt',
  feature: 'Onderdeel',
  free: 'Gratis',
  premium: 'Premium',
  gridSize: 'Grootte van een chart',
  paletteStyles: 'Stijlen in het palet',
  freeformSize: 'Grootte van een vrije-vormchart',
  freeformSymbols: 'Symbolen op een vrije-vormchart',
  flip: 'Spiegelen',
  rotate: 'Draaien',
  cut: 'Knippen in het raster',
  previewMove: 'Verplaatsen in de voorbeeldweergave',
  /** Non-breaking spaces keep a size on one line in the narrow table of a phone. */
  cells: (size: number): string => `${size}\u00a0×\u00a0${size} hokjes`,
  count: (count: number): string => count.toLocaleString('nl-NL'),
  included: 'Ja',
  notIncluded: 'Nee',
} as const;
