/** The profile's setting switches, their Dutch labels and hints (kept out of nl.ts: only the profile uses them). */
export const settingSwitchTexts = {
  gridDrawCellsMagic: {
    label: 'Vlakken vullen met dubbelklikken',
    hint: 'Dubbelklik op een hokje vult het vlak van dezelfde kleur met de gekozen kleur.',
  },
  clearDrawWithSameStyle: {
    label: 'Wissen met dezelfde kleur',
    hint: 'Tekenen op een hokje dat al de gekozen kleur heeft, maakt het leeg.',
  },
  copyNoStitch: {
    label: 'Lege hokjes meekopiëren',
    hint: 'Uit: lege hokjes in wat je kopieert laten bij het plakken staan wat eronder zit.',
  },
  zoomHideGridLines: {
    label: 'Rasterlijnen verbergen als je ver uitzoomt',
    hint: 'Bij hokjes kleiner dan 8 pixels zie je alleen de kleuren.',
  },
  rulerAlwaysVisible: {
    label: 'Linialen ook tonen bij charts die ik alleen bekijk',
    hint: 'Ook als je een chart volgt, of een chart van een ander bekijkt.',
  },
} as const;
