/**
 * Ruler presets (spec §3): a Dutch title, the ruler settings and the two work directions, and the crafts and chart
 * types that offer them. Knitting's hand types and crochet get most; cross stitch none; the other crafts only
 * "Geen nummers" and "Vanaf linksboven" (docs/decisions/rulers.md).
 */
import type { ChartType, Craft } from '../../crafts';
import type { AlongDirection, GridSettings, LineSequence, Ruler } from '../grid';
import { presetRuler } from './presetSettings';

/** The crafts and chart types a preset is offered for; without types, every type of the craft. */
interface PresetTarget {
  readonly craft: Craft;
  readonly types?: readonly ChartType[];
}

export interface RulerPreset {
  readonly id: string;
  /** The Dutch title the preset list shows. */
  readonly title: string;
  /** What the preset is for, one Dutch sentence. */
  readonly description: string;
  /** The settings that differ from the default ruler (both sides, start 1, increment 1, no skipping). */
  readonly ruler: Partial<Ruler>;
  readonly direction1: LineSequence;
  readonly direction2: AlongDirection;
  /** Lines per run of an alternating `direction2` (1 is plain back and forth). */
  readonly directionRunLength?: number;
  readonly targets: readonly PresetTarget[];
}

const handKnitting: readonly ChartType[] = ['colors', 'lace', 'cables', 'brioche', 'mosaic', 'other'];
const machineKnitting: readonly ChartType[] = ['machineColors', 'machineSymbols'];
const knitting = (types: readonly ChartType[] = handKnitting): PresetTarget => ({ craft: 'knitting', types });
const crochet = (types?: readonly ChartType[]): PresetTarget => ({ craft: 'crochet', types });
const pixelCrafts: readonly PresetTarget[] = (
  ['diamondPainting', 'fuseBeads', 'macramePixel', 'latchHook', 'quilt', 'pixelhobby'] as const
).map((craft) => ({ craft }));
const topLeft: Partial<Ruler> = { horizontalDirection: 'leftToRight', verticalDirection: 'topToBottom' };
const hidden: Partial<Ruler> = { horizontal: 'hidden', vertical: 'hidden' };

/** Every ruler preset, in the order the "Liniaal" screen lists them. */
export const rulerPresets: readonly RulerPreset[] = [
  {
    id: 'knittingRound',
    title: 'Rondbreien',
    description: 'Elke toer van rechts naar links, nummers rechts.',
    ruler: { vertical: 'onlyRight' },
    direction1: 'bottomToTop',
    direction2: 'rightToLeft',
    targets: [knitting()],
  },
  {
    id: 'knittingFlat',
    title: 'Heen-en-weer breien',
    description: 'Goede kant van rechts naar links, verkeerde kant terug; nummers aan beide kanten.',
    ruler: {},
    direction1: 'bottomToTop',
    direction2: 'rightToLeftAlternating',
    directionRunLength: 1,
    targets: [knitting()],
  },
  {
    id: 'knittingRightSide',
    title: 'Alleen goede kant (1, 3, 5 …)',
    description:
      'De chart toont alleen de goede-kantrijen; de verkeerde kant brei je zoals de steken zich voordoen.',
    ruler: { vertical: 'onlyRight', numberIncrement: 2 },
    direction1: 'bottomToTop',
    direction2: 'rightToLeft',
    targets: [knitting(['lace', 'cables', 'colors', 'other'])],
  },
  {
    id: 'noNumbers',
    title: 'Geen nummers',
    description: 'Geen rij- en steeknummers.',
    ruler: hidden,
    direction1: 'bottomToTop',
    direction2: 'rightToLeft',
    targets: [knitting([...handKnitting, ...machineKnitting]), crochet()],
  },
  {
    id: 'oneColour',
    title: 'Eén kleur',
    description:
      'Elke chartrij is twee rijen in één kleur: heen rechts (1, 3, 5 …), terug links (2, 4, 6 …).',
    ruler: { numberIncrement: 2, deviationValues: [1], deviationSide: 'left' },
    direction1: 'bottomToTop',
    direction2: 'rightToLeft',
    targets: [knitting(['mosaic', 'colors'])],
  },
  {
    id: 'twoColours',
    title: 'Twee kleuren',
    description: 'Twee rijen per kleur: één nummer per paar rijen.',
    ruler: { skipCount: 2 },
    direction1: 'bottomToTop',
    direction2: 'rightToLeftAlternating',
    directionRunLength: 2,
    targets: [knitting(['mosaic', 'colors']), crochet(['colors'])],
  },
  {
    id: 'threeColours',
    title: 'Drie kleuren',
    description: 'Drie rijen per kleur: één nummer per drie rijen.',
    ruler: { skipCount: 3 },
    direction1: 'bottomToTop',
    direction2: 'rightToLeftAlternating',
    directionRunLength: 1,
    targets: [knitting(['mosaic', 'colors'])],
  },
  {
    id: 'traditional',
    title: 'Traditionele chart',
    description: 'Rijnummers rechts, steeknummers onder, van rechtsonder geteld.',
    ruler: { horizontal: 'onlyBottom', vertical: 'onlyRight' },
    direction1: 'bottomToTop',
    direction2: 'rightToLeftAlternating',
    directionRunLength: 1,
    targets: [knitting(), crochet()],
  },
  {
    id: 'detailed',
    title: 'Gedetailleerde chart',
    description: 'Nummers op alle vier de kanten, elke rij en steek.',
    ruler: {},
    direction1: 'bottomToTop',
    direction2: 'rightToLeft',
    targets: [knitting(), crochet()],
  },
  {
    id: 'everyFifth',
    title: 'Elke 5 rijen een nummer',
    description: 'Rustiger beeld: 1, 6, 11 … bij de eerste rij van elke vijf.',
    ruler: { skipCount: 5, numberIncrement: 5 },
    direction1: 'bottomToTop',
    direction2: 'rightToLeftAlternating',
    directionRunLength: 1,
    targets: [knitting(), crochet()],
  },
  {
    id: 'everyTenth',
    title: 'Elke 10 rijen een nummer',
    description: 'Voor grote charts: 1, 11, 21 … bij de eerste rij van elke tien.',
    ruler: { skipCount: 10, numberIncrement: 10 },
    direction1: 'bottomToTop',
    direction2: 'rightToLeftAlternating',
    directionRunLength: 1,
    targets: [knitting(), crochet()],
  },
  {
    id: 'knittingFlatLeftHanded',
    title: 'Heen-en-weer breien (linkshandig)',
    description: 'Goede kant van links naar rechts; steken van links geteld.',
    ruler: { horizontalDirection: 'leftToRight' },
    direction1: 'bottomToTop',
    direction2: 'leftToRightAlternating',
    directionRunLength: 1,
    targets: [knitting()],
  },
  {
    id: 'knittingRoundLeftHanded',
    title: 'Rondbreien (linkshandig)',
    description: 'Elke toer van links naar rechts; steken van links geteld.',
    ruler: { horizontalDirection: 'leftToRight' },
    direction1: 'bottomToTop',
    direction2: 'leftToRight',
    targets: [knitting()],
  },
  {
    id: 'brioche',
    title: 'Brioche',
    description: 'Twee chartrijen per rij (donker en licht): één nummer per paar.',
    ruler: { skipCount: 2 },
    direction1: 'bottomToTop',
    direction2: 'rightToLeftAlternating',
    directionRunLength: 2,
    targets: [knitting(['brioche'])],
  },
  {
    id: 'machineKnitting',
    title: 'Machine knitting',
    description: 'Naalden vanuit het midden genummerd, rijen rechts zoals de rijteller.',
    ruler: { template: 'center', horizontal: 'onlyBottom', vertical: 'onlyRight' },
    direction1: 'bottomToTop',
    direction2: 'rightToLeftAlternating',
    directionRunLength: 1,
    targets: [knitting(machineKnitting)],
  },
  {
    id: 'machineKnittingFromRight',
    title: 'Machine knitting vanaf rechts',
    description: 'Naalden van rechts geteld, rijen rechts zoals de rijteller.',
    ruler: { horizontal: 'onlyBottom', vertical: 'onlyRight' },
    direction1: 'bottomToTop',
    direction2: 'rightToLeftAlternating',
    directionRunLength: 1,
    targets: [knitting(machineKnitting)],
  },
  {
    id: 'crochetRows',
    title: 'Haken in rijen',
    description: 'Heen en weer: oneven rijen van rechts, even rijen van links.',
    ruler: {},
    direction1: 'bottomToTop',
    direction2: 'rightToLeftAlternating',
    directionRunLength: 1,
    targets: [crochet(['colors', 'filet', 'other'])],
  },
  {
    id: 'crochetRounds',
    title: 'Haken in toeren',
    description: 'Elke toer van rechts naar links, nummers rechts.',
    ruler: { vertical: 'onlyRight' },
    direction1: 'bottomToTop',
    direction2: 'rightToLeft',
    targets: [crochet(['colors', 'other'])],
  },
  {
    id: 'mosaicOverlay',
    title: 'Mozaïekhaken (overlay)',
    description: 'Elke rij aan de goede kant van rechts naar links, draad afknippen.',
    ruler: { vertical: 'onlyRight' },
    direction1: 'bottomToTop',
    direction2: 'rightToLeft',
    targets: [crochet(['mosaicOverlay'])],
  },
  {
    id: 'mosaicInset',
    title: 'Mozaïekhaken (inset)',
    description: 'Twee rijen per kleur heen en weer: één nummer per paar rijen.',
    ruler: { skipCount: 2 },
    direction1: 'bottomToTop',
    direction2: 'rightToLeftAlternating',
    directionRunLength: 1,
    targets: [crochet(['mosaicInset'])],
  },
  {
    id: 'tunisian',
    title: 'Tunesisch haken',
    description: 'Elke rij aan de goede kant: heengaande en teruggaande toer op één chartrij.',
    ruler: { vertical: 'onlyRight' },
    direction1: 'bottomToTop',
    direction2: 'rightToLeft',
    targets: [crochet(['tunisian1', 'tunisian2'])],
  },
  {
    id: 'c2c',
    title: 'C2C vanaf rechtsonder',
    description: 'Diagonaal van hoek tot hoek, begin rechtsonder.',
    ruler: {},
    direction1: 'diagonalFromBottomRight',
    direction2: 'rightToLeftAlternating',
    directionRunLength: 1,
    targets: [crochet(['c2c'])],
  },
  {
    id: 'noNumbersTopLeft',
    title: 'Geen nummers',
    description: 'Geen rij- en kolomnummers.',
    ruler: { ...topLeft, ...hidden },
    direction1: 'topToBottom',
    direction2: 'leftToRight',
    targets: [...pixelCrafts, { craft: 'other' }],
  },
  {
    id: 'topLeft',
    title: 'Vanaf linksboven',
    description: 'Kolommen en rijen vanaf linksboven geteld, zoals een patroon gelezen wordt.',
    ruler: topLeft,
    direction1: 'topToBottom',
    direction2: 'leftToRight',
    targets: pixelCrafts,
  },
];

/** The presets a chart of this craft and type offers, in list order (none for cross stitch). */
export function presetsFor(craft: Craft | string, type: ChartType | string): RulerPreset[] {
  return rulerPresets.filter((preset) =>
    preset.targets.some(
      (target) =>
        target.craft === craft && (!target.types || (target.types as readonly string[]).includes(type)),
    ),
  );
}

export function rulerPresetById(id: string): RulerPreset | undefined {
  return rulerPresets.find((preset) => preset.id === id);
}

/** The counting fields two rulers must share to count alike (the `explicit` mark aside). */
const rulerFields = [
  'horizontal',
  'vertical',
  'skipCount',
  'numberRepeat',
  'startNumber',
  'numberIncrement',
  'deviationSide',
  'horizontalDirection',
  'verticalDirection',
  'template',
] as const;

/** The preset among `presets` whose ruler and directions a chart has now, if any (the list marks it). */
export function matchingPreset(
  presets: readonly RulerPreset[],
  settings: Pick<GridSettings, 'ruler' | 'direction1' | 'direction2' | 'directionRunLength'>,
  ruler: Ruler = settings.ruler,
): RulerPreset | undefined {
  return presets.find((preset) => {
    const wanted = presetRuler(preset);
    const sameRuler =
      rulerFields.every((field) => wanted[field] === ruler[field]) &&
      wanted.deviationValues.join() === ruler.deviationValues.join() &&
      ruler.ignoredColumns.length === 0 &&
      ruler.ignoredRows.length === 0;
    const sameRun =
      !preset.direction2.endsWith('Alternating') ||
      (preset.directionRunLength ?? 2) === (settings.directionRunLength ?? 2);
    return (
      sameRuler &&
      preset.direction1 === settings.direction1 &&
      preset.direction2 === settings.direction2 &&
      sameRun
    );
  });
}
