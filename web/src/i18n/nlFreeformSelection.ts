/**
 * The Dutch texts of the freeform select tool and its bar (issue 29). A file of their own so that only the editor's
 * lazy chunks carry them.
 */
export const freeformSelectionTexts = {
  bar: 'Selectie',
  count: (count: number): string =>
    count === 0
      ? 'Niets geselecteerd'
      : count === 1
        ? '1 steek geselecteerd'
        : `${count} steken geselecteerd`,
  actions: {
    duplicate: 'Dupliceren',
    delete: 'Verwijderen',
    copy: 'Kopiëren',
    cut: 'Knippen',
    paste: 'Plakken',
    forward: 'Naar voren',
    backward: 'Naar achteren',
    toFront: 'Helemaal naar voren',
    toBack: 'Helemaal naar achteren',
    rotateLeft: 'Draai 15° linksom',
    rotateRight: 'Draai 15° rechtsom',
    grow: 'Groter',
    shrink: 'Kleiner',
  },
  align: {
    left: 'Links uitlijnen',
    centre: 'Horizontaal centreren',
    right: 'Rechts uitlijnen',
    top: 'Boven uitlijnen',
    middle: 'Verticaal centreren',
    bottom: 'Onder uitlijnen',
  },
  distribute: {
    horizontal: 'Horizontaal verdelen',
    vertical: 'Verticaal verdelen',
  },
  notices: {
    copied: 'Gekopieerd',
    copiedHere: 'Gekopieerd (alleen in dit tabblad: te groot om te delen)',
    cut: 'Geknipt',
    empty: 'Het klembord is leeg',
    paletteFull: (missing: number): string =>
      `Plakken kan niet: het palet heeft geen ruimte voor ${missing === 1 ? '1 kleur' : `${missing} kleuren`}`,
    limitReached: 'Plakken kan niet: de chart heeft dan te veel steken',
  },
} as const;
