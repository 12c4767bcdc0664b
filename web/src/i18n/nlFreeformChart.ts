/**
 * The Dutch texts of a freeform chart's size and background (issue 29, the "Chart" tab). A file of their own so only
 * the freeform feature's lazy chunk carries them.
 */
export const freeformChartTexts = {
  heading: 'Vrije vorm',
  width: 'Breedte (eenheden)',
  height: 'Hoogte (eenheden)',
  background: 'Achtergrondkleur',
  limits: (largest: number): string => `Tot ${largest} × ${largest} eenheden met je account.`,
  invalid: 'Kies een hele breedte en hoogte van minstens 1 eenheid.',
  tooSmall: (extent: { width: number; height: number }, least: { width: number; height: number }): string =>
    `Er staan steken tot ${extent.width} × ${extent.height} eenheden. Kies minstens ${least.width} × ${least.height}, of verplaats of verwijder die steken eerst.`,
  badColour: 'Kies een kleur als #rrggbb.',
} as const;
