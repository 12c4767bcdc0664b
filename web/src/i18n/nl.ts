/**
 * Every Dutch text the web app shows, in one place.
 *
 * Components import `nl` and read the text they need; no component spells out user-facing Dutch itself.
 */

/** A screen's document title (before the product suffix), its heading and an introductory sentence. */
export interface PageTexts {
  readonly title: string;
  readonly heading: string;
  readonly text: string;
}

export const nl = {
  app: {
    productName: 'Steekwerk',
    homeLink: 'Steekwerk',
    homeLinkLabel: 'Steekwerk, naar de startpagina',
    mainNavigation: 'Hoofdnavigatie',
  },

  pageLoad: {
    loading: 'Pagina wordt geladen…',
    failedTitle: 'Pagina kon niet worden geladen',
    failedHeading: 'Pagina kon niet worden geladen',
    failedText: 'Er is iets fout gegaan bij het laden van de pagina.',
    retry: 'Opnieuw proberen',
    cancel: 'Annuleren',
    supportGroup: 'Steekwerk supportgroep',
    supportGroupUrl: 'https://www.facebook.com/groups/steekwerk',
  },

  notFound: {
    title: 'Pagina niet gevonden',
    heading: 'Pagina niet gevonden',
    text: 'Pagina niet gevonden: op dit adres staat geen pagina. Controleer het adres of ga terug naar de startpagina.',
    homeLink: 'Naar de startpagina',
  },

  routeError: {
    title: 'Er is iets fout gegaan',
    heading: 'Er is iets fout gegaan',
    text: 'Deze pagina kon niet worden getoond. Probeer het later opnieuw.',
    homeLink: 'Naar de startpagina',
  },

  pages: {
    home: {
      title: 'Steekwerk: ontwerp je eigen handwerkpatronen',
      heading: 'Ontwerp je eigen patronen',
      text: 'Maak charts voor breien, haken, borduren en nog veel meer handwerkvormen.',
      newChartLink: 'Maak een nieuwe chart',
    },
    chartCreate: {
      title: 'Nieuwe chart maken',
      heading: 'Kies jouw handwerkvorm:',
      text: 'Kies waarvoor je een chart wilt maken.',
    },
    chartCreateCraft: {
      title: 'Nieuwe chart maken',
      heading: 'Handwerkvorm:',
      text: 'Kies het soort chart dat je wilt maken.',
    },
    convertPicture: {
      title: 'Afbeelding omzetten naar een chart',
      heading: 'Afbeelding omzetten naar een chart',
      text: 'Kies een foto of afbeelding om er een chart van te maken.',
    },
    login: {
      title: 'Inloggen',
      heading: 'Aanmelden / Inloggen',
      text: 'Log in met je e-mailadres en wachtwoord.',
    },
    chartLogin: {
      title: 'Inloggen',
      heading: 'Aanmelden / Inloggen',
      text: 'Log in om deze chart op te slaan.',
    },
    logout: {
      title: 'Uitloggen',
      heading: 'Uitloggen',
      text: 'Je wordt uitgelogd.',
    },
    browse: {
      title: 'Mijn charts',
      heading: 'Mijn charts',
      text: 'Hier vind je alle charts die je hebt gemaakt of die met je zijn gedeeld.',
    },
    browseChartProperties: {
      title: 'Charteigenschappen',
      heading: 'Charteigenschappen',
      text: 'Bekijk en wijzig de eigenschappen van deze chart.',
    },
    search: {
      title: 'Zoeken',
      heading: 'Zoeken',
      text: 'Zoek in je charts.',
    },
    profile: {
      title: 'Mijn profiel',
      heading: 'Mijn profiel',
      text: 'Bekijk en wijzig je gegevens en instellingen.',
    },
    activation: {
      title: 'Account activeren',
      heading: 'Account activeren',
      text: 'Activeer je account via de link in de e-mail die we je hebben gestuurd.',
    },
    products: {
      title: 'Producten / Garens',
      heading: 'Producten / Garens',
      text: 'Bekijk garens, kralen en andere materialen voor je charts.',
    },
    stitches: {
      title: 'Steken',
      heading: 'Steken',
      text: 'Een overzicht van steken en hun symbolen.',
    },
    symbols: {
      title: 'Symbolen',
      heading: 'Symbolen',
      text: 'Een overzicht van symbolen en de steken die ze voorstellen.',
    },
    help: {
      title: 'Helpcentrum',
      heading: 'Helpcentrum',
      text: 'Antwoorden op veelgestelde vragen over het maken en volgen van charts.',
    },
    calculator: {
      title: 'Calculators',
      heading: 'Calculators',
      text: 'Reken de grootte van je chart of werk uit.',
    },
    calculatorChartSize: {
      title: 'Chartgrootte berekenen',
      heading: 'Chartgrootte berekenen',
      text: 'Bereken hoe groot je werk wordt met het aantal steken en je stekenverhouding.',
    },
    legal: {
      title: 'Juridische informatie',
      heading: 'Juridische informatie',
      text: 'Algemene voorwaarden, privacyverklaring en cookiebeleid.',
    },
    about: {
      title: 'Over Steekwerk',
      heading: 'Over Steekwerk',
      text: 'Steekwerk is gemaakt voor iedereen die zelf handwerkpatronen ontwerpt.',
    },
    premiumPricing: {
      title: 'Premium',
      heading: 'Premium',
      text: 'Met Premium maak je grotere charts en gebruik je extra bewerkingen.',
    },
    premiumOrder: {
      title: 'Premium bestellen',
      heading: 'Premium bestellen',
      text: 'Deze functie is beschikbaar met Premium.',
    },
    payment: {
      title: 'Betaling',
      heading: 'Betaling',
      text: 'Hier zie je de status van je betaling.',
    },
    email: {
      title: 'E-mail',
      heading: 'E-mail',
      text: 'Hier beheer je de e-mails die je van ons ontvangt.',
    },
    chartSettings: {
      title: 'Chartinstellingen',
      heading: 'Chartinstellingen',
      text: 'Wijzig de titel, de handwerkvorm en andere instellingen van deze chart.',
    },
    chartShare: {
      title: 'Chart delen',
      heading: 'Chart delen',
      text: 'Deel deze chart openbaar of met andere gebruikers.',
    },
    chartClone: {
      title: 'Maak een kopie',
      heading: 'Maak een kopie',
      text: 'Maak een kopie van deze chart.',
    },
    chartDelete: {
      title: 'Chart verwijderen',
      heading: 'Chart verwijderen',
      text: 'Verplaats deze chart naar de prullenbak.',
    },
    chartDownload: {
      title: 'Downloaden',
      heading: 'Downloaden',
      text: 'Download deze chart als afbeelding of als pdf-document.',
    },
    symbolProperties: {
      title: 'Symbooleigenschappen',
      heading: 'Symbooleigenschappen',
      text: 'Wijzig de eigenschappen van dit symbool.',
    },
    chartProperties: {
      title: 'Charteigenschappen',
      heading: 'Charteigenschappen',
      text: 'Bekijk en wijzig de eigenschappen van deze chart.',
    },
    chartZoom: {
      title: 'Zoomen',
      heading: 'Zoomen',
      text: 'Kies hoe groot de chart wordt getoond.',
    },
  },

  editor: {
    newChartTitle: 'Nieuwe chart',
    chartTitle: 'Chart',
    gridLabel: 'Chartraster',
    preparing: 'Chart wordt voorbereid…',
    gridSize: (columnCount: number, rowCount: number): string => `${columnCount} × ${rowCount} steken`,
    savedChartsUnavailable: 'Opgeslagen charts openen is nog niet mogelijk.',
    webglUnavailable: 'De chart kan niet worden getoond: deze browser ondersteunt geen WebGL 2.',
    renderFailed: 'De chart kan niet worden getoond door een fout bij het tekenen.',
    engineUnavailable: 'De chart kan niet worden voorbereid: de rekenmodule kon niet worden gestart.',
    invalidGridRows: 'De chart kan niet worden geopend: de rasterrijen zijn ongeldig.',
  },
} as const;

/** The keys of `nl.pages`: one per screen whose texts live there. */
export type PageKey = keyof typeof nl.pages;
