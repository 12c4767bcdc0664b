/**
 * Every Dutch text the web app shows, in one place.
 *
 * Components import `nl` and read the text they need; no component spells out user-facing Dutch itself.
 */
import { workOrderTexts } from './nlWorkOrder';
import { dutchCount } from './dutchCount';

/** A craft's word for a row: "naald" (knitting), "toer" (crochet) or "rij"; `title` begins with a capital. */
export interface RowWordTexts {
  readonly one: string;
  readonly many: string;
  readonly title: string;
}

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
    calculator: 'Chartgrootte berekenen',
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
    /** Under the registration form: what the user agrees to, with links to the two documents. */
    registerTerms: {
      before: 'Met een account ga je akkoord met de ',
      terms: 'gebruiksvoorwaarden',
      between: '; in de ',
      privacy: 'privacyverklaring',
      after: ' lees je wat we bewaren en waarom.',
    },
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
    forgotPasswordLink: 'Wachtwoord vergeten?',
    forgotPasswordIntro:
      'Vul het e-mailadres van je account in. We sturen je een e-mail met een link om een nieuw wachtwoord te kiezen.',
    forgotPasswordSubmit: 'Stuur de link',
    forgotPasswordBusy: 'Link wordt verstuurd…',
    forgotPasswordSent: (emailAddress: string): string =>
      `Als er een account is met ${emailAddress}, hebben we daar een e-mail met een link naartoe gestuurd. De link werkt een uur en één keer. Geen e-mail ontvangen? Kijk ook in je spam.`,
    resetPasswordIntro:
      'Kies een nieuw wachtwoord voor je account. Daarna word je op al je apparaten uitgelogd.',
    resetPasswordChecking: 'De link wordt gecontroleerd…',
    resetPasswordSubmit: 'Wachtwoord opslaan',
    resetPasswordBusy: 'Wachtwoord wordt opgeslagen…',
    resetPasswordDone: 'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.',
    resetLinkInvalid: 'Deze link om je wachtwoord te herstellen is ongeldig. Vraag een nieuwe link aan.',
    resetLinkExpired: 'Deze link is verlopen: hij werkt maar een uur. Vraag een nieuwe link aan.',
    resetLinkUsed:
      'Deze link is al gebruikt. Vraag een nieuwe link aan als je opnieuw een wachtwoord wilt kiezen.',
    resetLinkRequestNew: 'Nieuwe link aanvragen',
    profileHeading: 'Mijn gegevens',
    profileEmail: 'E-mailadres',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    nickname: 'Bijnaam',
    countryCode: 'Land',
    regionCode: 'Provincie of regio',
    currencyCode: 'Valuta',
    noCountry: 'Geen land gekozen',
    noCurrency: 'Geen valuta gekozen',
    unknownCode: (code: string): string => `${code} (onbekende code)`,
    currencyChoice: (name: string, code: string): string => `${name} (${code})`,
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
      symbolsListFormat: {
        label: 'Weergave van steken en symbolen',
        options: { table: 'Tabel', thumbnails: 'Miniaturen' },
      },
      productsListFormat: {
        label: 'Weergave van producten en garens',
        options: { thumbnails: 'Miniaturen', table: 'Tabel' },
      },
      productsOrder: {
        label: 'Volgorde van producten en garens',
        options: { productNumberInt: 'Nummer', title: 'Naam' },
      },
      drawCellsTouchScroll: {
        label: 'Schuiven tijdens het tekenen',
        options: {
          touchOnly: 'Met twee vingers op een aanraakscherm',
          always: 'Met twee vingers, en met de middelste muisknop',
          never: 'Nooit (alleen in de modus Schuiven)',
        },
      },
      gridCustomLinesSnap: {
        label: 'Lijnen vastzetten op',
        options: { '1': 'Hoeken van de hokjes', '0.5': 'Hoeken en midden van de hokjes' },
      },
      bottomPanelFontSize: {
        label: 'Tekstgrootte van het onderpaneel',
        options: {
          '10': '10 px',
          '12': '12 px',
          '14': '14 px',
          '16': '16 px',
          '18': '18 px',
          '20': '20 px',
          '24': '24 px',
          '28': '28 px',
          '32': '32 px',
        },
      },
    },
    settingGroups: { general: 'Algemeen', editor: 'Tekenen en bekijken' },
    outboxLoading: 'E-mails worden geladen…',
    outboxUnavailable:
      'De e-mailmap is hier niet beschikbaar: hij staat alleen aan op een ontwikkelserver die met SHOW_OUTBOX=true is gestart.',
    outboxEmpty: 'Er zijn nog geen e-mails verstuurd.',
    outboxRefresh: 'Vernieuwen',
    outboxTo: 'Aan:',
    outboxSent: 'Verstuurd:',
    outboxOpenLink: 'Link openen',
  },

  /** Phrases the spec keeps in English in the server's messages ("Invalid grid rows"), as a user reads them. */
  serverPhrases: {
    'Invalid grid rows': 'de rijen van het raster zijn ongeldig.',
    'Invalid HEX color': 'ongeldige HEX-kleur',
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

  charts: {
    untitled: 'Naamloos',
    empty: 'Geen charts gevonden',
    more: 'Meer weergeven...',
    loading: 'Charts worden geladen…',
    loadingMore: 'Meer charts worden geladen…',
    loadFailed: 'De charts konden niet worden geladen.',
    retry: 'Opnieuw proberen',
    newTile: 'Nieuwe maken',
    menuHint: 'Klik hier om chart menu te openen',
    menuOf: (title: string): string => `Chart menu van ${title}`,
    menuLabel: 'Chart menu',
    premiumBadge: 'Premium',
    menu: {
      open: 'Chart openen',
      properties: 'Eigenschappen',
      share: 'Delen',
      clone: 'Maak een kopie',
      download: 'Downloaden',
      select: 'Selecteren',
      delete: 'Verwijderen',
      cancel: 'Annuleren',
      selectionProperties: 'Eigenschappen',
      deselectAll: 'Alles deselecteren',
      deleteSelection: 'Verwijderen',
      restore: 'Herstellen',
      chartProperties: 'Chartgegevens',
      zoom: 'Zoom',
    },
    table: {
      caption: 'Charts',
      select: 'Selectie',
      image: 'Afbeelding',
      title: 'Titel',
      folder: 'Map',
      menu: 'Menu',
    },
    list: 'Charts',
    noFolder: 'Geen map',
    selectChart: (title: string): string => `${title} selecteren`,
    lockedChart: 'Vergrendeld',
    unlockedChart: 'Niet vergrendeld',
    sharedChart: 'Gedeeld met jou',
    views: {
      all: 'Alle charts',
      'shared-with-me': 'Gedeeld met mij',
      'shared-by-me': 'Door mij gedeeld',
      public: 'Openbaar',
      'no-folder': 'Zonder map',
      deleted: 'Prullenbak',
    },
    navigation: 'Mappen en weergaven',
    withCount: (label: string, count: number): string => `${label} (${count})`,
    folders: 'Mappen',
    unknownFolder: 'Onbekende map',
    newFolder: 'Nieuwe map',
    folderName: 'Naam van de map',
    createFolder: 'Map maken',
    renameFolder: 'Map hernoemen',
    rename: 'Hernoemen',
    deleteFolder: 'Map verwijderen',
    deleteFolderConfirm: (title: string): string =>
      `Map „${title}” verwijderen? De charts erin blijven bewaard en komen bij „Zonder map”.`,
    folderDeleted: 'De map is verwijderd.',
    order: 'Sorteren op',
    orders: {
      dateOpened: 'Laatst geopend',
      dateModified: 'Laatst gewijzigd',
      dateCreated: 'Datum gemaakt',
      title: 'Titel (A-Z)',
    },
    format: 'Weergave',
    formats: { thumbnails: 'Miniaturen', table: 'Tabel' },
    selection: {
      count: (count: number): string =>
        count === 1 ? '1 chart geselecteerd' : `${count} charts geselecteerd`,
      hint: 'Klik op charts om ze te selecteren. Esc stopt het selecteren.',
      done: 'Klaar met selecteren',
    },
    movedToBin: (count: number): string =>
      count === 1
        ? 'De chart is naar de prullenbak verplaatst.'
        : `${count} charts zijn naar de prullenbak verplaatst.`,
    notMoved: (count: number): string =>
      count === 1
        ? '1 chart kon niet worden verwijderd (vergrendeld of niet van jou).'
        : `${count} charts konden niet worden verwijderd (vergrendeld of niet van jou).`,
    restored: 'De chart is hersteld.',
    emptyBin: 'Prullenbak legen',
    emptyBinTitle: 'Prullenbak legen',
    emptyBinText:
      'Alle charts in de prullenbak worden definitief verwijderd. Dit kan niet ongedaan worden gemaakt.',
    emptyBinConfirm: 'Definitief verwijderen',
    binEmptied: (count: number): string =>
      count === 1 ? '1 chart is definitief verwijderd.' : `${count} charts zijn definitief verwijderd.`,
    cancel: 'Annuleren',
    failed: 'Dat is niet gelukt. Probeer het opnieuw.',
    refusals: {
      notFound: 'Deze chart bestaat niet (meer).',
      deleted: 'Deze chart staat in de prullenbak.',
      accessDenied: 'Alleen de eigenaar van deze chart kan dit doen.',
      accessDeniedAnonymous: 'Log in om deze chart te zien.',
      notLoggedIn: 'Je bent niet ingelogd.',
      writeLockLost: 'Deze chart wordt op een andere plek bewerkt.',
      staleRevision: 'Deze chart is intussen gewijzigd.',
      locked: 'Deze chart is vergrendeld.',
      storageFull:
        'Je opslagruimte is vol. Leeg de prullenbak of verwijder charts die je niet meer nodig hebt.',
    },
    searchResults: (query: string): string => `Zoekresultaten voor „${query}”`,
    searchEmptyQuery: 'Typ in het zoekvak wat je zoekt.',
  },

  /** Buying Premium (issue 24): the pricing table, the order page, the payment outcome and the receipts. */
  premiumBuying: {
    planName: { month: '1 maand', year: '1 jaar' },
    perPeriod: { month: 'per maand', year: 'per jaar' },
    yearSaving: (saving: string): string => `Je bespaart ${saving} ten opzichte van 12 losse maanden.`,
    oneOff: 'Geen abonnement: je betaalt één keer en het stopt vanzelf.',
    vatIncluded: (rate: number): string => `Prijzen in euro, inclusief ${rate}% btw.`,
    choosePlan: (plan: string): string => `Kies ${plan}`,
    extendPlan: (plan: string): string => `Verleng met ${plan}`,
    loginFirst: 'Log eerst in of maak een gratis account aan; daarna ga je verder met bestellen.',
    loginToOrder: 'Inloggen om te bestellen',
    activateFirst:
      'Activeer eerst je account met de link uit de e-mail die we je stuurden; daarna kun je Premium bestellen.',
    activateLink: 'Naar account activeren',
    premiumUntil: (date: string): string => `Je hebt Premium tot ${date}.`,
    premiumWithoutEnd: 'Je hebt Premium.',
    extendHint: 'Een nieuwe aankoop verlengt je Premium: de nieuwe periode gaat in als de huidige afloopt.',
    plansHeading: 'Prijzen',
    order: {
      plansLegend: 'Kies hoe lang je Premium wilt',
      planOption: (plan: string, price: string): string => `${plan}: ${price}`,
      pay: 'Betalen met iDEAL of creditcard',
      paying: 'De betaling wordt gestart…',
      extendHeading: 'Premium verlengen',
      networkError:
        'De betaling kon niet worden gestart: er is geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
      refused: (message: string): string => `De betaling kon niet worden gestart: ${message}`,
      failed: 'De betaling kon niet worden gestart. Probeer het later opnieuw.',
      loginAgain: 'Je bent niet meer ingelogd. Log opnieuw in om te betalen.',
      accountLoading: 'Je account wordt geladen…',
    },
    payment: {
      missingHeading: 'Geen betaling gevonden',
      missing: 'Deze pagina hoort bij een betaling, maar er is geen betaling opgegeven.',
      unknown: 'Deze betaling bestaat niet, of is niet van jou.',
      loginToSee: 'Log in met het account waarmee je betaalde om je betaling te zien.',
      loading: 'De betaling wordt opgehaald…',
      loadFailed: 'De status van je betaling kon niet worden opgehaald. Controleer je internetverbinding.',
      retry: 'Opnieuw proberen',
      paidHeading: 'Betaald',
      paid: (date: string): string => `Betaald — je hebt Premium tot ${date}.`,
      paidWithoutEnd: 'Betaald — je hebt nu Premium.',
      receipt: (receiptNumber: string): string =>
        `Je betaalbewijs ${receiptNumber} staat op je profiel en komt ook per e-mail.`,
      pendingHeading: 'Betaling wordt verwerkt',
      pending: 'We wachten op de bevestiging van je betaling. Dit duurt meestal maar een paar seconden…',
      stillPending:
        'Je betaling wordt nog verwerkt. Zodra ze binnen is, krijg je Premium en sturen we je een e-mail; je hoeft niets te doen.',
      checkAgain: 'Opnieuw kijken',
      failedHeading: 'Betaling mislukt',
      failed:
        'De betaling is niet gelukt en er is niets afgeschreven. Probeer het opnieuw, eventueel met een andere betaalmethode.',
      canceledHeading: 'Betaling geannuleerd',
      canceled:
        'Je hebt de betaling geannuleerd; er is niets afgeschreven. Je kunt Premium opnieuw bestellen wanneer je wilt.',
      expiredHeading: 'Betaling verlopen',
      expired: 'De betaling is verlopen omdat ze niet op tijd werd afgerond; er is niets afgeschreven.',
      tryAgain: 'Opnieuw proberen',
      continueToChart: 'Verder naar je chart',
      continue: 'Verder',
      backToChart: 'Terug naar je chart',
      back: 'Terug',
      toPricing: 'Naar Premium',
    },
    status: {
      open: 'Open',
      pending: 'In behandeling',
      paid: 'Betaald',
      failed: 'Mislukt',
      canceled: 'Geannuleerd',
      expired: 'Verlopen',
    },
    toolBadge: 'Premium',
    toolBadgeHint: (name: string): string => `${name} (Premium)`,
  },

  chartFiles: {
    heading: 'Importeer een bestand',
    text: 'Een OXS-bestand (WinStitch, MacStitch en andere borduurprogramma’s), een Steekwerk-bestand (.json), een PNG met één pixel per steek of een PDF-telpatroon wordt een nieuwe chart. Het bestand blijft op je apparaat.',
    choose: 'Kies een bestand',
    reading: 'Bestand lezen…',
    parsing: 'Chart maken…',
    progress: 'Voortgang van het importeren',
    unsupported:
      'Dit soort bestand kan Steekwerk niet importeren. Kies een .oxs-, .json-, .png- of .pdf-bestand.',
    tooLarge: (columns: number, rows: number, max: number, premium: boolean): string =>
      `Deze chart is ${columns} × ${rows} steken; ${premium ? 'een chart' : 'zonder Premium kan een chart'} hoogstens ${max} × ${max} steken zijn.`,
    tooManyColours: (count: number, max: number, premium: boolean): string =>
      `Deze chart heeft ${count} kleuren; ${premium ? 'een palet' : 'zonder Premium kan een palet'} hoogstens ${max} kleuren hebben.`,
    markedProgress: (count: number): string =>
      count === 1
        ? '1 gemarkeerde steek wordt je voortgang.'
        : `${count.toLocaleString('nl-NL')} gemarkeerde steken worden je voortgang.`,
    markedProgressHint: 'Kies ‘Voortgang bijhouden’ om ze te zien.',
    closeNotice: 'Melding sluiten',
    patternPdf: {
      heading: 'Gevonden in het PDF-patroon',
      size: (columns: number, rows: number): string => `${columns} × ${rows} steken`,
      pages: (pages: readonly number[]): string =>
        pages.length === 1
          ? `kaart op pagina ${pages[0]}`
          : `kaart op ${pages.length} pagina’s (${pages[0]}–${pages[pages.length - 1]})`,
      threads: (count: number): string => (count === 1 ? '1 garen' : `${count} garens`),
      stitches: (count: number): string => `${dutchCount(count)} steken`,
      backstitches: (count: number): string =>
        count === 1 ? '1 backsteeklijn' : `${dutchCount(count)} backsteeklijnen`,
      partStitches: (count: number): string =>
        count === 1 ? '1 halve of kwartsteek' : `${dutchCount(count)} halve en kwartsteken`,
      missing: 'Niet gelezen:',
      accept: 'Importeer deze chart',
      cancel: 'Annuleren',
      picture: 'Importeer een afbeelding',
    },
  },

  chartCreate: {
    crafts: 'Handwerkvormen',
    freeformCrochet: 'Haken – vrije vorm',
    chosen: 'Handwerkvorm:',
    type: 'Soort chart',
    size: 'Grootte',
    columns: 'Breedte (steken)',
    rows: 'Hoogte (rijen)',
    sizeHint: (max: number, axis: 'columns' | 'rows' = 'columns'): string =>
      `Van 1 tot ${max} ${axis === 'rows' ? 'rijen' : 'steken'}.`,
    sizeTooLarge: (max: number, axis: 'columns' | 'rows' = 'columns'): string =>
      `Hoogstens ${max} ${axis === 'rows' ? 'rijen' : 'steken'} zonder Premium.`,
    sizeInvalid: (max: number): string => `Vul een heel getal van 1 tot ${max} in.`,
    premiumLink: 'Grotere charts met Premium',
    submit: 'Chart maken',
    importPicture: 'Afbeelding omzetten naar een chart',
    otherCraft: 'Andere handwerkvorm kiezen',
    calculatorLink: 'Hoe groot wordt je werk? Bereken de chartgrootte',
  },

  chartScreens: {
    loading: 'Chart wordt geladen…',
    loadFailed: 'De chart kon niet worden geladen.',
    back: 'Terug naar de chart',
    toList: 'Naar mijn charts',
    save: 'Opslaan',
    saved: 'De wijzigingen zijn opgeslagen.',
    ownerOnly: 'Alleen de eigenaar van deze chart kan dit wijzigen.',
    title: 'Titel',
    folder: 'Map',
    craft: 'Handwerkvorm',
    type: 'Soort chart',
    notes: 'Notities',
    locked: 'Vergrendeld (niet bewerken, niet verwijderen)',
    lockedHint: 'Deze chart is vergrendeld: zet het slot uit om de eigenschappen te wijzigen.',
    mixed: 'Verschillende waarden',
    keep: '(niet wijzigen)',
    selectionTitle: (count: number): string => `Eigenschappen van ${count} charts`,
    selectionRefused: (count: number): string =>
      count === 1 ? '1 chart is niet gewijzigd.' : `${count} charts zijn niet gewijzigd.`,
    share: {
      public: 'Openbare link (iedereen met de link kan de chart bekijken)',
      link: 'Link naar deze chart',
      copy: 'Link kopiëren',
      copied: 'De link is gekopieerd.',
      copyFailed: 'Kopiëren lukte niet; selecteer de link en kopieer hem zelf.',
      qr: 'QR-code van de openbare link',
      users: 'Gedeeld met',
      noUsers: 'Nog met niemand gedeeld.',
      email: 'E-mailadres',
      add: 'Delen',
      remove: (email: string): string => `Niet meer delen met ${email}`,
      allowClone: 'Anderen mogen een kopie maken',
      allowExport: 'Anderen mogen de chart downloaden',
      shared: 'Het delen is bijgewerkt.',
    },
    clone: {
      intro: 'De kopie wordt een nieuwe chart van jou, met dezelfde steken en kleuren.',
      title: 'Titel van de kopie',
      submit: 'Kopie maken',
      notAllowed: 'De eigenaar staat niet toe dat anderen een kopie van deze chart maken.',
      tooLarge: 'Deze chart is groter dan je abonnement toestaat.',
    },
    delete: {
      question: (title: string): string => `Wil je „${title}” naar de prullenbak verplaatsen?`,
      hint: 'Je kunt de chart later terugzetten vanuit de prullenbak.',
      submit: 'Verwijderen',
      locked: 'Deze chart is vergrendeld en kan niet worden verwijderd.',
    },
    download: {
      fileType: 'Bestandstype',
      settings: 'Instellingen',
      size: 'Grootte',
      sizeUnit: 'Eenheid',
      sizeUnits: { px: 'pixels', cm: 'cm', inch: 'inch' },
      dpi: 'Resolutie (dpi)',
      pixelSize: (pixels: number): string => `De afbeelding wordt ${pixels} pixels breed.`,
      pixelSizeInvalid: (pixels: number, min: number, max: number): string =>
        `De afbeelding zou ${pixels} pixels breed worden; kies een grootte van ${min} tot ${max} pixels.`,
      noSettings: 'Dit bestandstype heeft geen instellingen.',
      preview: 'Voorbeeld van de chart',
      legendPlacement: 'Legenda',
      legendPlacements: { none: 'Geen legenda', right: 'Rechts', bottom: 'Onder' },
      paper: 'Papierformaat',
      papers: { a4: 'A4', a3: 'A3', letter: 'Letter', legal: 'Legal' },
      margin: 'Marge (inch)',
      orientation: 'Oriëntatie',
      orientations: { portrait: 'Staand', landscape: 'Liggend' },
      rotation: 'Draaiing',
      rotationDegrees: (degrees: number): string =>
        degrees === 0 ? 'Niet draaien' : `${degrees}° met de klok mee`,
      selectedAreaOnly: 'Alleen het geselecteerde deel',
      selectedAreaHint: (columns: number, rows: number): string => `${columns} × ${rows} hokjes`,
      overlap: 'Overlap tussen pagina’s (rijen en kolommen)',
      fabricCount: 'Stofdichtheid (steken per inch, Aida 14 = 14)',
      mode: 'Weergave',
      modes: { colour: 'Kleur met symbolen', bw: 'Zwart-wit met symbolen' },
      written: 'Geschreven patroon toevoegen',
      pages: (count: number): string =>
        count === 1 ? 'Het bestand krijgt 1 pagina.' : `Het bestand krijgt ${count} pagina’s.`,
      counting: 'Pagina’s worden geteld…',
      invalid: (field: string, min: number, max: number): string =>
        `${field}: vul een getal van ${min} tot ${max} in.`,
      start: 'Downloaden',
      progressLabel: 'Voortgang van de export',
      progress: (done: number, total: number): string => `Pagina ${done} van ${total}`,
      preparing: 'De chart wordt voorbereid…',
      cancel: 'Annuleren',
      cancelled: 'Het exporteren is geannuleerd.',
      done: (name: string, kilobytes: number): string => `${name} is klaar (${kilobytes} kB).`,
      notAllowed: 'De eigenaar van deze chart staat niet toe dat anderen hem downloaden.',
      notReady: 'De chart wordt nog geopend…',
      noFileTypes: 'Er is nog geen bestandstype beschikbaar.',
      includeProgress: 'Mijn voortgang meenemen',
      includeProgressHint: (count: number): string =>
        count === 1
          ? '1 gestikte steek wordt gemarkeerd in het bestand.'
          : `${count.toLocaleString('nl-NL')} gestikte steken worden gemarkeerd in het bestand.`,
      freeformNote:
        'Een vrije-vorm-chart heeft geen raster: OXS en de PNG met 1 pixel per steek passen er niet bij. Kies PNG, PDF, het Steekwerk-bestand of de geschreven toeren.',
    },
  },

  pages: {
    home: {
      title: 'Steekwerk: ontwerp je eigen handwerkpatronen',
      heading: 'Ontwerp je eigen patronen',
      text: 'Maak charts voor breien, haken, borduren en nog veel meer handwerkvormen.',
      newChartLink: 'Maak een nieuwe chart',
      loginLink: 'Aanmelden / Inloggen',
      calculatorLink: 'Hoe groot wordt je werk? Bereken de chartgrootte',
      examplesHeading: 'Zo ziet een chart eruit',
      examplesText:
        'Een voorbeeld voor elke handwerkvorm, getekend zoals de editor het doet. Kies er een om zelf te beginnen.',
      examplesLabel: 'Voorbeeldcharts per handwerkvorm',
      exampleSize: (columns: number, rows: number): string => `${columns} × ${rows} steken`,
      personalTitle: 'Start',
      personalHeading: 'Welkom terug',
      notifications: 'Berichten',
      allNotifications: 'Alle berichten',
      dismissNotification: (text: string): string => `Bericht sluiten: ${text}`,
      dismiss: 'Sluiten',
      dismissFailed: 'Het bericht kon niet worden gesloten. Probeer het opnieuw.',
      recent: 'Laatst geopend',
      noRecent: 'Je hebt nog geen charts geopend.',
      recentFailed: 'Je laatst geopende charts konden niet worden geladen.',
      allCharts: 'Al je charts',
      community: 'Praat mee in de Steekwerk-groep',
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
    passwordForgotten: {
      title: 'Wachtwoord vergeten',
      heading: 'Wachtwoord vergeten',
    },
    passwordReset: {
      title: 'Nieuw wachtwoord kiezen',
      heading: 'Nieuw wachtwoord kiezen',
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
      text: 'Gebruiksvoorwaarden, privacyverklaring en cookies.',
      contents: 'Inhoud van deze pagina',
      updated: 'Laatst bijgewerkt op 27 november 2026.',
    },
    about: {
      title: 'Over Steekwerk',
      heading: 'Over Steekwerk',
      text: 'Steekwerk is gemaakt voor iedereen die zelf handwerkpatronen ontwerpt.',
      start: 'Begin een nieuwe chart',
      legalLink: 'Voorwaarden en privacy',
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
    /** The upsell (`premium/order?s=…`): which limit or feature led here, what Premium adds, and a way back. */
    premiumOffer: {
      reasonEnlarge: (free: number, premium: number): string =>
        `Je chart wordt groter dan gratis kan: zonder Premium is een chart hoogstens ${free} × ${free} hokjes. Met Premium mag hij tot ${premium} × ${premium} hokjes groot worden.`,
      reasonFlip: 'Spiegelen is een Premium-bewerking.',
      reasonRotate: 'Draaien is een Premium-bewerking.',
      reasonCut: 'Knippen in het raster is een Premium-bewerking.',
      reasonMove: 'Verplaatsen in de voorbeeldweergave is een Premium-bewerking.',
      reasonGeneral: 'Met Premium maak je grotere charts en gebruik je extra bewerkingen.',
      benefitsHeading: 'Wat Premium je geeft',
      benefitSize: (free: number, premium: number): string =>
        `Charts tot ${premium} × ${premium} hokjes (gratis: ${free} × ${free}).`,
      benefitPalette: (free: number, premium: number): string =>
        `Tot ${premium} kleuren en symbolen in het palet (gratis: ${free}).`,
      benefitEdits: 'Spiegelen, draaien, knippen in het raster en verplaatsen in de voorbeeldweergave.',
      compareLink: 'Gratis en Premium naast elkaar bekijken',
      backToChart: 'Terug naar je chart',
      backToCreate: 'Terug naar Nieuwe chart',
      backHome: 'Naar de startpagina',
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
    notifications: {
      title: 'Berichten',
      heading: 'Berichten',
      text: 'Nieuws en tips van Steekwerk voor jou. Wat je op je startpagina sluit, blijft hier te lezen.',
    },
  },

  editor: {
    newChartTitle: 'Nieuwe chart',
    chartTitle: 'Chart',
    gridLabel: 'Chartraster',
    preparing: 'Chart wordt voorbereid…',
    gridSize: (columnCount: number, rowCount: number): string => `${columnCount} × ${rowCount} steken`,
    untitled: 'Naamloos',
    sync: {
      statusLabel: 'Opslagstatus',
      status: {
        notSaved: 'Nog niet opgeslagen',
        saved: 'Opgeslagen',
        unsaved: 'Niet opgeslagen wijzigingen',
        saving: 'Opslaan…',
        recentlySaved: 'Opgeslagen',
        failed: 'Opslaan mislukt',
        refused: 'Opslaan geweigerd',
      },
      /** A save the server refused as invalid: the server's reason, in the status and a flash (issue 23). */
      refused: {
        status: (reason: string): string => `Opslaan geweigerd: ${reason}`,
        unknownReason: 'de server nam de chart niet aan.',
        flash: (status: string): string =>
          `${status} Je wijzigingen blijven hier staan en worden opnieuw opgeslagen zodra je de chart aanpast.`,
      },
      saveNow: 'Nu opslaan',
      notices: {
        newRevision: 'Er is een nieuwere versie van deze chart opgeslagen.',
        lockedElsewhere:
          'Deze chart is geopend in een ander venster of op een ander apparaat. Hier kun je alleen kijken.',
        lockedInOtherTab:
          'Deze chart is geopend in een ander tabblad van deze browser. Hier kun je alleen kijken.',
        lockedOnOtherDevice:
          'Deze chart is geopend op een ander apparaat of in een andere browser. Hier kun je alleen kijken.',
        lockLostToOtherTab:
          'Deze chart wordt nu in een ander tabblad bewerkt. Wat je hier nog niet had opgeslagen, blijft hier staan tot je hier verder bewerkt.',
        lockLostToOtherDevice:
          'Deze chart wordt nu op een ander apparaat of in een andere browser bewerkt. Wat je hier nog niet had opgeslagen, blijft hier staan tot je hier verder bewerkt.',
        staleRevision: 'Deze chart is intussen elders gewijzigd. Laad hem opnieuw om verder te werken.',
        storageFull:
          'Je opslagruimte is vol, dus je laatste wijzigingen zijn niet opgeslagen. Ze blijven hier staan. Leeg de prullenbak of verwijder charts die je niet meer nodig hebt; daarna wordt weer opgeslagen.',
        deleted: 'Deze chart is verwijderd.',
        accessDenied: 'Je hebt geen toegang (meer) tot deze chart.',
        loginToSave: 'Log in om je chart op te slaan.',
        activateToSave: 'Activeer je account om je chart op te slaan.',
      },
      reload: 'Opnieuw laden',
      takeOver: 'Hier verder bewerken',
      takeOverFailed: 'Verder bewerken lukte niet. Controleer de verbinding.',
      login: 'Inloggen',
      activate: 'Account activeren',
      /** The tracker's progress, kept per chart and user (issue 17). */
      progress: {
        local: 'Voortgang nog niet bewaard',
        localNewChart: 'Je voortgang wordt bewaard zodra de chart is opgeslagen.',
        saving: 'Voortgang bewaren…',
        saved: 'Voortgang bewaard',
        failed: 'Voortgang bewaren mislukt. Hij blijft op dit apparaat en we proberen het opnieuw.',
        notLoggedIn: 'Log in om je voortgang te bewaren.',
        pending: 'Activeer eerst je account om je voortgang te bewaren.',
      },
    },
    /** Leaving a chart whose changes could not be saved (in-app navigation, issue 13). */
    leave: {
      title: 'De chart is nog niet opgeslagen',
      reasons: {
        notLoggedIn:
          'Je bent niet ingelogd, dus je wijzigingen zijn niet bewaard. Als je nu weggaat, ben je ze kwijt.',
        notActivated:
          'Je account is nog niet geactiveerd, dus je wijzigingen zijn niet bewaard. Als je nu weggaat, ben je ze kwijt.',
        notSaved: 'Je wijzigingen konden niet worden opgeslagen. Als je nu weggaat, ben je ze kwijt.',
      },
      stay: 'Blijven',
      leave: 'Toch weggaan',
    },
    /** A sub-screen shown over the editor. */
    screen: { label: 'Chartscherm', back: 'Terug naar de chart' },
    /** Unsaved changes kept on this device (issue 26). */
    unsaved: {
      label: 'Niet-opgeslagen wijzigingen herstellen',
      restoreText: 'Op dit apparaat staan wijzigingen aan deze chart die nog niet zijn opgeslagen.',
      newChartText: 'Op dit apparaat staat een nieuwe chart die nog niet is opgeslagen.',
      copyText:
        'Op dit apparaat staan wijzigingen aan deze chart die nog niet zijn opgeslagen, maar intussen is er elders een nieuwere versie opgeslagen. Bewaar je wijzigingen als kopie; de opgeslagen versie blijft zoals hij is.',
      restore: 'Niet-opgeslagen wijzigingen herstellen',
      keepAsCopy: 'Bewaren als kopie',
      dismiss: 'Weggooien',
      copySuffix: ' (kopie)',
      restored: 'Je niet-opgeslagen wijzigingen zijn hersteld.',
      copyFailed: 'De kopie kon niet worden gemaakt.',
      offline:
        'Geen verbinding — je wijzigingen worden bewaard op dit apparaat en opgeslagen zodra je weer online bent',
    },
    load: {
      loading: 'Chart wordt geladen…',
      deleted: 'Deze chart bestaat niet (meer).',
      accessDenied: 'Je hebt geen toegang tot deze chart.',
      accessDeniedAnonymous: 'Log in om deze chart te bekijken.',
      unknown: 'De chart kon niet worden geladen. Controleer de verbinding.',
      retry: 'Opnieuw proberen',
      login: 'Inloggen',
    },
    webglUnavailable: 'De chart kan niet worden getoond: deze browser ondersteunt geen WebGL 2.',
    renderFailed: 'De chart kan niet worden getoond door een fout bij het tekenen.',
    engineUnavailable: 'De chart kan niet worden voorbereid: de rekenmodule kon niet worden gestart.',
    invalidGridRows: 'De chart kan niet worden geopend: de rasterrijen zijn ongeldig.',
    rowsUnreadable:
      'De steken van deze chart konden niet worden gelezen; de chart is leeg geopend. De fout is gemeld. Zolang je niets wijzigt, blijft de opgeslagen versie bewaard.',
    progressUnreadable:
      'Je voortgang op deze chart kon niet worden gelezen en begint hier leeg. De fout is gemeld.',
    readOnly: 'Alleen bekijken: deze chart kan nu niet worden bewerkt.',
    readOnlyReasons: {
      notMine: 'Alleen bekijken: dit is de chart van iemand anders.',
      backup: 'Alleen bekijken: dit is een back-up, een eerdere versie van deze chart.',
      locked: 'Alleen bekijken: deze chart is vergrendeld.',
      smallScreen:
        'Alleen bekijken: op een telefoon kun je een chart niet bewerken. Gebruik een groter scherm.',
      other: 'Alleen bekijken: deze chart kan nu niet worden bewerkt.',
    },
    readOnlyActions: {
      clone: 'Maak een kopie',
      loginToClone: 'Log in om een kopie te maken',
      currentVersion: 'Naar de huidige versie',
      unlock: 'Ontgrendelen in de instellingen',
      restore: 'Deze versie terugzetten',
      restoring: 'Terugzetten…',
    },
    backups: {
      heading: 'Back-ups',
      intro:
        'Elke keer dat de chart wordt opgeslagen, bewaren we een versie. Open er een om hem te bekijken of terug te zetten.',
      empty: 'Nog geen back-ups: die komen er vanzelf bij zodra je de chart opnieuw opslaat.',
      loading: 'Back-ups laden…',
      failed: 'De back-ups konden niet worden geladen.',
      retry: 'Opnieuw proberen',
      more: 'Meer back-ups laden',
      open: 'Openen',
      viewing: 'Deze bekijk je nu',
      version: (revision: number) => `Versie ${revision}`,
      savedBy: (name: string) => `opgeslagen door ${name}`,
      thumbnail: (revision: number) => `Voorbeeld van versie ${revision}`,
      restoreConfirm: (date: string) =>
        `${date ? `De versie van ${date}` : 'Deze versie'} terugzetten? De chart wordt zoals deze versie; de huidige versie blijft bewaard als back-up, dus je kunt dit ongedaan maken.`,
      cancel: 'Annuleren',
      restored: 'De back-up is teruggezet.',
      restoreFailed: {
        writeLockLost:
          'Terugzetten lukt nu niet: de chart wordt in een ander tabblad of op een ander apparaat bewerkt. Sluit de chart daar eerst.',
        notFound: 'Deze back-up bestaat niet meer.',
        other: 'Terugzetten is mislukt. Probeer het opnieuw.',
      },
    },
    chartMenu: { button: 'Chart' },
    unsavedChanges: 'Niet opgeslagen wijzigingen',
    toolbar: 'Gereedschap',
    /** The preview layer over the grid (a paste, text to grid), as a picture for assistive technology. */
    previewLayer: 'Voorbeeldlaag',
    /** The selection's and the clipboard's buttons (spec §4), each with its keys as a hint. */
    editActions: {
      selection: 'Selectie',
      copy: 'Kopiëren',
      cut: 'Knippen',
      paste: 'Plakken',
      delete: 'Wissen',
      fill: 'Vullen',
      fillHint: 'Vullen met de gekozen stijl',
      withKeys: (name: string, keys: string): string => `${name} (${keys})`,
      notices: {
        copied: 'Gekopieerd. Plak met Ctrl+V, ook in een ander tabblad, tot 30 minuten lang.',
        copiedHere:
          'Gekopieerd, maar te groot om met andere tabbladen te delen: plakken kan alleen in dit tabblad.',
        cut: 'Geknipt. Plak met Ctrl+V, ook in een ander tabblad, tot 30 minuten lang.',
        empty:
          'Er is niets om te plakken: selecteer eerst iets en kopieer het (het klembord blijft 30 minuten).',
        paletteFull: (missing: number): string =>
          `Het palet is vol: er is geen plaats voor ${missing === 1 ? '1 stijl' : `${missing} stijlen`} van wat je plakt. Verwijder eerst stijlen die je niet gebruikt.`,
      },
      noticeLabel: 'Klembord',
      preview: 'Voorbeeld',
      rotate: 'Draaien',
      mirror: 'Spiegelen',
      apply: 'Plaatsen',
      cancel: 'Annuleren',
      previewKeys: 'Sleep het voorbeeld of verschuif het met de pijltjestoetsen (Shift: 10 hokjes).',
    },
    modes: {
      view: 'Bekijken',
      scroll: 'Verschuiven',
      drawCells: 'Tekenen',
      erase: 'Gummen',
      drawLines: 'Lijnen',
      select: 'Selecteren',
      selectHelp:
        'Selecteren: sleep om te selecteren, sleep de selectie om haar te verplaatsen. Ctrl+C kopiëren, Ctrl+X knippen, Delete wissen, Esc terug.',
      progressTracker: 'Voortgang bijhouden',
      drawHalfStitches: 'Halve steken',
      drawQuarterStitches: 'Kwartsteken',
      placeOrnaments: 'Knopen en kralen',
    },
    /** The knots-and-beads tool's choice beside the toolbar. */
    ornaments: {
      group: 'Knoop of kraal',
      kinds: { knot: 'Franse knoop', bead: 'Kraal' },
      beadSize: 'Maat van de kraal',
      millimetres: (size: number): string => `${String(size).replace('.', ',')} mm`,
    },
    /** Custom lines (backstitch): the lines mode's two actions and how they work. */
    lines: {
      help: 'Lijnen (backsteek) van hoekpunt naar hoekpunt: sleep voor één lijn, of klik punt na punt; dubbelklik of Esc stopt. Met “Lijn kiezen” klik je een lijn aan om hem te verslepen, met Delete te wissen of met een kleur uit het palet te herkleuren.',
      actionGroup: 'Lijnen',
      actions: { draw: 'Lijn tekenen', select: 'Lijn kiezen' },
      actionHelp: {
        draw: 'Sleep van punt naar punt voor één lijn, of klik punt na punt; dubbelklik of Esc stopt.',
        select:
          'Klik op een lijn om hem te kiezen; sleep hem of gebruik de pijltjes om hem te verplaatsen, Delete wist hem, een kleur uit het palet herkleurt hem.',
      },
    },
    /** The tracker screen (issue 17): panel on a wide screen, bar and sheet on a phone. */
    tracker: {
      heading: 'Voortgang',
      panel: 'Voortgang bijhouden',
      mode: 'Volgen',
      modes: {
        rowsFull: 'Per rij',
        rowsStitches: 'Steek voor steek',
        rowsGroup5: 'Per 5 steken',
        rowsGroup10: 'Per 10 steken',
        perGridCell: 'Per hokje',
      },
      back: 'Terug',
      next: 'Volgende',
      /** "Naald 12 van 80": the current line in work order. */
      line: (word: string, line: number, count: number) => `${word} ${line} van ${count}`,
      lineWithNumber: (word: string, number: number, line: number, count: number) =>
        `${word} ${number} · ${line} van ${count}`,
      lineWords: { naald: 'Naald', toer: 'Toer', rij: 'Rij', kolom: 'Kolom', diagonaal: 'Diagonaal' },
      allDone: 'Alles gedaan',
      total: (done: string, total: string, percentage: string) =>
        `${done} van ${total} steken gedaan (${percentage})`,
      noStitches: 'Deze chart heeft nog geen steken om bij te houden.',
      /** The tracker's display settings (account settings, spec §3). */
      settings: {
        heading: 'Weergave',
        drawTodo: {
          label: 'Nog te doen',
          options: { symbols: 'Symbolen', colors: 'Kleuren', both: 'Kleuren en symbolen' },
        },
        drawDone: {
          label: 'Gedaan',
          options: { symbols: 'Symbolen', colors: 'Kleuren', both: 'Kleuren en symbolen' },
        },
        fadeGridCells: {
          label: 'Vervaagd',
          options: { todo: 'Wat nog te doen is', done: 'Wat gedaan is', none: 'Niets' },
        },
        fadeRows: {
          label: 'Andere rijen grijs',
          options: { all: 'Alle', done: 'De gedane', todo: 'Die nog komen', none: 'Geen' },
        },
        styleLabel: {
          label: 'Aantallen in de legenda',
          options: { todo: 'Te gaan', done: 'Gedaan', all: 'Gedaan / totaal', none: 'Geen' },
        },
        progressTrackerAutoScroll: {
          label: 'Meeschuiven met de rij',
          options: {
            progressTrackerAutoScroll0: 'Uit',
            progressTrackerAutoScroll1: 'Als de rij uit beeld gaat',
            progressTrackerAutoScroll2: 'Rij steeds in het midden',
          },
        },
      },
      key: 'Legenda',
      keyHint: 'Tik op een kleur om die op de chart te laten oplichten.',
      left: (count: string) => `${count} te gaan`,
      done: (count: string) => `${count} gedaan`,
      doneOfTotal: (done: string, total: string) => `${done} / ${total}`,
      /** What a style of the key is used for (custom lines, part stitches, knots and beads besides whole cells). */
      uses: {
        cells: (count: string, one: boolean) => `${count} ${one ? 'hele steek' : 'hele steken'}`,
        customLines: (count: string, one: boolean) => `${count} ${one ? 'lijn' : 'lijnen'}`,
        halfStitches: (count: string, one: boolean) => `${count} ${one ? 'halve steek' : 'halve steken'}`,
        quarterStitches: (count: string, one: boolean) => `${count} ${one ? 'kwartsteek' : 'kwartsteken'}`,
        knots: (count: string, one: boolean) => `${count} ${one ? 'Franse knoop' : 'Franse knopen'}`,
        beads: (count: string, one: boolean) => `${count} ${one ? 'kraal' : 'kralen'}`,
      },
      doneAndLeft: (done: string, left: string) => `${done} gedaan · ${left} te gaan`,
      tapAction: 'Tik op de chart',
      tapActions: {
        toggle: 'Afvinken',
        highlight: 'Kleur aanwijzen',
        block: 'Blok afvinken',
        park: 'Parkeren',
      },
      blockMarked: (count: string, colour: string | undefined) =>
        colour === undefined ? `${count} steken afgevinkt` : `${count} steken van ${colour} afgevinkt`,
      blockMarkedOne: (colour: string | undefined) =>
        colour === undefined ? '1 steek afgevinkt' : `1 steek van ${colour} afgevinkt`,
      blockNothing: (colour: string | undefined) =>
        colour === undefined
          ? 'In dit blok was niets meer af te vinken.'
          : `In dit blok was niets van ${colour} meer af te vinken.`,
      undo: 'Ongedaan maken',
      closeToast: 'Melding sluiten',
      parking: 'Geparkeerd',
      parkingHint: 'Kies “Parkeren” en tik op de chart om een kleur te parkeren.',
      parked: (colour: string, column: number, row: number) => `${colour}: kolom ${column}, rij ${row}`,
      unpark: (colour: string) => `Parkeren van ${colour} opheffen`,
      rowNumber: 'Ga naar rij',
      more: 'Meer',
      less: 'Minder',
      sheet: 'Voortgang en legenda',
    },
    shapes: { freehand: 'Vrij tekenen', rectangle: 'Rechthoek', fill: 'Vullen' },
    shapeGroup: 'Tekenvorm',
    undo: 'Ongedaan maken',
    redo: 'Opnieuw',
    zoomIn: 'Inzoomen',
    zoomOut: 'Uitzoomen',
    zoomFit: 'Hele chart tonen',
    zoom: 'Zoom',
    sidePanels: 'Panelen',
    closePanels: 'Paneel sluiten',
    panels: {
      palette: 'Palet',
      layers: 'Lagen',
      grid: 'Raster',
      details: 'Chart',
      directions: 'Werkrichting',
      display: 'Weergave',
      ruler: 'Liniaal',
      supplies: 'Benodigdheden',
      checks: 'Controle',
      backups: 'Back-ups',
    },
    /** The layers panel (issue 27, docs/decisions/layers.md). */
    layers: {
      heading: 'Lagen',
      intro:
        'Tekenen, gummen, vullen en plakken gaan naar de gekozen laag. Een hogere laag bedekt de lagen eronder.',
      list: 'Lagen, bovenste eerst',
      add: 'Laag toevoegen',
      newTitle: (number: number) => `Laag ${number}`,
      select: (title: string) => `Laag ${title} kiezen`,
      selected: 'gekozen',
      visible: 'Zichtbaar',
      hidden: 'verborgen',
      up: 'Omhoog',
      down: 'Omlaag',
      moveUp: (title: string) => `${title} omhoog`,
      moveDown: (title: string) => `${title} omlaag`,
      rename: 'Hernoemen',
      renameLabel: (title: string) => `Nieuwe naam voor ${title}`,
      save: 'Opslaan',
      cancel: 'Annuleren',
      remove: 'Verwijderen',
      removeLabel: (title: string) => `${title} verwijderen`,
      showLabel: (title: string) => `${title} zichtbaar`,
      lastLayer: 'De laatste laag kan niet weg.',
      emptyTitle: 'Geef de laag een naam.',
      tooMany: 'Meer lagen passen niet in je abonnement.',
      readOnly: 'Alleen-lezen: lagen kun je nu niet wijzigen.',
      hiddenSelected: 'De gekozen laag is verborgen: wat je tekent, zie je pas als je hem weer toont.',
    },
    chartTypes: {
      other: 'Overig',
      colors: 'Kleuren',
      lace: 'Kant',
      cables: 'Kabels',
      brioche: 'Brioche',
      mosaic: 'Mozaïek',
      mosaicOverlay: 'Mozaïek (overlay)',
      mosaicInset: 'Mozaïek (inset)',
      c2c: 'C2C (hoek tot hoek)',
      filet: 'Filet',
      tunisian: 'Tunesisch',
      tunisian1: 'Tunesisch 1',
      tunisian2: 'Tunesisch 2',
      machineColors: 'Machinebreien (kleuren)',
      machineSymbols: 'Machinebreien (symbolen)',
    },
    palette: {
      heading: 'Palet',
      styles: 'Stijlen',
      selectStyle: (position: number, name: string): string => `Stijl ${position}: ${name}`,
      unnamed: 'zonder naam',
      add: 'Stijl toevoegen',
      edit: 'Bewerken',
      editStyle: (position: number): string => `Stijl ${position} bewerken`,
      delete: 'Verwijderen',
      deleteStyle: (position: number): string => `Stijl ${position} verwijderen`,
      moveUp: (position: number): string => `Stijl ${position} omhoog`,
      moveDown: (position: number): string => `Stijl ${position} omlaag`,
      newStyle: 'Nieuwe stijl',
      symbol: 'Symbool',
      noSymbol: 'Geen symbool',
      background: 'Achtergrondkleur',
      foreground: 'Voorgrondkleur',
      automaticForeground: 'Voorgrondkleur automatisch',
      abbreviation: 'Afkorting',
      description: 'Omschrijving',
      save: 'Opslaan',
      cancel: 'Annuleren',
      full: (max: number): string => `Het palet is vol: maximaal ${max} stijlen.`,
      matched: 'Deze stijl stond al in het palet en is gekozen.',
      colourGrid: 'Kleurkiezer',
      colour: (hex: string): string => `Kleur ${hex}`,
      ownColour: 'Eigen kleur',
      replaceWith: (name: string): string => `Vervang „${name}” overal door`,
      replace: 'Vervangen',
      importPalette: 'Palet importeren',
      importAccepts:
        'Neemt de stijlen over uit een chartbestand van Steekwerk (.json), een OXS-bestand (.oxs) of een PNG met één pixel per steek.',
      importWrongType: (fileName: string): string =>
        `„${fileName}” is geen chartbestand: kies een .json-bestand van Steekwerk, een .oxs- of een .png-bestand.`,
      importTooLarge: 'Dit bestand is te groot voor een chartbestand.',
      imported: (added: number, matched: number, skipped: number): string =>
        `${added} stijlen toegevoegd, ${matched} al aanwezig${skipped > 0 ? `, ${skipped} niet toegevoegd (palet vol)` : ''}.`,
      importFailed: 'Dit bestand bevat geen geldig palet.',
      noStitch: 'geen steek',
      deleteQuestion: {
        usedBy: (name: string, uses: string): string => `„${name}” wordt gebruikt door ${uses}.`,
        uses: (use: {
          readonly cells: number;
          readonly customLines: number;
          readonly halfStitches: number;
          readonly quarterStitches: number;
          readonly ornaments: number;
        }): string => {
          const count = (value: number, one: string, many: string) =>
            value === 0 ? [] : [`${value.toLocaleString('nl-NL')} ${value === 1 ? one : many}`];
          const parts = [
            ...count(use.cells, 'steek', 'steken'),
            ...count(use.customLines, 'lijn', 'lijnen'),
            ...count(use.halfStitches, 'halve steek', 'halve steken'),
            ...count(use.quarterStitches, 'kwartsteek', 'kwartsteken'),
            ...count(use.ornaments, 'knoop of kraal', 'knopen en kralen'),
          ];
          return parts.length < 2
            ? parts.join('')
            : `${parts.slice(0, -1).join(', ')} en ${parts[parts.length - 1]}`;
        },
        deleteAll: 'Verwijderen, met alles wat deze stijl gebruikt',
        replaceLabel: 'of laat overnemen door ',
        replaceAndDelete: 'Overnemen en verwijderen',
      },
      /** The style editor's group for the style's custom lines (backstitch). */
      customLines: {
        heading: 'Lijnen',
        abbreviation: 'Afkorting van de lijn',
        description: 'Omschrijving van de lijn',
        workCountHorizontal: 'Telt horizontaal als',
        workCountVertical: 'Telt verticaal als',
      },
    },
    gridSizePanel: {
      heading: 'Rastergrootte',
      rows: 'Rijen',
      columns: 'Kolommen',
      what: 'Wat',
      count: 'Aantal',
      where: 'Waar',
      start: 'Aan het begin (boven of links)',
      end: 'Aan het eind (onder of rechts)',
      atIndex: 'Voor nummer',
      index: 'Nummer (vanaf 1)',
      add: 'Toevoegen',
      remove: 'Verwijderen',
      invalid: 'Dit kan niet met deze grootte of plaats.',
    },
    details: {
      heading: 'Chartgegevens',
      title: 'Titel',
      notes: 'Notities',
      craft: 'Handwerkvorm',
      type: 'Soort chart',
      locked: 'Vergrendeld (niet bewerken)',
    },
    display: {
      heading: 'Weergave',
      theme: 'Rasterlijnen',
      themes: {
        default: 'Standaard',
        defaultWithoutHighlights: 'Standaard zonder accenten',
        print: 'Afdrukken',
        contrast: 'Contrast',
        hidden: 'Verborgen',
      },
      brightness: 'Helderheid',
      draw: 'Tonen',
      draws: { both: 'Kleuren en symbolen', colors: 'Alleen kleuren', symbols: 'Alleen symbolen' },
      lineThickness: 'Dikte van lijnen (backsteek)',
      ruler: 'Liniaal',
      rulerStart: 'Beginnummer',
      rulerIncrement: 'Stap',
      rulerSkip: 'Nummer bij elke zoveelste',
      columnNumbers: 'Kolomnummers',
      rowNumbers: 'Rijnummers',
      directions: {
        leftToRight: 'Van links naar rechts',
        rightToLeft: 'Van rechts naar links',
        topToBottom: 'Van boven naar beneden',
        bottomToTop: 'Van onder naar boven',
      },
      gauge: 'Stekenverhouding',
      gaugeHorizontal: 'Steken per 10 cm of 4 inch',
      gaugeVertical: 'Rijen per 10 cm of 4 inch',
      adjustGrid: 'Cellen aanpassen aan de stekenverhouding',
    },
    bottomPanel: {
      heading: 'Onderpaneel',
      show: 'Onderpaneel tonen',
      hide: 'Onderpaneel verbergen',
      resize: 'Hoogte van het onderpaneel',
      larger: 'Grotere letters',
      smaller: 'Kleinere letters',
    },
    written: {
      heading: 'Geschreven instructies',
      settings: 'Instellingen',
      repeats: 'Herhalingen zoeken',
      repeatStyle: 'Vorm van herhalingen',
      brackets: '[2 r, 2 av] 10x',
      stars: '*2 r, 2 av*, herhaal van * tot *',
      title: 'Titel',
      legend: 'Legenda',
      mode: 'Vorm',
      modeWritten: 'Tekst',
      modeTable: 'Tabel',
      table: 'Geschreven patroon als tabel',
      copy: 'Kopieer als tekst',
      copied: 'Gekopieerd',
      copyRefused:
        'Je browser staat kopiëren niet toe. Selecteer de tekst en kopieer hem zelf (Ctrl+C of lang drukken).',
      working: 'Bezig…',
      text: 'Geschreven instructies van de chart',
      empty: 'De chart is nog leeg.',
    },
  },

  /**
   * The tracker's knit and crochet helpers: row repeats and row reminders. `w` is the craft's word for a row
   * (naald / toer / rij), see rowHelpers.ts `rowWordsOf`.
   */
  rowHelpers: {
    words: {
      knitting: { one: 'naald', many: 'naalden', title: 'Naald' },
      crochet: { one: 'toer', many: 'toeren', title: 'Toer' },
      other: { one: 'rij', many: 'rijen', title: 'Rij' },
    },
    label: 'Herhalingen en herinneringen',
    now: (w: RowWordTexts, row: number): string => `Nu: ${w.one} ${row}`,
    dueLegend: (w: RowWordTexts, row: number): string => `Op deze ${w.one} (${row})`,
    nextNotice: (w: RowWordTexts, row: number, text: string): string => `Volgende ${w.one} (${row}): ${text}`,
    repeatsHeading: 'Herhalingen',
    remindersHeading: 'Herinneringen',
    noRepeats: 'Nog geen herhalingen.',
    noReminders: 'Nog geen herinneringen.',
    repeatName: (w: RowWordTexts, firstRow: number, lastRow: number): string =>
      `Herhaling ${w.one} ${firstRow}–${lastRow}`,
    repeatRange: (w: RowWordTexts, firstRow: number, lastRow: number, times: number): string =>
      `${w.title} ${firstRow}–${lastRow}, ${times} keer`,
    repeatAhead: (w: RowWordTexts, firstRow: number): string => `Begint op ${w.one} ${firstRow}`,
    repeatInside: (w: RowWordTexts, time: number, times: number, rowInRepeat: number, rows: number): string =>
      `${time}e van ${times} keer · ${w.one} ${rowInRepeat} van ${rows}`,
    repeatLastTime: (w: RowWordTexts, nextRow: number | null): string =>
      nextRow === null ? 'Laatste keer' : `Laatste keer: ga daarna verder met ${w.one} ${nextRow}`,
    repeatEnded: (time: number, times: number): string => `${time}e van ${times} keer klaar`,
    repeatBeyond: (w: RowWordTexts, lastRow: number, left: number, times: number): string =>
      `Voorbij ${w.one} ${lastRow}: nog ${left} van ${times} keer te gaan`,
    repeatFinished: (times: number): string => `Klaar: ${times} van ${times} keer`,
    repeatJump: (w: RowWordTexts, firstRow: number): string =>
      `Herhaling klaar, terug naar ${w.one} ${firstRow}`,
    reminderEvery: (w: RowWordTexts, every: number): string =>
      every === 1 ? `elke ${w.one}` : `elke ${every}e ${w.one}`,
    reminderSummary: (
      w: RowWordTexts,
      text: string,
      every: string,
      fromRow: number,
      times: number,
      done: number,
    ) =>
      times === 1
        ? `${text} — op ${w.one} ${fromRow} (${done === 1 ? 'gedaan' : 'nog niet gedaan'})`
        : `${text} — ${every} vanaf ${w.one} ${fromRow}, ${times} keer (${done} van ${times} gedaan)`,
    reminderFinished: 'klaar',
    edit: 'Wijzigen',
    editLabel: (name: string): string => `${name} wijzigen`,
    remove: 'Verwijderen',
    removeLabel: (name: string): string => `${name} verwijderen`,
    addRepeat: 'Herhaling toevoegen',
    editRepeat: 'Herhaling wijzigen',
    addReminder: 'Herinnering toevoegen',
    editReminder: 'Herinnering wijzigen',
    fromRow: (w: RowWordTexts): string => `Van ${w.one}`,
    toRow: (w: RowWordTexts): string => `Tot en met ${w.one}`,
    times: 'Aantal keer',
    name: 'Naam (niet verplicht)',
    completed: 'Al klaar (keer)',
    text: 'Wat moet je doen?',
    textPlaceholder: 'meerder aan beide kanten',
    startRow: (w: RowWordTexts): string => `Vanaf ${w.one}`,
    every: (w: RowWordTexts): string => `Elke hoeveel ${w.many}`,
    add: 'Toevoegen',
    save: 'Opslaan',
    cancel: 'Annuleren',
    errors: {
      empty: 'Vul een getal in.',
      notWhole: 'Vul een heel getal in, zoals 6.',
      noRows: (w: RowWordTexts): string => `De chart heeft nog geen ${w.many}.`,
      rowRange: (w: RowWordTexts, rowCount: number): string => `Kies ${w.one} 1 tot en met ${rowCount}.`,
      lastBeforeFirst: (w: RowWordTexts, firstRow: number): string =>
        `Kies ${w.one} ${firstRow} of een latere: de herhaling begint op ${w.one} ${firstRow}.`,
      numberRange: (min: number, max: number): string => `Kies een getal van ${min} tot en met ${max}.`,
      lastOccurrence: (w: RowWordTexts, lastRow: number, rowCount: number): string =>
        `De laatste keer valt dan op ${w.one} ${lastRow}, maar de chart heeft ${rowCount} ${w.many}.`,
      textEmptyFor: (w: RowWordTexts): string => `Typ wat je op die ${w.one} moet doen.`,
      tooLong: (max: number, length: number): string => `Ten hoogste ${max} tekens (nu ${length}).`,
      overlap: (w: RowWordTexts, label: string, firstRow: number, lastRow: number): string =>
        `Deze ${w.many} overlappen met de herhaling ${label === '' ? '' : `‘${label}’ `}van ${w.one} ${firstRow}–${lastRow}. Herhalingen mogen elkaar niet overlappen.`,
      tooManyRepeats: (max: number): string => `Er kunnen ten hoogste ${max} herhalingen zijn.`,
      tooManyReminders: (max: number): string => `Er kunnen ten hoogste ${max} herinneringen zijn.`,
      fixFields: 'Verbeter de gemarkeerde velden.',
    },
  },

  pictureImport: {
    chooseHeading: 'Kies een foto',
    chooseFile: 'Foto kiezen',
    dropHint:
      'Of sleep een JPEG-, PNG-, WebP- of GIF-bestand hierheen. De foto blijft op je computer: hij wordt niet geüpload.',
    dropZone: 'Foto neerzetten',
    reading: 'Foto lezen…',
    otherFile: 'Andere foto kiezen',
    fileProblems: {
      tooManyBytes: 'Deze foto is groter dan 30 MB. Kies een kleinere foto of verklein hem eerst.',
      tooManyPixels: 'Deze foto heeft meer dan 40 megapixels. Kies een kleinere foto of verklein hem eerst.',
      notAPicture: 'Dit bestand is geen JPEG-, PNG-, WebP- of GIF-afbeelding.',
      corrupt: 'Deze afbeelding is beschadigd en kan niet worden gelezen.',
    },
    pictureSize: (width: number, height: number): string => `${width} × ${height} pixels`,
    sourceHeading: 'Je foto',
    cropLabel:
      'Uitsnede: sleep over de foto om een deel te kiezen; pijltjestoetsen verschuiven, met Shift vergroten of verkleinen',
    cropReset: 'Hele foto gebruiken',
    settingsHeading: 'Instellingen',
    craft: 'Handwerkvorm',
    type: 'Soort chart',
    unit: 'Eenheid',
    units: { cells: 'Steken (cellen)', cm: 'Centimeter', in: 'Inch' },
    width: (unit: 'cells' | 'cm' | 'in'): string =>
      unit === 'cells' ? 'Breedte in steken' : unit === 'cm' ? 'Breedte in cm' : 'Breedte in inch',
    decrease: (what: string): string => `${what} verlagen`,
    increase: (what: string): string => `${what} verhogen`,
    measure: 'Maat via',
    measures: { gauge: 'Stekenverhouding', swatch: 'Gemeten proeflapje' },
    gaugeStitches: (unit: 'cm' | 'in'): string => `Steken per ${unit === 'cm' ? '10 cm' : '4 inch'}`,
    gaugeRows: (unit: 'cm' | 'in'): string => `Rijen per ${unit === 'cm' ? '10 cm' : '4 inch'}`,
    swatchStitches: 'Steken in het proeflapje',
    swatchRows: 'Rijen in het proeflapje',
    swatchWidth: 'Breedte van het proeflapje',
    swatchHeight: 'Hoogte van het proeflapje',
    square: 'Vierkant',
    colorCount: 'Aantal kleuren',
    colorCountHint: (max: number): string => `1 tot ${max} kleuren.`,
    colourSource: 'Kleuren',
    freeColours: 'Vrije kleuren',
    brandsUnavailable: 'De merkpaletten konden niet worden geladen; je kunt vrije kleuren gebruiken.',
    brandLoading: 'Kleuren van het merk laden…',
    brightness: 'Helderheid',
    contrast: 'Contrast',
    dither: 'Kleuren mengen (dithering)',
    cleanup: 'Losse steekjes opruimen',
    cleanupHint: '0 is uit; hoe hoger, hoe minder losse steekjes van één kleur.',
    keepDetails: 'Kleine details behouden (zoals ogen)',
    chartSize: (columns: number, rows: number): string => `Chart: ${columns} × ${rows} steken`,
    sizeInvalid: 'Vul een geldige breedte in.',
    noGauge: 'Vul een stekenverhouding of proeflapje in met getallen groter dan 0.',
    sizeTooLarge: (max: number): string =>
      `Zonder Premium kan een chart hoogstens ${max} × ${max} steken zijn.`,
    sizeImpossible: (max: number): string => `Een chart kan hoogstens ${max} × ${max} steken zijn.`,
    premiumLink: 'Premium bekijken',
    previewHeading: 'Voorbeeld',
    previewLabel: 'Voorbeeld van de chart',
    previewWaiting: 'Het voorbeeld verschijnt zodra de foto is omgezet.',
    report: (colours: number, confettiPercent: string): string =>
      `${colours} ${colours === 1 ? 'kleur' : 'kleuren'}, ${confettiPercent} % losse steekjes`,
    progressLabel: 'Foto importeren',
    steps: {
      pending: 'Wachten…',
      prepareSourceImage: 'Foto voorbereiden…',
      resizeSourceImage: 'Foto verkleinen…',
      generateChart: 'Kleuren kiezen…',
      generateChartFinish: 'Chart afmaken…',
    },
    opening: 'Klaar, de chart wordt geopend…',
    cancel: 'Annuleren',
    cancelled: 'Het omzetten is geannuleerd.',
    failures: {
      unreadablePicture: 'Deze afbeelding kan niet worden gelezen. Kies een andere foto.',
      pictureTooLarge: 'Deze foto of chart is te groot om om te zetten.',
      invalidPictureOptions: 'Deze instellingen kunnen niet worden gebruikt.',
      pictureNotOpen: 'De foto is niet meer geopend. Kies hem opnieuw.',
      cancelled: 'Het omzetten is geannuleerd.',
      engineUnavailable: 'Het omzetten lukt nu niet. Laad de pagina opnieuw en probeer het nog eens.',
    },
    submit: 'Chart maken',
  },

  calculator: {
    chartSizeLink: 'Chartgrootte berekenen',
    chartSizeText: 'Van stekenverhouding en gewenste maat naar steken en rijen, of andersom.',
    direction: 'Wat wil je weten?',
    directions: {
      toChart: 'Steken en rijen voor een maat',
      toSize: 'Maat van een chart',
    },
    unit: 'Eenheid',
    units: { cm: 'Centimeter', in: 'Inch' },
    measure: 'Uitgaan van',
    measures: {
      gauge: 'Stekenverhouding',
      swatch: 'Gemeten proeflapje',
      fabric: 'Borduurstof (Aida of evenweave)',
    },
    gaugeStitches: (unit: 'cm' | 'in'): string => `Steken per ${unit === 'cm' ? '10 cm' : '4 inch'}`,
    gaugeRows: (unit: 'cm' | 'in'): string => `Rijen per ${unit === 'cm' ? '10 cm' : '4 inch'}`,
    swatchStitches: 'Steken in het proeflapje',
    swatchRows: 'Rijen in het proeflapje',
    swatchWidth: (unit: 'cm' | 'in'): string =>
      `Breedte van het proeflapje (${unit === 'cm' ? 'cm' : 'inch'})`,
    swatchHeight: (unit: 'cm' | 'in'): string =>
      `Hoogte van het proeflapje (${unit === 'cm' ? 'cm' : 'inch'})`,
    fabricCount: 'Stofdichtheid (count, draden of blokjes per inch)',
    fabricOver: 'Borduren over',
    fabricOverOptions: { 1: 'Eén draad (Aida)', 2: 'Twee draden (evenweave)' },
    width: (unit: 'cm' | 'in'): string => `Gewenste breedte (${unit === 'cm' ? 'cm' : 'inch'})`,
    height: (unit: 'cm' | 'in'): string => `Gewenste hoogte (${unit === 'cm' ? 'cm' : 'inch'})`,
    columns: 'Steken (kolommen)',
    rows: 'Rijen',
    decrease: (what: string): string => `${what} verlagen`,
    increase: (what: string): string => `${what} verhogen`,
    resultHeading: 'Uitkomst',
    chartResult: (columns: number, rows: number): string => `${columns} steken × ${rows} rijen`,
    sizeResult: (width: string, height: string, unit: 'cm' | 'in'): string =>
      `${width} × ${height} ${unit === 'cm' ? 'cm' : 'inch'}`,
    incomplete: 'Vul alle getallen in, groter dan 0.',
  },

  textToGrid: {
    heading: 'Tekst naar raster',
    openMode: 'Tekst naar raster',
    closeMode: 'Terug naar de instructies',
    text: 'Tekst',
    font: 'Lettertype',
    fontSize: 'Lettergrootte',
    bold: 'Vet',
    italic: 'Cursief',
    textStyle: 'Kleur van de tekst',
    textStyleHint: 'De gekozen stijl in het palet.',
    background: 'Achtergrond',
    noBackground: 'Geen achtergrond (doorzichtig)',
    pickBackground: 'Achtergrondkleur kiezen',
    fit: 'Maat',
    fits: { fitChart: 'Passend in de chart maken', growChart: 'Chart zo nodig vergroten' },
    preview: 'Voorbeeld plaatsen',
    previewHint:
      'Sleep het voorbeeld of verschuif het met de pijltjestoetsen; Enter plaatst, Escape annuleert.',
    place: 'Tekst plaatsen',
    cancel: 'Annuleren',
    placed: 'De tekst is geplaatst.',
    size: (columns: number, rows: number): string => `${columns} × ${rows} steken`,
    position: (column: number, row: number): string => `Positie: kolom ${column}, rij ${row}`,
    emptyText: 'Typ eerst een tekst.',
    unavailable: 'De tekst kan nu niet worden omgezet. Probeer het nog eens.',
    notEditable: 'Deze chart kan nu niet worden bewerkt.',
    noStyle: 'Kies eerst een stijl in het palet voor de tekst.',
    paletteFull: 'Het palet is vol; kies een bestaande stijl als achtergrond.',
  },
  /** The profile's "Mijn gegevens downloaden" and "Account verwijderen" (issue 24). */
  ownData: {
    exportHeading: 'Mijn gegevens downloaden',
    exportIntro: 'Download alles wat Steekwerk van je bewaart in één ZIP-bestand. Daarin zitten:',
    exportContents: [
      'al je charts (ook die in de prullenbak), elk als Steekwerk-bestand (.json) en als OXS-bestand (.oxs) dat ook andere borduurprogramma’s openen;',
      'je voortgang op elke chart die je volgt, ook op charts die met je gedeeld zijn;',
      'je accountgegevens: e-mailadres, profiel, instellingen, mappen en wanneer je account is gemaakt.',
    ],
    exportNote: 'Met veel grote charts kan het even duren voordat de download klaar is.',
    exportButton: 'Mijn gegevens downloaden',
    exportBusy: 'Je gegevens worden klaargemaakt…',
    exportDone: 'Je gegevens zijn gedownload.',
    exportFailed: 'Het downloaden van je gegevens is niet gelukt.',
    deleteHeading: 'Account verwijderen',
    deleteIntro: 'Als je je account verwijdert, is dit meteen en voorgoed weg:',
    deleteGoes: [
      'je account, profiel en instellingen;',
      'al je charts met hun back-ups, ook die in de prullenbak, en je mappen;',
      'je voortgang, en de voortgang van anderen op jouw charts;',
      'het delen van je charts: wie een chart van jou kon openen, kan dat niet meer;',
      'je inlog op al je apparaten: je wordt overal uitgelogd.',
    ],
    deleteStays:
      'Betalingen voor Premium bewaren we zeven jaar, omdat de belastingwet dat vraagt, maar zonder je naam of e-mailadres.',
    deleteExportHint: 'Wil je je charts bewaren? Download eerst je gegevens.',
    deletePassword: 'Je wachtwoord',
    deleteConfirm: 'Ik begrijp dat mijn account en al mijn charts definitief worden verwijderd',
    deleteConfirmMissing: 'Vink aan dat je dit begrijpt.',
    deletePasswordMissing: 'Vul je wachtwoord in.',
    deleteButton: 'Account definitief verwijderen',
    deleteBusy: 'Je account wordt verwijderd…',
    deleted: 'Je account is verwijderd.',
  },

  workOrder: workOrderTexts,
} as const;

/** The keys of `nl.pages`: one per screen whose texts live there. */
export type PageKey = keyof typeof nl.pages;
