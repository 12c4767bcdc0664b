import type { ChartFinding, ColourVisionDeficiency } from '@steekwerk/formats/supplies';

/** The texts of the "Controle" panel (spec §2 validation). */
export const checksTexts = {
  heading: 'Controle',
  intro: 'Wat je nog wilt nakijken voordat je de chart publiceert. Kies een melding om erheen te gaan.',
  none: 'Geen meldingen: de chart is klaar om te publiceren.',
  working: 'Bezig met controleren…',
  count: (count: number) => (count === 1 ? '1 melding' : `${count} meldingen`),
  sections: {
    confetti: 'Losse steken',
    noStyle: 'Zonder stijl',
    alike: 'Kleuren die te veel op elkaar lijken',
    colourBlind: 'Lastig voor kleurenblinden',
    sameSymbol: 'Hetzelfde symbool',
    unused: 'Niet gebruikte stijlen',
  } satisfies Record<ChartFinding['kind'], string>,
  confetti: (name: string, count: number) =>
    `${name}: ${count} ${count === 1 ? 'losse steek' : 'losse steken'} zonder buur van dezelfde kleur`,
  confettiCell: (column: number, row: number) => `Ga naar kolom ${column}, rij ${row}`,
  more: (count: number) => `en nog ${count}`,
  unused: (name: string) => `${name} wordt nergens gebruikt`,
  alike: (a: string, b: string, deltaE: string) =>
    `${a} en ${b} zijn bijna niet te onderscheiden (ΔE ${deltaE})`,
  colourBlind: (a: string, b: string, deficiency: ColourVisionDeficiency, deltaE: string) =>
    `${a} en ${b} lijken bij ${deficiencyNames[deficiency]} bijna hetzelfde (ΔE ${deltaE})`,
  sameSymbol: (a: string, b: string) => `${a} en ${b} hebben hetzelfde symbool`,
  noStyle: (item: 'line' | 'half' | 'quarter' | 'ornament', column: number, row: number) =>
    `${itemNames[item]} zonder stijl bij kolom ${column}, rij ${row}`,
  goTo: 'Ga erheen',
} as const;

const deficiencyNames: Record<ColourVisionDeficiency, string> = {
  protanopia: 'protanopie (rood-blind)',
  deuteranopia: 'deuteranopie (groen-blind)',
  tritanopia: 'tritanopie (blauw-blind)',
};

const itemNames = {
  line: 'Lijn',
  half: 'Halve steek',
  quarter: 'Kwartsteek',
  ornament: 'Knoop of kraal',
} as const;
