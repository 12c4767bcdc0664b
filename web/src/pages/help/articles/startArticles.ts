import type { HelpArticle } from './helpArticle';

/** Beginnen: the first chart, the screen, saving. */
export const startArticles: readonly HelpArticle[] = [
  {
    slug: 'beginnen',
    title: 'Beginnen met Steekwerk',
    categoryId: 'beginnen',
    summary:
      'Maak je eerste chart: kies je handwerkvorm, de soort chart en de grootte, en begin met tekenen.',
    keywords: ['start', 'nieuw', 'eerste chart', 'aanmaken', 'patroon maken', 'raster'],
    blocks: [
      {
        kind: 'text',
        text: 'Een chart is een raster van hokjes: elk hokje is één steek. Steekwerk maakt charts voor breien, haken, borduren (kruissteek), diamond painting, strijkkralen, knoopwerk, quilts en pixelhobby.',
      },
      {
        kind: 'steps',
        items: [
          'Kies in het menu (☰ linksboven) “Nieuwe chart maken”.',
          'Kies je handwerkvorm, bijvoorbeeld Breien of Borduren.',
          'Kies de soort chart (bijvoorbeeld Kleuren, Kant of Kabels) en vul de breedte in steken en de hoogte in rijen in.',
          'Klik op “Chart maken”. De chart opent in de editor en je kunt meteen tekenen.',
        ],
      },
      {
        kind: 'picture',
        picture: 'editor',
        alt: 'De editor met het gereedschap bovenaan, het raster met liniaal in het midden en de panelen rechts',
        caption:
          'De editor: gereedschap bovenaan, het raster in het midden, de panelen (Palet, Lagen, Raster …) rechts.',
      },
      {
        kind: 'text',
        text: 'Zonder account kun je gewoon tekenen, maar je chart wordt pas bewaard als je inlogt (“Log in om je chart op te slaan”). Met een account slaat Steekwerk elke wijziging vanzelf op; bovenaan zie je “Opgeslagen” of “Opslaan…”.',
      },
      {
        kind: 'tip',
        text: 'Weet je nog niet hoe groot je werk wordt? De calculator (“Bereken de chartgrootte”) rekent met je stekenverhouding uit hoeveel steken en rijen je nodig hebt.',
      },
      {
        kind: 'text',
        text: 'Zonder Premium is een chart hoogstens 400 × 400 steken; met Premium tot 2000 × 2000.',
      },
    ],
    related: ['tekenen', 'foto-importeren', 'bestanden'],
  },
  {
    slug: 'opslaan-en-offline',
    title: 'Opslaan, offline werken en niets kwijtraken',
    categoryId: 'beginnen',
    summary:
      'Steekwerk slaat vanzelf op, ook als je even geen verbinding hebt; niet-opgeslagen wijzigingen kun je herstellen.',
    keywords: [
      'opslaan',
      'offline',
      'verbinding',
      'trein',
      'kwijt',
      'herstellen',
      'ander apparaat',
      'tabblad',
    ],
    blocks: [
      {
        kind: 'text',
        text: 'Ben je ingelogd, dan wordt elke wijziging na een paar tellen opgeslagen. De status staat bovenaan de editor: “Opslaan…”, “Opgeslagen” of “Niet opgeslagen wijzigingen”.',
      },
      { kind: 'heading', text: 'Geen verbinding' },
      {
        kind: 'text',
        text: 'Valt je verbinding weg, dan zie je “Geen verbinding — je wijzigingen worden bewaard op dit apparaat en opgeslagen zodra je weer online bent”. Je kunt gewoon doortekenen en je voortgang bijhouden.',
      },
      { kind: 'heading', text: 'Tabblad gesloten of browser vastgelopen' },
      {
        kind: 'text',
        text: 'Wijzigingen die nog niet bij de server waren, blijven op je apparaat staan. Open de chart opnieuw en kies “Niet-opgeslagen wijzigingen herstellen”. Heeft iemand intussen elders een nieuwere versie opgeslagen, dan kies je “Bewaren als kopie”: de opgeslagen versie blijft dan zoals hij is.',
      },
      { kind: 'heading', text: 'De chart is open op een ander apparaat' },
      {
        kind: 'text',
        text: 'Een chart kan op één plek tegelijk worden bewerkt. Is hij in een ander tabblad of op een ander apparaat open, dan zie je hem hier alleen-lezen. Sluit hem daar, dan kun je hier verder.',
      },
    ],
    related: ['back-ups', 'beginnen'],
  },
];
