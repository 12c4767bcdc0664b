import type { HelpArticle } from './helpArticle';

/** Account en Premium. */
export const accountArticles: readonly HelpArticle[] = [
  {
    slug: 'premium',
    title: 'Premium',
    categoryId: 'account',
    summary:
      'Grotere charts, meer kleuren en meer bewerkingen, voor een maand of een jaar, zonder abonnement.',
    keywords: ['premium', 'betalen', 'ideal', 'prijs', 'kosten', 'abonnement', 'verlengen', 'groter'],
    blocks: [
      {
        kind: 'list',
        items: [
          'Charts tot 2000 × 2000 steken (gratis: 400 × 400).',
          'Tot 255 stijlen in het palet (gratis: 60) en tot 20 lagen (gratis: 5).',
          'Spiegelen, draaien en knippen in het raster.',
        ],
      },
      {
        kind: 'text',
        text: 'Premium kost € 3,95 voor 1 maand of € 29,95 voor 1 jaar, inclusief btw. Het is geen abonnement: je betaalt één keer (met iDEAL of creditcard) en het stopt vanzelf. Een nieuwe aankoop verlengt je Premium: de nieuwe periode gaat in als de huidige afloopt.',
      },
      {
        kind: 'text',
        text: 'Loopt Premium af, dan blijven je charts van jou: je kunt ze openen, je voortgang bijhouden en ze downloaden. Een chart die groter is dan gratis kan, bewerk je weer zodra je Premium hebt.',
      },
    ],
    related: ['account-en-gegevens'],
  },
  {
    slug: 'account-en-gegevens',
    title: 'Je account en je gegevens',
    categoryId: 'account',
    summary: 'Inloggen, je profiel en instellingen, je gegevens downloaden en je account verwijderen.',
    keywords: [
      'account',
      'inloggen',
      'wachtwoord',
      'vergeten',
      'activeren',
      'profiel',
      'instellingen',
      'privacy',
      'verwijderen',
      'avg',
      'gdpr',
    ],
    blocks: [
      {
        kind: 'text',
        text: 'Met een gratis account worden je charts en je voortgang bewaard. Na het aanmaken krijg je een e-mail met een link om je account te activeren. Wachtwoord vergeten? Kies “Wachtwoord vergeten” bij het inloggen.',
      },
      { kind: 'heading', text: 'Profiel en instellingen' },
      {
        kind: 'text',
        text: 'In “Mijn profiel” pas je je gegevens aan en stel je in hoe de editor werkt: onder “Algemeen” en “Tekenen en bekijken” vind je onder meer linkshandig werken, de liniaal altijd tonen en hoe de voortgang steken laat zien.',
      },
      { kind: 'heading', text: 'Je gegevens' },
      {
        kind: 'list',
        items: [
          '“Mijn gegevens downloaden” geeft één ZIP-bestand met al je charts (als .json en .oxs), je voortgang en je accountgegevens.',
          '“Account verwijderen” verwijdert meteen en voorgoed je account, je charts met hun back-ups en je voortgang. Download eerst je gegevens als je je charts wilt bewaren.',
        ],
      },
    ],
    related: ['premium', 'bestanden'],
  },
];
