/**
 * The Dutch texts of the work-directions screen ("Werkrichting"), the written-pattern settings and the
 * "Geschreven patroon" entry (issue 27). Kept in a file of their own so the lanes of issue 27 do not all edit the
 * same lines of nl.ts; `nl.workOrder` reads them.
 */
import type { AlongDirection, GridSettings, LineSequence } from '@steekwerk/model';

export const workOrderTexts = {
  openWritten: 'Geschreven patroon',
  openWrittenHint: 'De geschreven instructies van de chart, rij voor rij',
  directions: {
    heading: 'Werkrichting',
    intro:
      'In welke volgorde je de chart werkt. De voortgang en het geschreven patroon volgen deze richting.',
    direction1: 'Volgorde van de lijnen',
    direction1s: {
      bottomToTop: 'Rijen, van onder naar boven',
      topToBottom: 'Rijen, van boven naar beneden',
      rightToLeft: 'Kolommen, van rechts naar links',
      leftToRight: 'Kolommen, van links naar rechts',
      diagonalFromBottomRight: 'Schuin, vanaf de hoek rechtsonder',
      diagonalFromBottomLeft: 'Schuin, vanaf de hoek linksonder',
      diagonalFromTopRight: 'Schuin, vanaf de hoek rechtsboven',
      diagonalFromTopLeft: 'Schuin, vanaf de hoek linksboven',
    } satisfies Record<LineSequence, string>,
    direction2: 'Richting van de eerste lijn',
    direction2s: {
      rightToLeft: 'Van rechts naar links, elke lijn',
      leftToRight: 'Van links naar rechts, elke lijn',
      bottomToTop: 'Van onder naar boven, elke lijn',
      topToBottom: 'Van boven naar beneden, elke lijn',
      rightToLeftAlternating: 'Van rechts naar links, dan heen en weer',
      leftToRightAlternating: 'Van links naar rechts, dan heen en weer',
      bottomToTopAlternating: 'Van onder naar boven, dan heen en weer',
      topToBottomAlternating: 'Van boven naar beneden, dan heen en weer',
    } satisfies Record<AlongDirection, string>,
    runLength: 'Lijnen per richting (heen en weer)',
    runLengthHint: '1 is gewoon heen en weer breien; 2 werkt steeds twee lijnen dezelfde kant op.',
    quick: 'Snel kiezen',
    inTheRound: 'In de rondte',
    backAndForth: 'Heen en weer',
    leftHandedNote: 'Je werkt linkshandig (instelling): snel kiezen begint links.',
    preview: 'Voorbeeld: de volgorde van de steken op een klein stukje',
    previewCell: (step: number): string => `steek ${step}`,
    mainColorColumn: 'Kolom met de hoofdkleur van elke rij',
    mainColorColumns: {
      unused: 'Niet tonen',
      left: 'Links',
      both: 'Links en rechts',
      right: 'Rechts',
    } satisfies Record<GridSettings['mainColorColumn'], string>,
    mainColorColumnHint: 'Voor tweekleurig breien: naast elke rij de kleur die er het meest in staat.',
  },
  written: {
    texts: 'Teksten',
    placeholderHint: '@ staat voor een getal.',
    rowText: 'Eén rij',
    rowsText: 'Meer rijen',
    countSingle: 'Aantal bij één steek',
    countPlural: 'Aantal bij meer steken',
    stitchDivider: 'Tussen de steken',
    usageText: 'Totaalregel (leeg: geen)',
    ignoreLeft: 'Steken links overslaan',
    ignoreRight: 'Steken rechts overslaan',
    reset: 'Standaardinstellingen',
    saved: 'Wordt met de chart bewaard.',
    viewerOnly: 'Alleen voor jou zolang de app open is; de chart zelf verandert niet.',
  },
} as const;
