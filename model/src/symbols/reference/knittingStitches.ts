/** The knitting stitches of the reference (formats-and-following.md §4.2 for the Dutch terms, §6.1 for symbols). */
import { stitchOf, type StitchEntry } from './referenceStitch';

const knit = stitchOf('knitting');

/** A cable of `front` stitches crossing over `back` stitches. */
const cable = (front: number, back: number, side: 'right' | 'left'): StitchEntry =>
  knit(
    `cable-${front}-${back}-${side}`,
    `kabel ${front}/${back} ${side === 'right' ? 'rechts' : 'links'}`,
    `kab ${front}/${back} ${side === 'right' ? 'r' : 'l'}`,
  );

export const knittingStitches: readonly StitchEntry[] = [
  knit('knit', 'recht', 'r'),
  knit(['purl', 'purl-bar'], 'averecht', 'av'),
  knit('yarn-over', 'omslag', 'omsl'),
  knit('k2tog', '2 recht samen', '2 r samen'),
  knit('ssk', 'overhaling', 'ovh'),
  knit('k3tog', '3 recht samen', '3 r samen'),
  knit('sk2p', 'dubbele overhaling', 'dubb ovh'),
  knit('cdd', 'centrale dubbele mindering', 'cdm'),
  knit('p2tog', '2 averecht samen', '2 av samen'),
  knit('ssp', 'overhaling averecht', 'ovh av'),
  knit('m1l', 'meerderen links', 'meerd l'),
  knit('m1r', 'meerderen rechts', 'meerd r'),
  knit('m1-purl', 'averecht meerderen', 'meerd av'),
  knit('kfb', 'recht voor en achter', 'r v+a'),
  knit('k1-yo-k1', 'recht, omslag, recht in één steek', '(r, omsl, r) in 1'),
  knit('slip', 'afhalen', 'afh'),
  knit('slip-wyif', 'afhalen, draad voor', 'afh dv'),
  knit('knit-tbl', 'recht gedraaid', 'r gedr'),
  knit('purl-tbl', 'averecht gedraaid', 'av gedr'),
  knit('knit-below', 'recht in de steek eronder', 'r onder'),
  knit('bobble', 'noppe', 'noppe'),
  knit('nupp', 'nup', 'nup'),
  knit('bind-off', 'afkanten', 'afk'),
  knit('brioche-knit', 'brioche recht', 'brr'),
  knit('brioche-purl', 'brioche averecht', 'brav'),
  knit('slip-yarn-over', 'afhalen met omslag', 'afh+omsl'),
  cable(1, 1, 'right'),
  cable(1, 1, 'left'),
  cable(1, 2, 'right'),
  cable(1, 2, 'left'),
  cable(2, 1, 'right'),
  cable(2, 1, 'left'),
  cable(2, 2, 'right'),
  cable(2, 2, 'left'),
  cable(3, 3, 'right'),
  cable(3, 3, 'left'),
  cable(4, 4, 'right'),
  cable(4, 4, 'left'),
  knit('no-stitch', 'geen steek', ''),
];
