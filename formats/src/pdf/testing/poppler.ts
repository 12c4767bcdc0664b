/** Reading a PDF with poppler (Debian poppler-utils) in tests. */
import { execFileSync } from 'node:child_process';

/** A poppler command's standard output as text. */
export const runPoppler = (command: string, ...args: string[]) =>
  execFileSync(command, args, { encoding: 'utf8' });

/** One font as `pdffonts` lists it. */
export interface PdfFont {
  readonly name: string;
  /** The font type column, such as `CID TrueType`. */
  readonly type: string;
  /** The emb, sub and uni columns: `yes` or `no`. */
  readonly embedded: string;
  readonly subset: string;
  readonly unicode: string;
}

/** The fonts of a PDF file as `pdffonts` lists them. */
export function pdfFonts(file: string): PdfFont[] {
  return runPoppler('pdffonts', file)
    .split('\n')
    .slice(2)
    .filter((row) => row.trim() !== '')
    .map((row) => {
      const columns = row.split(/\s+/);
      const [embedded = '', subset = '', unicode = ''] = columns.slice(-5, -2);
      // The columns have fixed widths (name 36, type 17); a type has spaces in it.
      return { name: columns[0]!, type: row.slice(37, 54).trim(), embedded, subset, unicode };
    });
}
