/** The texts of the "Benodigdheden" panel (spec §2 supplies). */
export const suppliesTexts = {
  heading: 'Benodigdheden',
  intro: 'Wat je nodig hebt per kleur: dezelfde aantallen en schattingen als de sleutel van de PDF.',
  fabricCount: 'Stof (steken per inch)',
  strands: 'Draden',
  marginCm: 'Rand rondom (cm)',
  gauge: 'Stekenverhouding (steken per 10 cm)',
  noProduct: 'geen product gekoppeld',
  empty: 'Er staat nog niets in de chart.',
  full: (count: number) => `${count} ${count === 1 ? 'hele steek' : 'hele steken'}`,
  half: (count: number) => `${count} ${count === 1 ? 'halve steek' : 'halve steken'}`,
  quarter: (count: number) => `${count} ${count === 1 ? 'kwartsteek' : 'kwartsteken'}`,
  knots: (count: number) => `${count} ${count === 1 ? 'Franse knoop' : 'Franse knopen'}`,
  backstitch: (cells: string, cm: string) => `backsteek ${cells} hokjes (${cm} cm)`,
  beads: (count: number, size: string) => `${count} ${count === 1 ? 'kraal' : 'kralen'} van ${size} mm`,
  balls: (low: number, high: number, buy: number, metres: number) =>
    `${low === high ? low : `${low}–${high}`} ${high === 1 ? 'bol' : 'bollen'} van ${metres} m (koop ${buy})`,
  fabric: (width: string, height: string, designWidth: string, designHeight: string) =>
    `Stof: ${width} × ${height} cm (ontwerp ${designWidth} × ${designHeight} cm plus de rand)`,
  copy: 'Kopieer als boodschappenlijst',
  copied: 'De boodschappenlijst staat op het klembord.',
  copyFailed: 'Kopiëren lukte niet; selecteer de lijst hieronder en kopieer hem zelf.',
  listTitle: (title: string) => `Boodschappenlijst voor ${title}`,
  buy: 'Koop',
} as const;

/** "1,5" — Dutch decimals, at most one. */
export function dutchDecimal(value: number, digits = 1): string {
  return value.toLocaleString('nl-NL', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}
