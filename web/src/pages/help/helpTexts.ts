/** The help centre's own texts (the articles are in `articles/`). */
export const helpTexts = {
  searchLabel: 'Zoek in het helpcentrum',
  searchPlaceholder: 'Bijvoorbeeld: backsteek, PDF, voortgang',
  results: (count: number, question: string): string =>
    count === 1 ? `1 artikel over „${question}”` : `${count} artikelen over „${question}”`,
  noResults: (question: string): string =>
    `Niets gevonden over „${question}”. Probeer een ander woord, of kijk hieronder per onderwerp.`,
  categories: 'Onderwerpen',
  related: 'Lees ook',
  backToHelp: 'Terug naar het helpcentrum',
  notFoundHeading: 'Dit artikel bestaat niet',
  notFoundText: 'Misschien is het verplaatst. In het helpcentrum kun je zoeken op een woord.',
  steps: 'Stappen',
  tip: 'Tip',
} as const;
