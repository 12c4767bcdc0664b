import type { HelpArticle } from './helpArticle';

/** Afdrukken, delen en bewaren: downloads, sharing, backups. */
export const keepArticles: readonly HelpArticle[] = [
  {
    slug: 'afdrukken-en-downloaden',
    title: 'Afdrukken en downloaden',
    categoryId: 'bewaren',
    summary: 'Download je chart als PDF om af te drukken of in een tracker-app te openen, of als afbeelding.',
    keywords: [
      'pdf',
      'printen',
      'afdrukken',
      'png',
      'afbeelding',
      'legenda',
      'pattern keeper',
      'pagina',
      'a4',
      'ctrl+p',
    ],
    blocks: [
      {
        kind: 'text',
        text: 'Kies in het menu “Chart” de optie “Downloaden”, of druk op Ctrl+P in de editor. Kies het bestandstype: een PNG-afbeelding, een PDF-document om van te werken, een OXS- of Steekwerk-bestand, of een tekstbestand met de geschreven instructies. Het voorbeeld laat zien wat je krijgt.',
      },
      {
        kind: 'picture',
        picture: 'download',
        alt: 'Het downloadscherm met het bestandstype, de instellingen en een voorbeeld',
        caption: 'Het downloadscherm: bestandstype, instellingen en voorbeeld.',
      },
      { kind: 'heading', text: 'PDF' },
      {
        kind: 'list',
        items: [
          'Papierformaat (A4, A3, Letter, Legal), marge en staand of liggend. Grote charts worden over pagina’s verdeeld, met een overlap van een paar rijen en kolommen zodat je ze makkelijk aansluit.',
          '“Kleur met symbolen” of “Zwart-wit met symbolen”. Elke kleur heeft een eigen symbool; de legenda noemt het merk, het nummer en hoeveel steken er zijn.',
          'Stofdichtheid: met Aida 14 vul je 14 in; de legenda rekent dan uit hoeveel strengen garen je nodig hebt.',
          '“Geschreven patroon toevoegen” zet het geschreven patroon achter de chart.',
          '“Mijn voortgang meenemen” markeert de steken die je al hebt afgevinkt.',
        ],
      },
      {
        kind: 'text',
        text: 'De symbolen in de PDF zijn echte tekst in een ingebed lettertype: tracker-apps die PDF-patronen lezen (zoals Pattern Keeper) herkennen ze.',
      },
      { kind: 'heading', text: 'PNG' },
      {
        kind: 'text',
        text: 'Kies de grootte in pixels, cm of inch (met de resolutie in dpi) en waar de legenda komt: rechts, onder of geen. Met “Draaiing” draai je de chart, en met “Alleen het geselecteerde deel” download je alleen wat je met “Selecteren” hebt gekozen.',
      },
      {
        kind: 'tip',
        text: 'Heeft de eigenaar van een gedeelde chart downloaden niet toegestaan, dan kun je hem alleen bekijken.',
      },
    ],
    related: ['bestanden', 'geschreven-patroon', 'delen'],
  },
  {
    slug: 'delen',
    title: 'Een chart delen',
    categoryId: 'bewaren',
    summary: 'Deel een chart met een openbare link, een QR-code of met bepaalde mensen.',
    keywords: ['delen', 'link', 'qr', 'qr-code', 'openbaar', 'samenwerken', 'vriendin', 'kopie'],
    blocks: [
      {
        kind: 'steps',
        items: [
          'Kies in het menu “Chart” de optie “Delen”.',
          'Zet “Openbare link” aan: iedereen met de link kan de chart bekijken. Kopieer de link of laat de QR-code scannen.',
          'Of vul bij “Gedeeld met” een e-mailadres in en klik op “Delen”: die persoon ziet de chart in haar eigen lijst (“Gedeeld met mij”).',
        ],
      },
      {
        kind: 'list',
        items: [
          '“Anderen mogen een kopie maken”: anderen kunnen met “Maak een kopie” een eigen chart ervan maken.',
          '“Anderen mogen de chart downloaden”: anderen kunnen een PDF of PNG maken.',
        ],
      },
      {
        kind: 'text',
        text: 'Wie een gedeelde chart opent, kan hem bekijken en er haar eigen voortgang op bijhouden, maar niet veranderen.',
      },
    ],
    related: ['voortgang-bijhouden', 'afdrukken-en-downloaden'],
  },
  {
    slug: 'back-ups',
    title: 'Back-ups en een eerdere versie terugzetten',
    categoryId: 'bewaren',
    summary: 'Elke keer dat je chart wordt opgeslagen, bewaren we een versie die je kunt terugzetten.',
    keywords: [
      'backup',
      'back-up',
      'versie',
      'terugzetten',
      'herstellen',
      'geschiedenis',
      'per ongeluk',
      'prullenbak',
    ],
    blocks: [
      {
        kind: 'steps',
        items: [
          'Open het paneel “Back-ups” in de editor.',
          'Klik bij een versie op “Openen” om hem te bekijken.',
          'Wil je hem terug, kies dan “Deze versie terugzetten”. De chart wordt zoals deze versie; de huidige versie blijft bewaard als back-up, dus je kunt dit ongedaan maken.',
        ],
      },
      {
        kind: 'text',
        text: 'Een verwijderde chart gaat eerst naar de prullenbak in “Mijn charts”; daar zet je hem terug met “Herstellen”.',
      },
    ],
    related: ['opslaan-en-offline', 'bestanden'],
  },
];
