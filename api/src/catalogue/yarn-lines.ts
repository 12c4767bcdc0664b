/**
 * The yarn lines of the catalogue (issue 28): one CSV per line in `api/data/yarns/`, its band facts and source in
 * `# key: value` header lines, then `code,name,hex` rows. Parsed strictly: a file that does not parse stops the
 * import with its name and line, so a typo never reaches the catalogue half-written.
 */
import { readdir, readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { brandIdSchema, normalizeHexColor, yarnFactsSchema, type YarnFacts } from '@steekwerk/model';

/** One yarn line as its file describes it. */
export interface YarnLine {
  readonly file: string;
  readonly brandId: string;
  readonly name: string;
  readonly facts: YarnFacts;
  readonly colors: ReadonlyArray<{ code: string; name: string; color: string }>;
}

/** Where the yarn files are: `api/data/yarns/` (from `src/catalogue/` and from `dist/catalogue/` alike). */
export const yarnDataPath = path.join(__dirname, '..', '..', 'data', 'yarns');

/** A yarn file that does not parse. */
export class YarnFileError extends Error {}

/**
 * Parses one yarn file.
 *
 * @throws YarnFileError naming the file and line of the first mistake
 */
export function parseYarnLine(file: string, text: string): YarnLine {
  const meta = new Map<string, string>();
  const colors: Array<{ code: string; name: string; color: string }> = [];
  const codes = new Set<string>();
  let header = false;
  const fail = (line: number, why: string): never => {
    throw new YarnFileError(`${file} regel ${line}: ${why}`);
  };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const number = index + 1;
    if (line === '') return;
    if (line.startsWith('#')) {
      const match = /^#\s*([A-Za-z]+):\s*(.+)$/.exec(line);
      if (match && !header) meta.set(match[1]!, match[2]!.trim());
      return;
    }
    if (!header) {
      if (line !== 'code,name,hex') fail(number, 'de kopregel moet "code,name,hex" zijn');
      header = true;
      return;
    }
    const cells = line.split(',');
    if (cells.length !== 3) fail(number, 'drie velden verwacht: code, naam en hex');
    const [code, name, hex] = cells.map((cell) => cell.trim()) as [string, string, string];
    if (!/^[A-Za-z0-9 -]{1,40}$/.test(code)) fail(number, `ongeldige code "${code}"`);
    if (codes.has(code.toLowerCase())) fail(number, `code "${code}" staat er twee keer in`);
    if (name === '' || name.length > 200) fail(number, 'een naam ontbreekt');
    let color = '';
    try {
      color = normalizeHexColor(hex);
    } catch {
      fail(number, `ongeldige kleur "${hex}"`);
    }
    codes.add(code.toLowerCase());
    colors.push({ code, name, color });
  });
  const brandId = brandIdSchema.safeParse(meta.get('brandId'));
  if (!brandId.success) fail(1, 'brandId ontbreekt of is ongeldig');
  if (!meta.get('name')) fail(1, 'name ontbreekt');
  if (!meta.get('source')) fail(1, 'source ontbreekt');
  const facts = yarnFactsSchema.safeParse({
    weightClass: meta.get('weightClass'),
    ballGrams: Number(meta.get('ballGrams')),
    lengthM: Number(meta.get('lengthM')),
    needleSize: meta.get('needleSize'),
    hookSize: meta.get('hookSize'),
    fibre: meta.get('fibre'),
  });
  if (!facts.success) fail(1, 'de gegevens van de bol (gewicht, lengte, naald, haak, vezel) zijn onvolledig');
  if (colors.length === 0) fail(1, 'geen kleuren');
  return { file, brandId: brandId.data!, name: meta.get('name')!, facts: facts.data!, colors };
}

/** The yarn files' names and texts, in name order. */
export async function readYarnFiles(dir = yarnDataPath): Promise<Array<{ file: string; text: string }>> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.csv')).sort();
  return Promise.all(
    files.map(async (file) => ({ file, text: await readFile(path.join(dir, file), 'utf8') })),
  );
}
