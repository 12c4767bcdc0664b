import type { HelpArticle } from './helpArticle';

/** Volgen en patronen: the progress tracker and the written pattern. */
export const followArticles: readonly HelpArticle[] = [
  {
    slug: 'voortgang-bijhouden',
    title: 'Voortgang bijhouden',
    categoryId: 'volgen',
    summary: 'Vink steken, rijen of blokken af terwijl je werkt, op je telefoon of je computer.',
    keywords: [
      'tracker',
      'afvinken',
      'markeren',
      'rij',
      'steek',
      'parkeren',
      'telefoon',
      'pattern keeper',
      'volgen',
      'pdf-patroon',
    ],
    blocks: [
      {
        kind: 'text',
        text: 'Kies “Voortgang bijhouden”. Bij “Volgen” kies je hoe je afvinkt: Per rij, Steek voor steek, Per 5 of Per 10 steken, of Per hokje. Met “Volgende” en “Terug” ga je een stap verder of terug; bovenaan staat waar je bent, bijvoorbeeld “Toer 12 van 80”.',
      },
      {
        kind: 'picture',
        picture: 'tracker',
        alt: 'De voortgang: afgevinkte steken grijs, de huidige rij omlijnd, rechts de knoppen en de legenda',
        caption: 'Afgevinkte steken worden lichter; de huidige rij is omlijnd.',
      },
      { kind: 'heading', text: 'Tikken op de chart' },
      {
        kind: 'list',
        items: [
          'Afvinken: een tik vinkt de steek (of rij) af of weer aan; slepen vinkt alles af waar je langs gaat.',
          'Kleur aanwijzen: laat alle steken van één kleur oplichten. Ook door op een kleur in de legenda te tikken.',
          'Blok afvinken: vinkt een blok van 10 × 10 rond de steek af, met “Ongedaan maken” in de melding.',
          'Parkeren: zet een markering op een hoekje waar je de draad van een kleur hebt laten hangen (parkeren bij borduren).',
        ],
      },
      {
        kind: 'text',
        text: 'Je voortgang wordt bij je account bewaard, ook op charts die met je gedeeld zijn, en is op al je apparaten hetzelfde. Log in om hem te bewaren. Op een telefoon werkt alles met één vinger; met twee vingers zoom en verschuif je.',
      },
      {
        kind: 'tip',
        text: 'Verander je de werkrichting terwijl je bezig bent, dan blijf je bij dezelfde steek staan; je afgevinkte steken blijven afgevinkt.',
      },
      { kind: 'heading', text: 'Een PDF-patroon volgen' },
      {
        kind: 'text',
        text: 'Heb je een borduurpatroon als PDF gekocht? Kies “Volg een PDF-patroon” op je startpagina of bij Mijn charts en kies het bestand. Steekwerk laat zien wat het gevonden heeft (grootte, pagina’s, garens, steken en backsteeklijnen) met de eerste pagina van de PDF naast de chart zoals hij geïmporteerd is. Kies “Volg dit patroon”: de chart opent meteen in Voortgang bijhouden en wordt bewaard in Mijn charts, alleen voor jou. Het bestand zelf blijft op je apparaat.',
      },
    ],
    related: ['liniaal-en-werkrichting', 'geschreven-patroon'],
  },
  {
    slug: 'geschreven-patroon',
    title: 'Het geschreven patroon',
    categoryId: 'volgen',
    summary: 'Steekwerk schrijft je chart uit als tekst, toer voor toer, zoals in een patroonboekje.',
    keywords: [
      'geschreven',
      'instructies',
      'tekst',
      'toer',
      'naald',
      'herhalingen',
      'patroon uitschrijven',
      'haakpatroon',
      'breipatroon',
    ],
    blocks: [
      {
        kind: 'text',
        text: 'Klik op “Geschreven patroon” in de werkbalk. Onder de chart verschijnt de tekst, bijvoorbeeld “Toer 2: 3 rood, 1 blauw (4 steken)”. De tekst volgt de werkrichting van de chart, dus wat er staat is precies wat je voortgang stap voor stap afloopt.',
      },
      {
        kind: 'picture',
        picture: 'written',
        alt: 'Het geschreven patroon onder de chart, met de instellingen erboven',
        caption: 'Het geschreven patroon, toer voor toer.',
      },
      {
        kind: 'list',
        items: [
          '“Herhalingen zoeken” schrijft herhalende stukken één keer, tussen haken, met hoe vaak.',
          '“Titel” en “Legenda” zetten de titel en de uitleg van de kleuren of steken boven de tekst.',
          'Bij “Teksten” verander je hoe een toer heet (“Toer @:”) en hoe steken worden geteld.',
          '“Kopieer als tekst” zet het hele patroon op het klembord.',
        ],
      },
      {
        kind: 'text',
        text: 'In kant- en kabelcharts noemt de tekst de steken bij hun naam (recht, averecht, omslag, 2 recht samen …) in plaats van kleuren. Je keuzes worden met de chart bewaard en gelden ook voor de PDF (“Geschreven patroon toevoegen” bij het downloaden).',
      },
    ],
    related: ['voortgang-bijhouden', 'afdrukken-en-downloaden'],
  },
];
