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
    // The select tool's button (its bar's texts are in nlFreeformSelection.ts, the freeform feature's chunk).
    selectFreeform: 'Selecteren',
    selectFreeformHelp:
      'Selecteren: klik op een steek om hem te kiezen, met Shift erbij of eraf; sleep over een leeg stuk om een gebied te kiezen. Sleep de keuze om te verplaatsen, de ronde greep om te draaien (Shift: stappen van 15°) en de hoeken om te schalen. Pijltjestoetsen verplaatsen (Shift: verder), Delete verwijdert, Ctrl+D dupliceert, Ctrl+C, Ctrl+X en Ctrl+V kopiëren, knippen en plakken.',
  },
  canvasLabel: 'Vrije-vormchart',
  size: (width: number, height: number): string => `${width} × ${height} eenheden`,
  symbolCount: (count: number): string =>
    count === 1 ? '1 steek' : `${count.toLocaleString('nl-NL')} steken`,
} as const;
