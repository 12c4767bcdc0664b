/**
 * Thread colours by brand and number (DMC, Anchor), for a pattern PDF whose key gives a number and no colour (a
 * black-and-white PDF). The tables are generated from `engine-rs/data/palettes/` into this module, so they load with
 * the pattern PDF import only (its own chunk in the web's engine worker), never with the editor.
 */
import { anchorThreads, dmcThreads } from './threadTables.generated';

/** The brands with a thread table, as a key or a PDF names them. */
export type ThreadBrand = 'DMC' | 'Anchor';

export interface TableThread {
  readonly name: string;
  /** `#rrggbb`. */
  readonly colour: string;
}

let tables: ReadonlyMap<ThreadBrand, ReadonlyMap<string, TableThread>> | undefined;

function parse(lines: string): ReadonlyMap<string, TableThread> {
  const out = new Map<string, TableThread>();
  for (const line of lines.split('\n')) {
    const [code = '', name = '', hex = ''] = line.split('|');
    if (code) out.set(code.toUpperCase(), { name, colour: `#${hex}` });
  }
  return out;
}

function threadTables(): ReadonlyMap<ThreadBrand, ReadonlyMap<string, TableThread>> {
  tables ??= new Map([
    ['DMC', parse(dmcThreads)],
    ['Anchor', parse(anchorThreads)],
  ]);
  return tables;
}

/** The brand a name stands for (`dmc`, `Anchor`, `ANCHOR`), or undefined. */
export function threadBrandOf(name: string): ThreadBrand | undefined {
  const plain = name.trim().toLowerCase();
  if (plain === 'dmc') return 'DMC';
  if (plain === 'anchor') return 'Anchor';
  return undefined;
}

/** A brand's thread by its number (`310`, `b5200`, `403`), or undefined. */
export function tableThread(brand: ThreadBrand, code: string): TableThread | undefined {
  return threadTables().get(brand)?.get(code.trim().toUpperCase());
}

/**
 * The brand a PDF is written for, when its keys give bare numbers: the one table brand its text names ("Color
 * Scheme: Anchor", "Anchor Stranded Cotton"); undefined when it names none or both.
 */
export function brandOfText(words: Iterable<string>): ThreadBrand | undefined {
  const named = new Set<ThreadBrand>();
  for (const word of words) {
    for (const part of word.split(/[^A-Za-z]+/)) {
      const brand = threadBrandOf(part);
      if (brand) named.add(brand);
    }
  }
  return named.size === 1 ? [...named][0] : undefined;
}
