/** The crochet stitches of the reference (formats-and-following.md §4.1 for the Dutch terms, §6.2 for symbols). */
import { stitchOf, type ReferenceStitch } from './referenceStitch';

const hook = stitchOf('crochet');

export const crochetStitches: readonly ReferenceStitch[] = [
  hook('chain', 'losse', 'l', 'Sla de draad om de haaknaald en haal hem door de lus op de naald.'),
  hook(
    'slip-stitch',
    'halve vaste',
    'hv',
    'Steek in, sla om en haal de draad in één keer door de steek en de lus op de naald.',
  ),
  hook(
    'single-crochet',
    'vaste',
    'v',
    'Steek in, sla om en haal een lus op (2 lussen), sla om en haal door beide lussen.',
  ),
  hook(
    'half-double-crochet',
    'half stokje',
    'hstk',
    'Sla om, steek in en haal een lus op (3 lussen), sla om en haal door alle drie.',
  ),
  hook(
    'double-crochet',
    'stokje',
    'stk',
    'Sla om, steek in en haal een lus op, dan twee keer: omslaan en door 2 lussen halen.',
  ),
  hook(
    'treble-crochet',
    'dubbel stokje',
    'dstk',
    'Sla twee keer om, steek in en haal een lus op, dan drie keer: omslaan en door 2 lussen halen.',
  ),
  hook(
    'double-treble-crochet',
    'driedubbel stokje',
    'ddstk',
    'Sla drie keer om, steek in en haal een lus op, dan vier keer: omslaan en door 2 lussen halen.',
  ),
  hook(
    'front-post-double',
    'reliëfstokje voor',
    'rstv',
    'Een stokje om het lijf van de steek eronder, van voor naar achter en terug: de steek komt naar voren.',
  ),
  hook(
    'back-post-double',
    'reliëfstokje achter',
    'rsta',
    'Een stokje om het lijf van de steek eronder, van achter naar voor en terug: de steek wijkt naar achter.',
  ),
  hook(
    'sc2tog',
    '2 vasten samen',
    '2 v samen',
    'Haal in twee steken een lus op en haal de draad door alle drie de lussen: een steek minder.',
  ),
  hook(
    'dc2tog',
    '2 stokjes samen',
    '2 stk samen',
    'Haak twee onafgemaakte stokjes en haal de draad door alle lussen: een steek minder.',
  ),
  hook(
    'dc3tog',
    '3 stokjes samen (cluster)',
    'cl',
    'Haak drie onafgemaakte stokjes en haal de draad door alle lussen.',
  ),
  hook(
    'sc-increase',
    '2 vasten in 1 steek',
    '2 v in 1',
    'Haak twee vasten in dezelfde steek: een steek meer.',
  ),
  hook(
    'dc-increase',
    '2 stokjes in 1 steek',
    '2 stk in 1',
    'Haak twee stokjes in dezelfde steek: een steek meer.',
  ),
  hook('v-stitch', 'V-steek', 'V-st', 'Haak in dezelfde steek 1 stokje, 1 losse en nog 1 stokje.'),
  hook(
    'crossed-double',
    'gekruiste stokjes',
    'gekr stk',
    'Sla een steek over, haak een stokje, en haak dan een stokje in de overgeslagen steek, voor het eerste langs.',
  ),
  hook('shell', 'schelp', 'schelp', 'Haak 5 stokjes in dezelfde steek.'),
  hook(
    'popcorn',
    'popcorn',
    'popcorn',
    'Haak 5 stokjes in één steek, haal de lus uit, steek in het eerste stokje en haal de lus erdoor.',
  ),
  hook(
    'puff',
    'puff',
    'puff',
    'Sla om, steek in en haal een lange lus op, een paar keer in dezelfde steek; haal dan door alle lussen.',
  ),
  hook('picot', 'picot', 'picot', 'Haak 3 losse en een halve vaste in de eerste ervan: een klein boogje.'),
  hook(
    'magic-ring',
    'magische ring',
    'mr',
    'Leg een lus om je vingers en haak de eerste toer in de lus; trek de ring daarna dicht.',
  ),
  hook(
    'turning-chain',
    'keerlosse',
    'kl',
    'Losse(n) aan het begin van een toer om op hoogte te komen; bij stokjes tellen ze meestal als eerste steek.',
  ),
  hook(
    'back-loop',
    'alleen in de achterste lus',
    'al',
    'Steek alleen in de achterste lus van de steek: er blijft een ribbel over aan de voorkant.',
  ),
  hook('front-loop', 'alleen in de voorste lus', 'vl', 'Steek alleen in de voorste lus van de steek.'),
  hook('filet-open', 'open vakje', 'open', 'Filethaken: 1 stokje, 2 losse en 1 steek overslaan.'),
  hook('filet-closed', 'dicht vakje', 'dicht', 'Filethaken: 3 stokjes naast elkaar.'),
  hook(
    'tunisian-simple',
    'Tunische enkele steek',
    'tes',
    'Tunisch haken: steek achter de verticale draad van de steek en haal een lus op.',
  ),
  hook(
    'tunisian-knit',
    'Tunische breisteek',
    'tbs',
    'Tunisch haken: steek tussen de twee verticale draden door naar achter en haal een lus op.',
  ),
  hook(
    'tunisian-purl',
    'Tunische averechte steek',
    'tas',
    'Tunisch haken: de draad voor het werk, steek achter de verticale draad en haal een lus op.',
  ),
];
