/**
 * Brand palettes (DMC threads, Hama, Perler and Artkal beads, Diamond Dotz drills) from the CSV files in
 * `data/palettes/`: a parser into `{brand, code, name, rgb}` lists, for picture import now and for the
 * catalogue import later. Pure: the caller reads the file (`loadBrandPalette` in `node.ts` does in Node;
 * a bundler can import the CSV as text).
 */

/** The brands with a palette file. */
export const BRAND_IDS = ['dmc', 'hama', 'perler', 'artkal', 'diamonddotz'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

/** One colour of a brand. */
export interface BrandColor {
  readonly brand: BrandId;
  /** The brand's own code, e.g. DMC `310` or `B5200`, Hama `H01`. */
  readonly code: string;
  readonly name: string;
  /** 8-bit sRGB. */
  readonly rgb: readonly [number, number, number];
}

/** Where each brand's colours are, and how its file is laid out. */
export interface BrandPaletteFile {
  readonly file: string;
  /** Whether the first line names the columns. */
  readonly header: boolean;
  /** The columns of the code, the name and red (green and blue follow red). */
  readonly columns: { readonly code: number; readonly name: number; readonly red: number };
}

const beadColumns = { code: 0, name: 1, red: 3 } as const;

/** The file of each brand in `data/palettes/`. */
export const brandPaletteFiles: Readonly<Record<BrandId, BrandPaletteFile>> = {
  dmc: { file: 'dmc-floss.csv', header: true, columns: { code: 0, name: 1, red: 2 } },
  hama: { file: 'beads-hama.csv', header: false, columns: beadColumns },
  perler: { file: 'beads-perler.csv', header: false, columns: beadColumns },
  artkal: { file: 'beads-artkal_s.csv', header: false, columns: beadColumns },
  diamonddotz: { file: 'beads-diamondDotz.csv', header: false, columns: beadColumns },
};

/** A palette file that cannot be read as colours; the message names the line. */
export class PaletteParseError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`Palette line ${line}: ${reason}`);
    this.name = 'PaletteParseError';
  }
}

/** Whether `value` names a brand with a palette. */
export function isBrandId(value: string): value is BrandId {
  return (BRAND_IDS as readonly string[]).includes(value);
}

/**
 * Parses a brand's CSV (comma-separated, optional double quotes, LF or CRLF line ends; blank lines skipped)
 * into its colours, in file order.
 *
 * @throws PaletteParseError for a line without the columns, an RGB value that is not a whole number from
 *   0 to 255, an empty code, or a code that repeats
 */
export function parseBrandPalette(brand: BrandId, csv: string): BrandColor[] {
  const { header, columns } = brandPaletteFiles[brand];
  const colors: BrandColor[] = [];
  const seen = new Set<string>();
  const lines = csv.split(/\r?\n/);
  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    if ((header && index === 0) || line.trim() === '') return;
    const fields = splitCsvLine(line, lineNumber);
    if (fields.length < columns.red + 3) {
      throw new PaletteParseError(lineNumber, `expected at least ${columns.red + 3} columns`);
    }
    const code = fields[columns.code]!.trim();
    if (code === '') throw new PaletteParseError(lineNumber, 'empty code');
    if (seen.has(code)) throw new PaletteParseError(lineNumber, `code ${code} repeats`);
    seen.add(code);
    const channel = (offset: number): number => {
      const text = fields[columns.red + offset]!.trim();
      const value = Number(text);
      if (!/^\d{1,3}$/.test(text) || value > 255) {
        throw new PaletteParseError(lineNumber, `RGB value ${JSON.stringify(text)} is not 0..255`);
      }
      return value;
    };
    colors.push({
      brand,
      code,
      name: fields[columns.name]!.trim(),
      rgb: [channel(0), channel(1), channel(2)],
    });
  });
  return colors;
}

/** The colours as RGB triplets, the brand palette the engine's quantiser takes. */
export function brandPaletteRgb(colors: readonly BrandColor[]): Uint8Array<ArrayBuffer> {
  const rgb = new Uint8Array(colors.length * 3);
  colors.forEach((color, index) => rgb.set(color.rgb, index * 3));
  return rgb;
}

/** Splits one CSV line; a field in double quotes may hold commas and `""` for a quote. */
function splitCsvLine(line: string, lineNumber: number): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index]!;
    if (quoted) {
      if (character === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') {
        quoted = false;
      } else {
        field += character;
      }
    } else if (character === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (character === ',') {
      fields.push(field);
      field = '';
    } else {
      field += character;
    }
  }
  if (quoted) throw new PaletteParseError(lineNumber, 'unclosed quote');
  fields.push(field);
  return fields;
}
