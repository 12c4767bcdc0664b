/**
 * The legal pages' and the about page's prose (`/nl/legal`, `/nl/company/about`), in Dutch. Kept apart from nl.ts
 * because it is long text, not interface labels. Figures quoted here (retention periods, the cookie's name) are the
 * ones the server enforces; decisions.md lists where each one is set, so a change there changes this text too.
 */

/** A titled part of a page: paragraphs and, optionally, a list. */
export interface LegalSection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

/** A page made of sections, with a table of contents at the top. */
export interface LegalDocument {
  readonly id: string;
  readonly heading: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

const terms: LegalDocument = {
  id: 'voorwaarden',
  heading: 'Gebruiksvoorwaarden',
  intro:
    'Deze voorwaarden gelden voor iedereen die Steekwerk gebruikt, met of zonder account. Door een account aan te maken ga je ermee akkoord.',
  sections: [
    {
      id: 'voorwaarden-dienst',
      heading: 'De dienst',
      paragraphs: [
        'Steekwerk is een webapplicatie waarmee je patronen ontwerpt, bijhoudt en deelt voor breien, haken, borduren, diamond painting, strijkkralen, knopen, quilten en pixelwerk. Tekenen kan zonder account; om charts te bewaren, te delen en je voortgang bij te houden heb je een gratis account nodig.',
        'We doen ons best om Steekwerk altijd beschikbaar te houden en je werk nooit kwijt te raken, maar we kunnen niet beloven dat de dienst nooit onderbroken wordt. Download daarom belangrijke patronen ook zelf (PDF, OXS of Steekwerk-bestand).',
      ],
    },
    {
      id: 'voorwaarden-account',
      heading: 'Je account',
      paragraphs: [
        'Je bent verantwoordelijk voor wat er met je account gebeurt. Kies een sterk wachtwoord dat je nergens anders gebruikt en deel het niet. Vermoed je dat iemand anders in je account kan, wijzig dan meteen je wachtwoord: daarmee word je op alle apparaten uitgelogd.',
        'Een account dat niet binnen 14 dagen na de registratie wordt geactiveerd, verwijderen we. Je kunt je account altijd zelf verwijderen via Mijn profiel.',
      ],
    },
    {
      id: 'voorwaarden-inhoud',
      heading: 'Jouw patronen blijven van jou',
      paragraphs: [
        'Alles wat je maakt of uploadt blijft van jou. Je geeft ons alleen toestemming om het op te slaan, te verwerken (bijvoorbeeld een foto omzetten naar een chart) en te tonen aan de mensen met wie je het deelt. Zet je een chart openbaar, dan kan iedereen met de link hem bekijken; of anderen hem mogen kopiëren of downloaden, bepaal je zelf in de instellingen van de chart.',
        'Upload alleen afbeeldingen en patronen die je zelf mag gebruiken. Patronen van anderen die je kocht, zijn voor eigen gebruik: deel ze niet zonder toestemming van de ontwerper.',
      ],
    },
    {
      id: 'voorwaarden-gebruik',
      heading: 'Wat niet mag',
      paragraphs: ['Gebruik Steekwerk niet om:'],
      list: [
        'inhoud te delen die inbreuk maakt op auteursrechten of die onrechtmatig, kwetsend of misleidend is;',
        'de dienst te verstoren, te overbelasten of beveiligingen te omzeilen;',
        'automatisch grote hoeveelheden accounts of charts aan te maken.',
      ],
    },
    {
      id: 'voorwaarden-premium',
      heading: 'Premium',
      paragraphs: [
        'Premium koop je per maand of per jaar met een eenmalige betaling. Het is geen abonnement: er wordt nooit automatisch opnieuw afgeschreven. Koop je Premium terwijl je het al hebt, dan wordt de lopende periode verlengd. Een week voor het einde van je periode sturen we je een e-mail; daarna stopt Premium vanzelf.',
        'Na afloop van Premium blijven al je charts bewaard en te openen. Charts die groter zijn dan gratis kan, kun je bekijken, downloaden en volgen, maar niet verder vergroten.',
        'Ben je niet tevreden, vraag dan binnen 14 dagen na de betaling je geld terug via de supportgroep of per e-mail; je krijgt het volledige bedrag terug en Premium stopt op dat moment. Prijzen zijn in euro en inclusief 21% btw. Na elke betaling ontvang je een ontvangstbewijs per e-mail; je vindt ze ook in Mijn profiel.',
      ],
    },
    {
      id: 'voorwaarden-aansprakelijkheid',
      heading: 'Aansprakelijkheid en wijzigingen',
      paragraphs: [
        'Steekwerk is niet aansprakelijk voor indirecte schade, zoals garen dat verkeerd werd ingekocht door een fout in een patroon. Onze aansprakelijkheid is in elk geval beperkt tot het bedrag dat je in de twaalf maanden ervoor aan ons betaalde.',
        'Veranderen deze voorwaarden op een punt dat voor jou belangrijk is, dan laten we dat minstens 30 dagen vooraf weten. Op deze voorwaarden is Nederlands recht van toepassing.',
      ],
    },
  ],
};

const privacy: LegalDocument = {
  id: 'privacy',
  heading: 'Privacyverklaring',
  intro:
    'We bewaren zo weinig mogelijk over je, alleen om Steekwerk te laten werken, en we verkopen niets door. Hieronder staat precies wat we bewaren, waarom en hoe lang.',
  sections: [
    {
      id: 'privacy-wat',
      heading: 'Wat we bewaren en waarom',
      paragraphs: [],
      list: [
        'Je account: je e-mailadres, een versleutelde vorm van je wachtwoord (nooit het wachtwoord zelf) en de naam, bijnaam en regio die je zelf invult — om je te laten inloggen en je e-mails te sturen (activatie, wachtwoord vergeten, ontvangstbewijzen, het einde van Premium).',
        'Je instellingen, mappen en charts, met hun eerdere versies als back-up, en je voortgang bij het volgen van een chart — omdat dat de dienst is.',
        'Sessies: welk apparaat ingelogd is, zodat je ingelogd blijft. Een sessie verloopt na 30 dagen zonder gebruik en uiterlijk na 90 dagen.',
        'Inlogpogingen: het tijdstip, je netwerkadres en een onherkenbaar gemaakte vorm van het getypte e-mailadres, om het raden van wachtwoorden tegen te gaan.',
        'Foutmeldingen: als de app een fout tegenkomt, de foutmelding en het adres van de pagina, zonder wachtwoorden of de inhoud van je charts — om fouten op te lossen.',
        'Betalingen: het bedrag, het plan, de status, de periode en het nummer van het ontvangstbewijs. Je bankgegevens of creditcardnummer krijgen wij nooit te zien.',
      ],
    },
    {
      id: 'privacy-hoelang',
      heading: 'Hoe lang',
      paragraphs: [],
      list: [
        'Je account, charts, voortgang en instellingen: tot je ze zelf verwijdert of je account verwijdert. Charts in de prullenbak blijven staan tot je de prullenbak leegt.',
        'Eerdere versies van een chart worden uitgedund: alle versies van het laatste kwartier, één per uur van de laatste dag, één per dag van de laatste 30 dagen en daarna één per maand.',
        'Een account dat niet binnen 14 dagen wordt geactiveerd: dan verwijderd.',
        'Inlogpogingen en foutmeldingen: 30 dagen.',
        'Betalingen: 7 jaar, zoals de fiscale bewaarplicht vraagt. Verwijder je je account, dan bewaren we ze zonder jouw naam of e-mailadres.',
      ],
    },
    {
      id: 'privacy-verwerkers',
      heading: 'Wie je gegevens verwerkt',
      paragraphs: [
        'Betalingen verlopen via Mollie B.V. in Amsterdam. Mollie verwerkt je betaalgegevens volgens zijn eigen privacyverklaring; wij krijgen alleen terug of de betaling gelukt is. Steekwerk draait op servers in de Europese Unie. We delen je gegevens met niemand anders, tenzij de wet ons daartoe verplicht.',
      ],
    },
    {
      id: 'privacy-rechten',
      heading: 'Je rechten',
      paragraphs: [
        'Je kunt je gegevens altijd zelf inzien en meenemen met "Mijn gegevens downloaden" in Mijn profiel: je krijgt dan één ZIP-bestand met al je charts, je voortgang en je accountgegevens. Je naam en instellingen wijzig je in Mijn profiel. Met "Account verwijderen" verdwijnen je account, je charts en je voortgang definitief en word je overal uitgelogd.',
        'Heb je een vraag of klacht over hoe we met je gegevens omgaan, laat het ons weten via de supportgroep. Je mag ook een klacht indienen bij de Autoriteit Persoonsgegevens.',
      ],
    },
  ],
};

const cookies: LegalDocument = {
  id: 'cookies',
  heading: 'Cookies',
  intro:
    'Steekwerk gebruikt één cookie, en alleen als je inlogt. We gebruiken geen cookies of andere technieken om je te volgen, geen advertenties en geen analysediensten van anderen.',
  sections: [
    {
      id: 'cookies-sessie',
      heading: 'Het inlogcookie',
      paragraphs: [
        'Het cookie heet "__Host-sw_session" (op een installatie zonder https: "sw_session"). Het bevat een willekeurige code waarmee de server herkent dat je ingelogd bent, en niets anders. Het verdwijnt als je uitlogt of na 30 dagen zonder gebruik. Omdat het nodig is om in te loggen, vragen we er geen toestemming voor.',
      ],
    },
    {
      id: 'cookies-opslag',
      heading: 'Opslag in je browser',
      paragraphs: [
        'Sommige dingen onthoudt je browser zelf, zonder dat ze naar ons gaan: je laatste downloadinstellingen, wat je kopieerde in de editor en een chart die je tekende voordat je inlogde. Je wist ze door de sitegegevens van Steekwerk in je browser te verwijderen.',
      ],
    },
  ],
};

/** `/nl/legal`: the three documents, in the order of the page. */
export const legalDocuments: readonly LegalDocument[] = [terms, privacy, cookies];

/** `/nl/company/about`: what the product is and who it is for. */
export const aboutTexts = {
  intro:
    'Steekwerk is een Nederlandse webapplicatie waarmee je je eigen handwerkpatronen ontwerpt, volgt en deelt — in je browser, op je computer en op je telefoon, zonder iets te installeren.',
  sections: [
    {
      id: 'voor-wie',
      heading: 'Voor wie',
      paragraphs: [
        'Voor iedereen die met steken werkt: breiers en haaksters, borduurders van kruissteek, liefhebbers van diamond painting, strijkkralen, knopen (latch hook), quilten en pixelwerk. Of je nu je eerste patroon ontwerpt, een foto van je huisdier omzet in een borduurpatroon of een gekocht patroon rij voor rij wilt afvinken.',
      ],
    },
    {
      id: 'wat-je-kunt',
      heading: 'Wat je ermee kunt',
      paragraphs: [],
      list: [
        'Patronen tekenen op een raster tot 400 × 400 steken, met Premium tot 2000 × 2000, met backstitch, halve en kwartsteken, Franse knopen en kralen.',
        'Een foto of afbeelding omzetten in een chart, met de kleuren van DMC-garen of de kralen van Hama, Perler, Artkal en Diamond Dotz.',
        'Je voortgang bijhouden op je telefoon: rij voor rij of kleur voor kleur, en overal bijgewerkt.',
        'Geschreven instructies laten maken, zoals een ontwerper ze zou publiceren.',
        'Downloaden als PNG, als PDF die Pattern Keeper kan lezen, als OXS voor andere borduurprogramma’s of als Steekwerk-bestand.',
      ],
    },
    {
      id: 'gratis-en-premium',
      heading: 'Gratis en Premium',
      paragraphs: [
        'Tekenen, bewaren, delen en volgen is gratis. Premium is voor wie grotere charts maakt of meer wil bewerken: spiegelen, draaien, knippen en verplaatsen. Je betaalt één keer per maand of per jaar, zonder abonnement.',
      ],
    },
    {
      id: 'wie',
      heading: 'Wie zijn wij',
      paragraphs: [
        'Steekwerk wordt in Nederland gemaakt door een klein team van ontwikkelaars die zelf breien, haken en borduren. We bouwen wat we zelf missen in andere programma’s: grote charts die vlot blijven, PDF’s die je kunt volgen en een teller die voor elk handwerk werkt. Vragen en ideeën zijn welkom in de Steekwerk supportgroep.',
      ],
    },
  ] satisfies readonly LegalSection[],
} as const;
