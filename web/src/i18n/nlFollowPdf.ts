/**
 * The Dutch texts of "Volg een PDF-patroon" (issue 30): its screen, the links to it, and the previews of the import
 * summary (the PDF's first page beside the chart as imported).
 */
export const followPdfTexts = {
  title: 'Volg een PDF-patroon',
  heading: 'Volg een PDF-patroon',
  text: 'Heb je een borduurpatroon als PDF gekocht? Kies het bestand: Steekwerk leest de kaart en de sleutel, laat zien wat het gevonden heeft, en opent het patroon in Voortgang bijhouden. Zo vink je steken af op je telefoon of je computer. Het bestand blijft op je apparaat.',
  choose: 'Kies een PDF-patroon',
  onlyPdf: 'Kies een PDF-bestand (.pdf). Andere bestanden importeer je bij “Nieuwe chart maken”.',
  saved: 'De chart wordt bewaard in Mijn charts, alleen voor jou; je voortgang wordt bij je account bewaard.',
  anonymous:
    'Zonder account opent het patroon als nieuwe chart in de editor, net als bij “Importeer een bestand”. Log in om de chart te bewaren en je voortgang bij te houden.',
  accept: 'Volg dit patroon',
  previews: {
    firstPage: 'Eerste pagina van de PDF',
    page: (page: number): string => `Pagina ${page} van de PDF`,
    pageDrawing: 'Pagina tekenen…',
    pageFailed: 'Deze pagina van de PDF kan niet getoond worden.',
    showChartPage: (page: number): string => `Toon pagina ${page} (de kaart)`,
    showFirstPage: 'Toon de eerste pagina',
    chartAsImported: 'De chart zoals hij geïmporteerd is',
  },
} as const;
