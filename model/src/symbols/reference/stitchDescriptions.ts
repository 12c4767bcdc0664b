/**
 * What each stitch of the reference is, in Dutch, by its chart symbol. Only the reference screen uses these
 * (`describeStitches(stitchEntries)`), so the descriptions never weigh on screens that only name stitches: the
 * module imports nothing (the web build puts it in a chunk of its own, web/vite.config.ts).
 */
import type { ReferenceStitch, StitchEntry } from './referenceStitch';

/** A cable's description from its id (`cable-2-1-left`): which stitches wait on the cable needle, and where. */
export function cableDescription(symbolId: string): string | undefined {
  const match = /^cable-(\d)-(\d)-(right|left)$/.exec(symbolId);
  if (!match) return undefined;
  const front = Number(match[1]);
  const back = Number(match[2]);
  const right = match[3] === 'right';
  // A right cable holds the back band behind the work; a left cable holds the front band in front of it.
  const [held, first] = right ? [back, front] : [front, back];
  const stitches = (count: number) => (count === 1 ? '1 steek' : `${count} steken`);
  return (
    `Zet ${stitches(held)} op een hulpnaald ${right ? 'achter' : 'voor'} het werk, brei ${stitches(first)} recht ` +
    `en brei dan de hulpnaald recht af. Over ${front + back} steken, naar ${right ? 'rechts' : 'links'} gekruist.`
  );
}

export const stitchDescriptions: Readonly<Record<string, string>> = {
  knit: 'Steek de naald van voor naar achter in de steek, sla de draad om en haal hem door. Aan de goede kant een gladde V.',
  purl: 'Met de draad voor het werk: steek van achter naar voor in de steek, sla om en haal door. Aan de goede kant een knobbel.',
  'yarn-over': 'Sla de draad om de rechternaald zonder een steek te breien: een extra steek en een gaatje.',
  k2tog: 'Brei twee steken samen recht: een mindering die naar rechts helt.',
  ssk: 'Haal 1 steek af, brei 1 recht en haal de afgehaalde steek erover: een mindering die naar links helt.',
  k3tog: 'Brei drie steken samen recht: twee steken minder, naar rechts hellend.',
  sk2p: 'Haal 1 steek af, brei 2 samen recht en haal de afgehaalde steek erover: twee steken minder, naar links hellend.',
  cdd: 'Haal 2 steken samen af alsof je ze samen breit, brei 1 recht en haal de 2 steken erover: de middelste steek ligt bovenop.',
  p2tog: 'Brei twee steken samen averecht: een mindering aan de averechte kant.',
  ssp: 'Haal twee steken één voor één af, zet ze terug en brei ze gedraaid samen averecht.',
  m1l: 'Neem de dwarsdraad van voor naar achter op en brei hem gedraaid recht: een steek erbij, naar links hellend.',
  m1r: 'Neem de dwarsdraad van achter naar voor op en brei hem recht: een steek erbij, naar rechts hellend.',
  'm1-purl': 'Neem de dwarsdraad op en brei hem averecht: een steek erbij aan de averechte kant.',
  kfb: 'Brei dezelfde steek recht in de voorste en daarna in de achterste lus: een steek erbij.',
  'k1-yo-k1': 'Brei in dezelfde steek recht, sla om en brei nog eens recht: twee steken erbij.',
  slip: 'Haal de steek ongebreid over naar de rechternaald, de draad achter het werk.',
  'slip-wyif': 'Haal de steek ongebreid over met de draad voor het werk.',
  'knit-tbl': 'Brei recht in de achterste lus: de steek draait en ligt strak.',
  'purl-tbl': 'Brei averecht in de achterste lus.',
  'knit-below': 'Brei recht in de steek een naald lager; de steek erboven valt los.',
  bobble: 'Brei meerdere steken in één steek, keer een paar naalden heen en weer en minder ze weer tot één.',
  nupp: 'Brei losjes 5 of 7 steken in één steek (recht en omslag om en om) en brei ze de volgende naald samen.',
  'bind-off': 'Brei 2 steken en haal de eerste over de tweede; herhaal. De steek is af.',
  'brioche-knit': 'Brei de steek samen met zijn omslag recht (Engelse patentsteek).',
  'brioche-purl': 'Brei de steek samen met zijn omslag averecht.',
  'slip-yarn-over':
    'Haal de steek af met de draad voor en leg de draad over de naald: een steek met omslag voor brioche.',
  'no-stitch': 'Een vakje buiten het breiwerk (bij minderingen of vormen): sla het over.',
  chain: 'Sla de draad om de haaknaald en haal hem door de lus op de naald.',
  'slip-stitch': 'Steek in, sla om en haal de draad in één keer door de steek en de lus op de naald.',
  'single-crochet': 'Steek in, sla om en haal een lus op (2 lussen), sla om en haal door beide lussen.',
  'half-double-crochet': 'Sla om, steek in en haal een lus op (3 lussen), sla om en haal door alle drie.',
  'double-crochet': 'Sla om, steek in en haal een lus op, dan twee keer: omslaan en door 2 lussen halen.',
  'treble-crochet':
    'Sla twee keer om, steek in en haal een lus op, dan drie keer: omslaan en door 2 lussen halen.',
  'double-treble-crochet':
    'Sla drie keer om, steek in en haal een lus op, dan vier keer: omslaan en door 2 lussen halen.',
  'front-post-double':
    'Een stokje om het lijf van de steek eronder, van voor naar achter en terug: de steek komt naar voren.',
  'back-post-double':
    'Een stokje om het lijf van de steek eronder, van achter naar voor en terug: de steek wijkt naar achter.',
  sc2tog: 'Haal in twee steken een lus op en haal de draad door alle drie de lussen: een steek minder.',
  dc2tog: 'Haak twee onafgemaakte stokjes en haal de draad door alle lussen: een steek minder.',
  dc3tog: 'Haak drie onafgemaakte stokjes en haal de draad door alle lussen.',
  'sc-increase': 'Haak twee vasten in dezelfde steek: een steek meer.',
  'dc-increase': 'Haak twee stokjes in dezelfde steek: een steek meer.',
  sc3tog: 'Haal in drie steken een lus op en haal de draad door alle vier de lussen: twee steken minder.',
  'sc-increase-3': 'Haak drie vasten in dezelfde steek: twee steken meer.',
  'dc-increase-3': 'Haak drie stokjes in dezelfde steek: twee steken meer.',
  'dc-cluster-3':
    'Haak drie onafgemaakte stokjes in dezelfde steek en haal de draad door alle lussen: één steek, bol van vorm.',
  'v-stitch': 'Haak in dezelfde steek 1 stokje, 1 losse en nog 1 stokje.',
  'crossed-double':
    'Sla een steek over, haak een stokje, en haak dan een stokje in de overgeslagen steek, voor het eerste langs.',
  shell: 'Haak 5 stokjes in dezelfde steek.',
  popcorn: 'Haak 5 stokjes in één steek, haal de lus uit, steek in het eerste stokje en haal de lus erdoor.',
  puff: 'Sla om, steek in en haal een lange lus op, een paar keer in dezelfde steek; haal dan door alle lussen.',
  picot: 'Haak 3 losse en een halve vaste in de eerste ervan: een klein boogje.',
  'magic-ring': 'Leg een lus om je vingers en haak de eerste toer in de lus; trek de ring daarna dicht.',
  'turning-chain':
    'Losse(n) aan het begin van een toer om op hoogte te komen; bij stokjes tellen ze meestal als eerste steek.',
  'back-loop': 'Steek alleen in de achterste lus van de steek: er blijft een ribbel over aan de voorkant.',
  'front-loop': 'Steek alleen in de voorste lus van de steek.',
  'filet-open': 'Filethaken: 1 stokje, 2 losse en 1 steek overslaan.',
  'filet-closed': 'Filethaken: 3 stokjes naast elkaar.',
  'tunisian-simple': 'Tunisch haken: steek achter de verticale draad van de steek en haal een lus op.',
  'tunisian-knit':
    'Tunisch haken: steek tussen de twee verticale draden door naar achter en haal een lus op.',
  'tunisian-purl':
    'Tunisch haken: de draad voor het werk, steek achter de verticale draad en haal een lus op.',
  cross: 'Twee schuine steken over één vakje van de stof, de bovenste steeds in dezelfde richting.',
  'half-stitch': 'Alleen de eerste schuine steek van een kruissteek, over het hele vakje.',
  'quarter-stitch':
    'Een schuine steek van een hoek naar het midden van het vakje; samen met een halve steek een driekwartsteek.',
  backstitch:
    'Backstitch: rechte steken langs de lijnen van het raster voor omtrekken en tekst, elke steek terug in het gat van de vorige.',
  'french-knot':
    'Wikkel de draad een of twee keer om de naald en steek vlak naast de uitsteekplek terug: een knoopje.',
};

/** The stitches with their descriptions (every stitch of the reference has one; tested). */
export function describeStitches(entries: readonly StitchEntry[]): ReferenceStitch[] {
  return entries.map((entry) => ({
    ...entry,
    description: stitchDescriptions[entry.symbolIds[0]] ?? cableDescription(entry.symbolIds[0]) ?? '',
  }));
}
