/**
 * The stitch reference: the Dutch name and abbreviation of each built-in stitch symbol, as Dutch patterns write
 * them ("omslag" / "omsl", "2 recht samen" / "2 r samen"). Symbol charts name their stitches with these (the
 * written text, the PDF key, the tracker's key and the palette) wherever a style has no name of its own, so a
 * lace chart never reads as colours. Symbols that are no stitch (shapes, cross stitch) are not listed.
 */

/** A stitch's Dutch name and the abbreviation a pattern's rows use. */
export interface StitchName {
  readonly name: string;
  readonly abbreviation: string;
}

const stitch = (name: string, abbreviation: string): StitchName => ({ name, abbreviation });

const stitchNames: Readonly<Record<string, StitchName>> = {
  // Knitting
  knit: stitch('recht', 'r'),
  purl: stitch('averecht', 'av'),
  'purl-bar': stitch('averecht', 'av'),
  'yarn-over': stitch('omslag', 'omsl'),
  k2tog: stitch('2 recht samen breien', '2 r samen'),
  ssk: stitch('overhaling: 1 afhalen, 1 recht, afgehaalde steek overhalen', 'ovh'),
  k3tog: stitch('3 recht samen breien', '3 r samen'),
  sk2p: stitch('dubbele overhaling: 1 afhalen, 2 recht samen, afgehaalde steek overhalen', 'dubb ovh'),
  cdd: stitch('centrale dubbele mindering: 2 samen afhalen, 1 recht, afgehaalde steken overhalen', 'cdm'),
  m1l: stitch('1 meerderen, naar links hellend', 'meerd l'),
  m1r: stitch('1 meerderen, naar rechts hellend', 'meerd r'),
  slip: stitch('afhalen', 'afh'),
  bobble: stitch('noppe', 'noppe'),
  'knit-tbl': stitch('recht gedraaid (door de achterste lus)', 'r gedr'),
  kfb: stitch('recht in de voorste en de achterste lus', 'r v+a'),
  'cable-1-1-right': stitch('kabel 1/1 rechts: 1 steek achter het werk', 'kab 1/1 r'),
  'cable-1-1-left': stitch('kabel 1/1 links: 1 steek voor het werk', 'kab 1/1 l'),
  'cable-2-2-right': stitch('kabel 2/2 rechts: 2 steken op de hulpnaald achter het werk', 'kab 2/2 r'),
  'cable-2-2-left': stitch('kabel 2/2 links: 2 steken op de hulpnaald voor het werk', 'kab 2/2 l'),
  'cable-4-4-right': stitch('kabel 4/4 rechts: 4 steken op de hulpnaald achter het werk', 'kab 4/4 r'),
  'cable-4-4-left': stitch('kabel 4/4 links: 4 steken op de hulpnaald voor het werk', 'kab 4/4 l'),
  'brioche-knit': stitch('brioche recht: de steek met zijn omslag recht samen breien', 'brr'),
  'brioche-purl': stitch('brioche averecht: de steek met zijn omslag averecht samen breien', 'brav'),
  'slip-yarn-over': stitch('afhalen met omslag', 'afh+omsl'),
  // Crochet
  chain: stitch('losse', 'l'),
  'slip-stitch': stitch('halve vaste', 'hv'),
  'single-crochet': stitch('vaste', 'v'),
  'half-double-crochet': stitch('half stokje', 'hstk'),
  'double-crochet': stitch('stokje', 'stk'),
  'treble-crochet': stitch('dubbel stokje', 'dstk'),
  'magic-ring': stitch('magische ring', 'mr'),
  picot: stitch('picot', 'picot'),
  shell: stitch('schelp', 'schelp'),
  popcorn: stitch('popcorn', 'popcorn'),
  puff: stitch('puff', 'puff'),
  'front-post-double': stitch('reliëfstokje voor', 'rstv'),
  'filet-open': stitch('open vakje: 1 stokje, 2 lossen', 'open'),
  'filet-closed': stitch('dicht vakje: 3 stokjes', 'dicht'),
  'tunisian-simple': stitch('Tunische enkele steek', 'tes'),
  'tunisian-knit': stitch('Tunische breisteek', 'tbs'),
  'tunisian-purl': stitch('Tunische averechte steek', 'tas'),
  // No stitch: a cell outside the knitted or crocheted piece.
  'no-stitch': stitch('geen steek', ''),
};

/** The stitch a symbol stands for, or undefined when the symbol is no stitch of the reference. */
export function stitchOfSymbol(symbolId: string): StitchName | undefined {
  return Object.prototype.hasOwnProperty.call(stitchNames, symbolId) ? stitchNames[symbolId] : undefined;
}

/** Whether a symbol means "no stitch": a cell that is skipped in the written text and the counts. */
export function isNoStitchSymbol(symbolId: string): boolean {
  return symbolId === 'no-stitch' || symbolId === 'background';
}
