/** The crochet stitches of the reference (formats-and-following.md §4.1 for the Dutch terms, §6.2 for symbols). */
import { stitchOf, type StitchEntry } from './referenceStitch';

const hook = stitchOf('crochet');

export const crochetStitches: readonly StitchEntry[] = [
  hook('chain', 'losse', 'l'),
  hook('slip-stitch', 'halve vaste', 'hv'),
  hook('single-crochet', 'vaste', 'v'),
  hook('half-double-crochet', 'half stokje', 'hstk'),
  hook('double-crochet', 'stokje', 'stk'),
  hook('treble-crochet', 'dubbel stokje', 'dstk'),
  hook('double-treble-crochet', 'driedubbel stokje', 'ddstk'),
  hook('front-post-double', 'reliëfstokje voor', 'rstv'),
  hook('back-post-double', 'reliëfstokje achter', 'rsta'),
  hook('sc2tog', '2 vasten samen', '2 v samen'),
  hook('dc2tog', '2 stokjes samen', '2 stk samen'),
  hook('dc3tog', '3 stokjes samen (cluster)', 'cl'),
  hook('sc-increase', '2 vasten in 1 steek', '2 v in 1'),
  hook('dc-increase', '2 stokjes in 1 steek', '2 stk in 1'),
  hook('v-stitch', 'V-steek', 'V-st'),
  hook('crossed-double', 'gekruiste stokjes', 'gekr stk'),
  hook('shell', 'schelp', 'schelp'),
  hook('popcorn', 'popcorn', 'popcorn'),
  hook('puff', 'puff', 'puff'),
  hook('picot', 'picot', 'picot'),
  hook('magic-ring', 'magische ring', 'mr'),
  hook('turning-chain', 'keerlosse', 'kl'),
  hook('back-loop', 'alleen in de achterste lus', 'al'),
  hook('front-loop', 'alleen in de voorste lus', 'vl'),
  hook('filet-open', 'open vakje', 'open'),
  hook('filet-closed', 'dicht vakje', 'dicht'),
  hook('tunisian-simple', 'Tunische enkele steek', 'tes'),
  hook('tunisian-knit', 'Tunische breisteek', 'tbs'),
  hook('tunisian-purl', 'Tunische averechte steek', 'tas'),
];
