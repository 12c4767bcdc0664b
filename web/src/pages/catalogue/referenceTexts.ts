/** The Dutch texts of the stitch and symbol reference (`/nl/stitches`, `/nl/symbols`). */
export const referenceTexts = {
  kinds: { stitches: 'Steken', symbols: 'Symbolen' },
  kindsLabel: 'Steken of symbolen',
  intro: {
    stitches:
      'Alle steken voor breien, haken en borduren met hun naam, afkorting, uitleg en het symbool waarmee ze in een telpatroon staan.',
    symbols:
      'Alle symbolen per soort: breien, haken en borduren, en de symbolen die een kleur in een borduurpatroon krijgt.',
  },
  search: { stitches: 'Zoek een steek', symbols: 'Zoek een symbool' },
  searchHint: 'Op naam, afkorting of uitleg.',
  format: 'Weergave',
  formats: { table: 'Tabel', thumbnails: 'Miniaturen' },
  crafts: { knitting: 'Breien', crochet: 'Haken', crossStitch: 'Borduren' },
  columns: {
    symbol: 'Symbool',
    name: 'Naam',
    abbreviation: 'Afkorting',
    description: 'Uitleg',
    width: 'Breedte',
  },
  cells: (count: number) => (count === 1 ? '1 vakje' : `${count} vakjes`),
  caption: (group: string) => `${group}: naam, afkorting, uitleg en symbool`,
  symbolCaption: (group: string) => `${group}: symbolen met hun naam en breedte`,
  count: (count: number) => (count === 1 ? '1 gevonden' : `${count} gevonden`),
  none: (query: string) => `Niets gevonden voor “${query}”.`,
} as const;
