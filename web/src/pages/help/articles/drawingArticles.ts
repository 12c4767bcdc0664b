import type { HelpArticle } from './helpArticle';

/** Tekenen en bewerken: cells, lines and part stitches, selections, layers, rulers. */
export const drawingArticles: readonly HelpArticle[] = [
  {
    slug: 'tekenen',
    title: 'Tekenen in de editor',
    categoryId: 'tekenen',
    summary: 'Kies een kleur in het palet en teken hokje voor hokje, met een rechthoek of door te vullen.',
    keywords: [
      'kleur',
      'palet',
      'gum',
      'gummen',
      'vullen',
      'rechthoek',
      'ongedaan',
      'zoom',
      'sneltoetsen',
      'toetsenbord',
    ],
    blocks: [
      {
        kind: 'text',
        text: 'Bovenaan de editor staat het gereedschap: Bekijken, Verschuiven, Tekenen, Gummen, Lijnen, Selecteren, Halve steken, Kwartsteken, Knopen en kralen en Voortgang bijhouden.',
      },
      {
        kind: 'steps',
        items: [
          'Kies “Tekenen”. Daarnaast kies je “Vrij tekenen”, “Rechthoek” of “Vullen”.',
          'Kies een kleur (een stijl) in het paneel “Palet”, of druk op een cijfertoets: 1 is de eerste stijl, 0 de tiende.',
          'Klik of sleep over het raster. “Gummen” maakt hokjes weer leeg.',
        ],
      },
      { kind: 'heading', text: 'Ongedaan maken en zoomen' },
      {
        kind: 'list',
        items: [
          '“Ongedaan maken” (Ctrl+Z) en “Opnieuw” (Ctrl+Y of Ctrl+Shift+Z).',
          'Zoomen met de schuifregelaar, met + en −, met Ctrl en het muiswiel, of met twee vingers op een tablet. “Hele chart tonen” (Ctrl+0) laat alles zien.',
          'Verschuiven: kies “Verschuiven”, of houd de spatiebalk ingedrukt en sleep.',
        ],
      },
      { kind: 'heading', text: 'Met het toetsenbord' },
      {
        kind: 'text',
        text: 'Klik op het raster en gebruik de pijltjestoetsen: er verschijnt een cursor die een hokje opschuift (met Shift tien). Spatie of Enter tekent het hokje onder de cursor; Esc verbergt de cursor.',
      },
      {
        kind: 'tip',
        text: 'In het paneel “Palet” voeg je kleuren toe, geef je ze een naam of symbool en vervang je een kleur overal in de chart.',
      },
    ],
    related: ['lijnen-en-deelsteken', 'selecteren-en-kopieren', 'lagen'],
  },
  {
    slug: 'lijnen-en-deelsteken',
    title: 'Lijnen en deelsteken',
    categoryId: 'tekenen',
    summary: 'Backstitch-lijnen, halve steken, kwartsteken, Franse knopen en kralen.',
    keywords: [
      'backstitch',
      'backsteek',
      'halve steek',
      'kwartsteek',
      'driekwart',
      'franse knoop',
      'kraal',
      'omlijnen',
    ],
    blocks: [
      {
        kind: 'text',
        text: 'Lijnen (backsteek) lopen van hoekpunt naar hoekpunt van de hokjes, ook schuin. Kies “Lijnen” en sleep voor één lijn, of klik punt na punt voor een doorlopende lijn; dubbelklik of Esc stopt.',
      },
      {
        kind: 'text',
        text: 'Met “Lijn kiezen” klik je een bestaande lijn aan: versleep hem, wis hem met Delete, of geef hem een andere kleur door een stijl in het palet te kiezen.',
      },
      { kind: 'heading', text: 'Halve steken en kwartsteken' },
      {
        kind: 'text',
        text: 'Kies “Halve steken” of “Kwartsteken” en klik in het deel van het hokje waar de steek moet komen. Een halve steek loopt schuin door het hokje; een kwartsteek vult een hoek.',
      },
      { kind: 'heading', text: 'Knopen en kralen' },
      {
        kind: 'text',
        text: 'Met “Knopen en kralen” zet je een Franse knoop of een kraal op een hoekpunt of midden in een hokje. Ze tellen mee in de legenda van de PDF.',
      },
    ],
    related: ['tekenen', 'afdrukken-en-downloaden'],
  },
  {
    slug: 'selecteren-en-kopieren',
    title: 'Selecteren, kopiëren en plakken',
    categoryId: 'tekenen',
    summary:
      'Een deel van de chart selecteren, verplaatsen, kopiëren naar een andere chart, draaien en spiegelen.',
    keywords: [
      'selectie',
      'kopieren',
      'knippen',
      'plakken',
      'verplaatsen',
      'draaien',
      'spiegelen',
      'klembord',
      'ctrl+c',
    ],
    blocks: [
      {
        kind: 'steps',
        items: [
          'Kies “Selecteren” en sleep een rechthoek over het raster.',
          'Sleep de selectie om haar te verplaatsen, of gebruik Ctrl+C (kopiëren), Ctrl+X (knippen) en Delete (wissen).',
          'Ctrl+V plakt als voorbeeld. Sleep het voorbeeld of verschuif het met de pijltjestoetsen (Shift: tien hokjes), kies eventueel “Draaien” of “Spiegelen”, en klik op “Plaatsen”.',
        ],
      },
      {
        kind: 'text',
        text: 'Het klembord blijft 30 minuten bewaard en werkt ook in een ander tabblad: zo kopieer je een motief van de ene chart naar de andere. Lijnen en deelsteken in de selectie gaan mee.',
      },
      {
        kind: 'tip',
        text: 'Is het palet vol, dan kan Steekwerk de kleuren van wat je plakt niet toevoegen. Verwijder eerst stijlen die je niet gebruikt.',
      },
      { kind: 'text', text: 'Knippen, draaien en spiegelen horen bij Premium.' },
    ],
    related: ['lagen', 'tekenen'],
  },
  {
    slug: 'lagen',
    title: 'Lagen',
    categoryId: 'tekenen',
    summary: 'Teken op aparte lagen, verberg ze en zet ze in een andere volgorde.',
    keywords: ['laag', 'lagen', 'verbergen', 'tonen', 'samenvoegen', 'volgorde'],
    blocks: [
      {
        kind: 'text',
        text: 'In het paneel “Lagen” voeg je lagen toe (“Laag toevoegen”), geef je ze een naam, zet je ze hoger of lager, verberg je ze en verwijder je ze. Tekenen, gummen, vullen en plakken gaan naar de gekozen laag.',
      },
      {
        kind: 'text',
        text: 'Een hogere laag bedekt de lagen eronder; lege hokjes laten zien wat eronder ligt. Verborgen lagen worden niet getekend, niet geteld en niet meegenomen in een download.',
      },
      {
        kind: 'text',
        text: 'Een Steekwerk-bestand (.json) bewaart alle lagen. Een OXS-bestand, PNG of PDF krijgt de zichtbare lagen samen als één laag.',
      },
      { kind: 'text', text: 'Zonder Premium heeft een chart hoogstens 5 lagen, met Premium 20.' },
    ],
    related: ['tekenen', 'bestanden'],
  },
  {
    slug: 'liniaal-en-werkrichting',
    title: 'Liniaal, nummers en werkrichting',
    categoryId: 'tekenen',
    summary:
      'Kies hoe de rijen genummerd worden en in welke richting je werkt, met kant-en-klare voorinstellingen.',
    keywords: [
      'nummers',
      'rijnummers',
      'liniaal',
      'heen en weer',
      'rondbreien',
      'werkrichting',
      'linkshandig',
      'hoofdkleur',
    ],
    blocks: [
      {
        kind: 'text',
        text: 'Breiers en hakers lezen een chart meestal van rechtsonder, borduurders van linksboven. Een nieuwe chart krijgt de nummering van zijn handwerkvorm; verander je de handwerkvorm, dan verhuizen de nummers mee (tenzij je ze zelf had ingesteld).',
      },
      {
        kind: 'text',
        text: 'In het paneel “Liniaal” kies je een voorinstelling, zoals Rondbreien, Heen-en-weer breien, Alleen goede kant (1, 3, 5 …), Twee kleuren of Geen nummers. Daaronder stel je alles zelf in: aan welke kant de nummers staan, het beginnummer, rijen per nummer, herhalen, en kolommen of rijen zonder nummer.',
      },
      {
        kind: 'text',
        text: 'In het paneel “Werkrichting” kies je de volgorde van de lijnen en de richting van de eerste lijn, of snel “In de rondte” of “Heen en weer”. De voortgang en het geschreven patroon volgen deze richting. Werk je linkshandig (instelling in je profiel), dan beginnen de snelle keuzes links.',
      },
      {
        kind: 'tip',
        text: '“Kolom met de hoofdkleur van elke rij” zet naast elke rij een vakje in de kleur die er het meest in staat: handig bij tweekleurig breien.',
      },
    ],
    related: ['voortgang-bijhouden', 'geschreven-patroon'],
  },
];
