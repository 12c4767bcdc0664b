/**
 * The Dutch texts of the freeform editor (issue 29). A file of their own so that only the editor's lazy chunks
 * carry them (the landing page's chunk has no room to spare, docs/decisions/freeform.md).
 */
export const freeformTexts = {
  modes: {
    empty: 'Vrije vorm',
    placeFreeform: 'Steek plaatsen',
    placeFreeformHelp:
      'Steek plaatsen: klik om de gekozen steek van het palet te plaatsen, met het midden waar je klikt. Ctrl+Z maakt ongedaan.',
  },
  canvasLabel: 'Vrije-vormchart',
  size: (width: number, height: number): string => `${width} × ${height} eenheden`,
  symbolCount: (count: number): string =>
    count === 1 ? '1 steek' : `${count.toLocaleString('nl-NL')} steken`,
} as const;
