/** The knitting stitches of the reference (formats-and-following.md §4.2 for the Dutch terms, §6.1 for symbols). */
import { stitchOf, type ReferenceStitch } from './referenceStitch';

const knit = stitchOf('knitting');

/** A cable: the stitches held on the cable needle are the back band for a right cable, the front band for a left one. */
const cable = (front: number, back: number, side: 'right' | 'left'): ReferenceStitch => {
  const [held, first] = side === 'right' ? [back, front] : [front, back];
  const stitches = (count: number) => (count === 1 ? '1 steek' : `${count} steken`);
  return knit(
    `cable-${front}-${back}-${side}`,
    `kabel ${front}/${back} ${side === 'right' ? 'rechts' : 'links'}`,
    `kab ${front}/${back} ${side === 'right' ? 'r' : 'l'}`,
    `Zet ${stitches(held)} op een hulpnaald ${side === 'right' ? 'achter' : 'voor'} het werk, brei ${stitches(first)} recht en brei dan de hulpnaald recht af. Over ${front + back} steken, naar ${side === 'right' ? 'rechts' : 'links'} gekruist.`,
  );
};

export const knittingStitches: readonly ReferenceStitch[] = [
  knit(
    'knit',
    'recht',
    'r',
    'Steek de naald van voor naar achter in de steek, sla de draad om en haal hem door. Aan de goede kant een gladde V.',
  ),
  knit(
    ['purl', 'purl-bar'],
    'averecht',
    'av',
    'Met de draad voor het werk: steek van achter naar voor in de steek, sla om en haal door. Aan de goede kant een knobbel.',
  ),
  knit(
    'yarn-over',
    'omslag',
    'omsl',
    'Sla de draad om de rechternaald zonder een steek te breien: een extra steek en een gaatje.',
  ),
  knit(
    'k2tog',
    '2 recht samen',
    '2 r samen',
    'Brei twee steken samen recht: een mindering die naar rechts helt.',
  ),
  knit(
    'ssk',
    'overhaling',
    'ovh',
    'Haal 1 steek af, brei 1 recht en haal de afgehaalde steek erover: een mindering die naar links helt.',
  ),
  knit(
    'k3tog',
    '3 recht samen',
    '3 r samen',
    'Brei drie steken samen recht: twee steken minder, naar rechts hellend.',
  ),
  knit(
    'sk2p',
    'dubbele overhaling',
    'dubb ovh',
    'Haal 1 steek af, brei 2 samen recht en haal de afgehaalde steek erover: twee steken minder, naar links hellend.',
  ),
  knit(
    'cdd',
    'centrale dubbele mindering',
    'cdm',
    'Haal 2 steken samen af alsof je ze samen breit, brei 1 recht en haal de 2 steken erover: de middelste steek ligt bovenop.',
  ),
  knit(
    'p2tog',
    '2 averecht samen',
    '2 av samen',
    'Brei twee steken samen averecht: een mindering aan de averechte kant.',
  ),
  knit(
    'ssp',
    'overhaling averecht',
    'ovh av',
    'Haal twee steken één voor één af, zet ze terug en brei ze gedraaid samen averecht.',
  ),
  knit(
    'm1l',
    'meerderen links',
    'meerd l',
    'Neem de dwarsdraad van voor naar achter op en brei hem gedraaid recht: een steek erbij, naar links hellend.',
  ),
  knit(
    'm1r',
    'meerderen rechts',
    'meerd r',
    'Neem de dwarsdraad van achter naar voor op en brei hem recht: een steek erbij, naar rechts hellend.',
  ),
  knit(
    'm1-purl',
    'averecht meerderen',
    'meerd av',
    'Neem de dwarsdraad op en brei hem averecht: een steek erbij aan de averechte kant.',
  ),
  knit(
    'kfb',
    'recht voor en achter',
    'r v+a',
    'Brei dezelfde steek recht in de voorste en daarna in de achterste lus: een steek erbij.',
  ),
  knit(
    'k1-yo-k1',
    'recht, omslag, recht in één steek',
    '(r, omsl, r) in 1',
    'Brei in dezelfde steek recht, sla om en brei nog eens recht: twee steken erbij.',
  ),
  knit(
    'slip',
    'afhalen',
    'afh',
    'Haal de steek ongebreid over naar de rechternaald, de draad achter het werk.',
  ),
  knit(
    'slip-wyif',
    'afhalen, draad voor',
    'afh dv',
    'Haal de steek ongebreid over met de draad voor het werk.',
  ),
  knit(
    'knit-tbl',
    'recht gedraaid',
    'r gedr',
    'Brei recht in de achterste lus: de steek draait en ligt strak.',
  ),
  knit('purl-tbl', 'averecht gedraaid', 'av gedr', 'Brei averecht in de achterste lus.'),
  knit(
    'knit-below',
    'recht in de steek eronder',
    'r onder',
    'Brei recht in de steek een naald lager; de steek erboven valt los.',
  ),
  knit(
    'bobble',
    'noppe',
    'noppe',
    'Brei meerdere steken in één steek, keer een paar naalden heen en weer en minder ze weer tot één.',
  ),
  knit(
    'nupp',
    'nup',
    'nup',
    'Brei losjes 5 of 7 steken in één steek (recht en omslag om en om) en brei ze de volgende naald samen.',
  ),
  knit(
    'bind-off',
    'afkanten',
    'afk',
    'Brei 2 steken en haal de eerste over de tweede; herhaal. De steek is af.',
  ),
  knit(
    'brioche-knit',
    'brioche recht',
    'brr',
    'Brei de steek samen met zijn omslag recht (Engelse patentsteek).',
  ),
  knit('brioche-purl', 'brioche averecht', 'brav', 'Brei de steek samen met zijn omslag averecht.'),
  knit(
    'slip-yarn-over',
    'afhalen met omslag',
    'afh+omsl',
    'Haal de steek af met de draad voor en leg de draad over de naald: een steek met omslag voor brioche.',
  ),
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
  knit(
    'no-stitch',
    'geen steek',
    '',
    'Een vakje buiten het breiwerk (bij minderingen of vormen): sla het over.',
  ),
];
