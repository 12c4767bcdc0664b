import type { HelpArticle } from './helpArticle';

/** Foto's, tekst en bestanden: picture import, text to grid, files from other programs. */
export const importArticles: readonly HelpArticle[] = [
  {
    slug: 'foto-importeren',
    title: 'Een foto omzetten naar een chart',
    categoryId: 'importeren',
    summary: 'Maak van een foto of afbeelding een chart, met het aantal kleuren en de maat die jij kiest.',
    keywords: [
      'foto',
      'afbeelding',
      'plaatje',
      'omzetten',
      'converteren',
      'jpg',
      'png',
      'dmc',
      'portret',
      'huisdier',
    ],
    blocks: [
      {
        kind: 'steps',
        items: [
          'Kies “Nieuwe chart maken”, je handwerkvorm, en dan “Afbeelding omzetten naar een chart”.',
          'Kies een foto (JPEG, PNG, WebP of GIF, tot 30 MB) of sleep hem op de pagina. De foto blijft op je computer: hij wordt niet geüpload.',
          'Sleep over de foto om een uitsnede te kiezen, of kies “Hele foto gebruiken”.',
          'Kies de breedte in steken, centimeter of inch. Bij centimeter of inch vul je je stekenverhouding of een gemeten proeflapje in, zodat de chart de goede maat krijgt.',
          'Kies het aantal kleuren, en of je vrije kleuren wilt of alleen kleuren van een merk (bijvoorbeeld alleen kleuren van DMC).',
          'Bekijk het voorbeeld en klik op “Chart maken”.',
        ],
      },
      {
        kind: 'picture',
        picture: 'pictureImport',
        alt: 'Het scherm om een foto om te zetten: de foto links, de instellingen en het voorbeeld rechts',
        caption: 'Links je foto met de uitsnede, rechts de instellingen en het voorbeeld.',
      },
      { kind: 'heading', text: 'Het voorbeeld mooier maken' },
      {
        kind: 'list',
        items: [
          'Helderheid en contrast: voor donkere of flets belichte foto’s.',
          '“Kleuren mengen (dithering)”: zachtere overgangen, maar meer losse steekjes.',
          '“Losse steekjes opruimen”: hoe hoger, hoe minder losse steekjes van één kleur (confetti). Het voorbeeld toont het percentage.',
          '“Kleine details behouden (zoals ogen)”: houdt kleine, belangrijke stukjes over bij het opruimen.',
        ],
      },
      {
        kind: 'tip',
        text: 'Een foto met een rustige achtergrond en een duidelijk onderwerp geeft de mooiste chart. Minder kleuren maakt het borduren eenvoudiger.',
      },
    ],
    related: ['beginnen', 'tekenen', 'bestanden'],
  },
  {
    slug: 'tekst-naar-raster',
    title: 'Tekst naar raster',
    categoryId: 'importeren',
    summary: 'Zet een naam, datum of spreuk als steken in je chart, in het lettertype dat je kiest.',
    keywords: ['tekst', 'letters', 'naam', 'alfabet', 'lettertype', 'geboortedatum', 'spreuk'],
    blocks: [
      {
        kind: 'steps',
        items: [
          'Kies in het palet de stijl (kleur) voor de tekst.',
          'Klik onderaan op “Onderpaneel tonen” en dan op “Tekst naar raster”.',
          'Typ je tekst en kies lettertype, lettergrootte, vet of cursief, en eventueel een achtergrond.',
          'Kies bij “Maat” of de tekst in de chart moet passen, of dat de chart zo nodig groter mag worden.',
          'Klik op “Voorbeeld plaatsen”, sleep het voorbeeld naar de goede plek (of gebruik de pijltjestoetsen) en druk op Enter of klik op “Tekst plaatsen”. Escape annuleert.',
        ],
      },
      {
        kind: 'text',
        text: 'De geplaatste tekst is gewoon een deel van de chart: je kunt hem ongedaan maken, gummen of verplaatsen.',
      },
    ],
    related: ['tekenen', 'selecteren-en-kopieren'],
  },
  {
    slug: 'bestanden',
    title: 'Bestanden: OXS, JSON en PNG',
    categoryId: 'importeren',
    summary: 'Open charts uit WinStitch, MacStitch en andere programma’s, en bewaar je charts als bestand.',
    keywords: [
      'oxs',
      'json',
      'winstitch',
      'macstitch',
      'ursa',
      'pattern keeper',
      'importeren',
      'exporteren',
      'bestand openen',
    ],
    blocks: [
      { kind: 'heading', text: 'Een bestand openen' },
      {
        kind: 'text',
        text: 'Op “Nieuwe chart maken” staat “Importeer een bestand”. Een OXS-bestand (WinStitch, MacStitch en andere borduurprogramma’s), een Steekwerk-bestand (.json) of een PNG met één pixel per steek wordt een nieuwe chart. Steken die in het bestand als gedaan gemarkeerd zijn, worden je voortgang.',
      },
      { kind: 'heading', text: 'Een chart als bestand bewaren' },
      {
        kind: 'list',
        items: [
          'Steekwerk-bestand (.json): alles, ook lagen, lijnen, deelsteken en instellingen. Zo kun je een chart later precies zo terugzetten.',
          'OXS: voor andere borduurprogramma’s en trackers. Lagen worden samengevoegd tot één laag.',
          'PNG en PDF: om te bekijken en af te drukken (zie “Afdrukken en downloaden”).',
        ],
      },
      {
        kind: 'tip',
        text: 'In je profiel kun je met “Mijn gegevens downloaden” al je charts tegelijk downloaden, elk als .json en als .oxs.',
      },
    ],
    related: ['afdrukken-en-downloaden', 'account-en-gegevens'],
  },
];
