/**
 * The Dutch texts of the round guide panel and its drawing (issue 29). A file of their own so that only the freeform
 * feature's lazy chunk carries them.
 */
export const roundGuideTexts = {
  panel: 'Toerengids',
  add: 'Toerengids toevoegen',
  remove: 'Toerengids verwijderen',
  noGuide: 'Nog geen toerengids in deze chart.',
  fields: {
    radius: 'Straal toer 1',
    spacing: 'Afstand tussen toeren',
    rounds: 'Toeren',
    wedges: 'Segmenten',
    startAngle: 'Beginhoek (°)',
  },
  symmetry: 'Symmetrie (herhalen in elk segment)',
  spread: {
    heading: 'Steken gelijk verdelen',
    count: 'Aantal steken',
    round: 'Op toer',
    button: 'Steken gelijk verdelen',
    refused: 'Kies een steek en een toer van de gids.',
  },
  invalid: 'Deze waarde kan niet; de oude waarde blijft.',
  stitches: (count: number): string => (count === 1 ? '1 steek' : `${count} steken`),
  roundCount: (round: number, count: number): string =>
    `Toer ${round}: ${count === 1 ? '1 steek' : `${count} steken`}`,
  outside: (count: number): string => `Buiten de toeren: ${count === 1 ? '1 steek' : `${count} steken`}`,
  drawing: 'Toerengids met aantallen per toer',
  /** Several guides (two motifs): the guide the panel works on, and the new fields of the centre. */
  motif: (number: number): string => `Motief ${number}`,
  motifOnLayer: (number: number, layer: string): string => `Motief ${number} (${layer})`,
  picker: 'Gids',
  centreX: 'Midden x',
  centreY: 'Midden y',
  centreHandle: 'Midden van de toerengids (sleep of gebruik de pijltjestoetsen)',
} as const;
