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

  shell: {
    menuButton: 'Menu',
    skipToContent: 'Naar de inhoud',
    sidebarLabel: 'Menu',
    sidebarNavigation: 'Menu-items',
    closeSidebar: 'Menu sluiten',
    notLoggedIn: 'Niet ingelogd',
    notLoggedInHint: 'Klik hier om in te loggen',
    loggedInAs: 'Ingelogd als',
    loginLink: 'Aanmelden / Inloggen',
    helpButton: 'Helpcentrum',
    breadcrumbs: 'Kruimelpad',
    breadcrumbStart: 'Start',
    sideNavigation: 'Paginanavigatie',
    userMenuLabel: (emailAddress: string): string => `Account ${emailAddress}, menu openen`,
    userMenu: 'Accountmenu',
    footer: 'Voettekst',
    footerNavigation: 'Links onderaan',
    searchLabel: 'Zoeken in je charts',
    searchPlaceholder: 'Zoeken…',
    searchSubmit: 'Zoeken',
    newTabHint: '(opent in een nieuw tabblad)',
    flashCloseHint: 'Klik om te sluiten',
    modalClose: 'Sluiten',
    accountLoadFailedHeading: 'Je gegevens konden niet worden geladen',
    accountLoadFailedText: 'Controleer de verbinding en probeer het opnieuw.',
    accountLoadRetry: 'Opnieuw proberen',
  },

  /** Menu entries: the sidebar, the account dropdown and the footer. */
  navigation: {
    home: 'Start pagina',
    charts: 'Mijn charts',
    createChart: 'Nieuwe chart maken',
    profile: 'Mijn profiel',
    premium: 'Premium',
    products: 'Producten / Garens',
    stitches: 'Steken',
    help: 'Helpcentrum',
    about: 'Over Steekwerk',
    logout: 'Uitloggen',
    cancel: 'Annuleren',
    footerProfile: 'Mijn profiel',
    footerCharts: 'Mijn charts',
    footerProducts: 'Producten / Garens',
    footerStitches: 'Steken',
    footerHelp: 'Help',
    footerLegal: 'Juridisch',
    footerAbout: 'Over ons',
  },

  account: {
    emailLabel: 'E-mailadres',
    passwordLabel: 'Wachtwoord',
    newPasswordHint: 'Minstens 8 tekens.',
    loginHeading: 'Inloggen',
    loginIntro: 'Heb je al een account? Log in met je e-mailadres en wachtwoord.',
    loginSubmit: 'Inloggen',
    loginBusy: 'Bezig met inloggen…',
    registerHeading: 'Account aanmaken',
    registerIntro: 'Nieuw bij Steekwerk? Maak gratis een account aan.',
    registerSubmit: 'Account aanmaken',
    registerBusy: 'Account wordt aangemaakt…',
    registered: (emailAddress: string): string =>
      `We hebben een activeringsmail gestuurd naar ${emailAddress}. Klik op de link in die e-mail om je account te activeren en log daarna in.`,
    invalidCredentials: 'Onbekend e-mailadres of verkeerd wachtwoord.',
    tooManyAttempts: 'Te veel pogingen. Wacht een paar minuten en probeer het dan opnieuw.',
    connectionFailed:
      'Er kon geen verbinding worden gemaakt. Controleer je internetverbinding en probeer het opnieuw.',
    requestFailed: 'Er is iets fout gegaan. Probeer het later opnieuw.',
    chartLoginIntro: 'Log in om deze chart op te slaan.',
    loggingOut: 'Je wordt uitgelogd…',
    loggedOut: 'Je bent uitgelogd.',
    logoutFailed: 'Uitloggen is niet gelukt.',
    logoutRetry: 'Opnieuw proberen',
    loginAgain: 'Opnieuw inloggen',
    activating: 'Je account wordt geactiveerd…',
    activated: 'Je account is geactiveerd.',
    activatedLogIn: 'Je account is geactiveerd. Log in om verder te gaan.',
    continue: 'Ga verder',
    invalidActivationLink: 'Deze activeringslink is ongeldig.',
    expiredActivationLink:
      'Deze activeringslink is verlopen. Log in en vraag een nieuwe activeringsmail aan.',
    pendingText: (emailAddress: string): string =>
      `Je account is nog niet geactiveerd. We hebben een e-mail gestuurd naar ${emailAddress}. Klik op de link in die e-mail om je account te activeren.`,
    resend: 'Stuur de activeringsmail opnieuw',
    resending: 'Activeringsmail wordt verstuurd…',
    resent: 'We hebben een nieuwe activeringsmail gestuurd.',
    alreadyActive: 'Je account is al geactiveerd.',
    anonymousActivationText:
      'Open de link in de activeringsmail die we je hebben gestuurd. Geen e-mail ontvangen? Log in om een nieuwe te laten sturen.',
    loginLink: 'Inloggen',
    profileHeading: 'Mijn gegevens',
    profileEmail: 'E-mailadres',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    nickname: 'Bijnaam',
    countryCode: 'Land (code van twee letters, bijv. NL)',
    regionCode: 'Provincie of regio',
    currencyCode: 'Valuta (code van drie letters, bijv. EUR)',
    profileSubmit: 'Gegevens opslaan',
    profileSaved: 'Je gegevens zijn opgeslagen.',
    passwordHeading: 'Wachtwoord wijzigen',
    currentPassword: 'Huidig wachtwoord',
    newPassword: 'Nieuw wachtwoord',
    passwordSubmit: 'Wachtwoord wijzigen',
    passwordChanged: 'Je wachtwoord is gewijzigd.',
    wrongPassword: 'Het huidige wachtwoord klopt niet.',
    settingsHeading: 'Instellingen',
    settingsSaving: 'Instellingen worden opgeslagen…',
    settingsSaved: 'Instellingen opgeslagen.',
    settingsFailed:
      'Je instellingen konden niet worden opgeslagen. Ze worden opnieuw verstuurd bij je volgende wijziging.',
    settings: {
      darkMode: {
        label: 'Donkere modus',
        options: { yes: 'Aan', auto: 'Automatisch (zoals je apparaat)', no: 'Uit' },
      },
      lengthUnits: {
        label: 'Lengte-eenheden',
        options: { imperial: 'Inches', metric: 'Centimeters' },
      },
      handedness: {
        label: 'Ik ben',
        options: { right: 'Rechtshandig', left: 'Linkshandig' },
      },
      chartsListFormat: {
        label: 'Weergave van mijn charts',
        options: { thumbnails: 'Miniaturen', table: 'Tabel' },
      },
      productsListFormat: {
        label: 'Weergave van producten',
        options: { thumbnails: 'Miniaturen', table: 'Tabel' },
      },
      symbolsListFormat: {
        label: 'Weergave van symbolen',
        options: { thumbnails: 'Miniaturen', table: 'Tabel' },
      },
    },
    outboxLoading: 'E-mails worden geladen…',
    outboxUnavailable:
      'De e-mailmap is hier niet beschikbaar: deze server verstuurt echte e-mails, of dit is de productieomgeving.',
    outboxEmpty: 'Er zijn nog geen e-mails verstuurd.',
    outboxRefresh: 'Vernieuwen',
    outboxTo: 'Aan:',
    outboxSent: 'Verstuurd:',
    outboxOpenLink: 'Link openen',
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
      text: 'De e-mails die deze ontwikkelserver zou versturen, de nieuwste bovenaan.',
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
