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
  k2tog: stitch('2 recht samen', '2 r samen'),
  ssk: stitch('overhaling', 'ovh'),
  k3tog: stitch('3 recht samen', '3 r samen'),
  sk2p: stitch('dubbele overhaling', 'dubb ovh'),
  cdd: stitch('centrale dubbele mindering', 'cdm'),
  m1l: stitch('meerderen links', 'meerd l'),
  m1r: stitch('meerderen rechts', 'meerd r'),
  slip: stitch('afhalen', 'afh'),
  bobble: stitch('noppe', 'noppe'),
  'knit-tbl': stitch('recht gedraaid', 'r gedr'),
  kfb: stitch('recht voor en achter', 'r v+a'),
  'cable-1-1-right': stitch('kabel 1/1 rechts', 'kab 1/1 r'),
  'cable-1-1-left': stitch('kabel 1/1 links', 'kab 1/1 l'),
  'cable-2-2-right': stitch('kabel 2/2 rechts', 'kab 2/2 r'),
  'cable-2-2-left': stitch('kabel 2/2 links', 'kab 2/2 l'),
  'cable-4-4-right': stitch('kabel 4/4 rechts', 'kab 4/4 r'),
  'cable-4-4-left': stitch('kabel 4/4 links', 'kab 4/4 l'),
  'brioche-knit': stitch('brioche recht', 'brr'),
  'brioche-purl': stitch('brioche averecht', 'brav'),
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
  'filet-open': stitch('open vakje', 'open'),
  'filet-closed': stitch('dicht vakje', 'dicht'),
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
