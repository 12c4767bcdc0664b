/**
 * The convert command's arguments: `--in FILE --out FILE [--paper a4|a3|letter|legal] [--orientation
 * portrait|landscape] [--overlap N] [--fabric 14] [--mode colour|bw] [--written] [--view --size PX] [--legend]`. Each value is
 * checked; a wrong one gives one Dutch line naming it.
 */
import {
  defaultPdfOptions,
  orientations,
  paperSizes,
  pdfColourModes,
  type PdfOptions,
} from '../pdf/pdfOptions';

export interface ConvertArgs {
  readonly input: string;
  readonly output: string;
  readonly pdf: PdfOptions;
  /** `--view`: the `.png` is the chart as seen (else one pixel per cell). */
  readonly view: boolean;
  /** `--size`: the width of the as-seen PNG in pixels. */
  readonly size: number;
  /** `--legend`: the as-seen PNG has the legend below the chart. */
  readonly legend: boolean;
}

export const usage =
  'gebruik: npm run --silent convert -- --in BESTAND --out BESTAND [--paper a4|a3|letter|legal] ' +
  '[--orientation portrait|landscape] [--overlap N] [--fabric 14] [--mode colour|bw] [--written] ' +
  '[--view --size PX] [--legend]';

/** A wrong argument. */
export class ConvertArgsError extends Error {}

const valueFlags = [
  '--in',
  '--out',
  '--paper',
  '--orientation',
  '--overlap',
  '--fabric',
  '--mode',
  '--size',
] as const;
const switchFlags = ['--view', '--legend', '--written'] as const;

function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  const found = allowed.find((candidate) => candidate === value.toLowerCase());
  if (!found) throw new ConvertArgsError(`${flag} moet ${allowed.join(', ')} zijn, niet "${value}"`);
  return found;
}

function wholeNumber(flag: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    throw new ConvertArgsError(`${flag} moet een heel getal van ${min} tot ${max} zijn, niet "${value}"`);
  }
  return number;
}

/**
 * Reads the arguments.
 *
 * @throws ConvertArgsError naming the wrong or missing argument
 */
export function parseConvertArgs(argv: readonly string[]): ConvertArgs {
  const values = new Map<string, string>();
  const switches = new Set<string>();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    const [flag, inline] =
      argument.startsWith('--') && argument.includes('=') ? argument.split(/=(.*)/s) : [argument];
    if ((switchFlags as readonly string[]).includes(flag!)) {
      switches.add(flag!);
    } else if ((valueFlags as readonly string[]).includes(flag!)) {
      const value = inline ?? argv[(index += 1)];
      if (value === undefined || value.startsWith('--'))
        throw new ConvertArgsError(`${flag} heeft een waarde nodig`);
      if (values.has(flag!)) throw new ConvertArgsError(`${flag} staat er twee keer`);
      values.set(flag!, value);
    } else {
      throw new ConvertArgsError(`onbekend argument "${argument}"`);
    }
  }
  const input = values.get('--in');
  const output = values.get('--out');
  if (!input || !output) throw new ConvertArgsError(`--in en --out zijn nodig; ${usage}`);
  const pick = (flag: string) => values.get(flag);
  const pdf: PdfOptions = {
    ...defaultPdfOptions,
    ...(pick('--paper') ? { paper: oneOf('--paper', pick('--paper')!, paperSizes) } : {}),
    ...(pick('--orientation')
      ? { orientation: oneOf('--orientation', pick('--orientation')!, orientations) }
      : {}),
    ...(pick('--overlap') ? { overlap: wholeNumber('--overlap', pick('--overlap')!, 0, 20) } : {}),
    ...(pick('--fabric') ? { fabricCount: wholeNumber('--fabric', pick('--fabric')!, 6, 40) } : {}),
    ...(pick('--mode') ? { mode: oneOf('--mode', pick('--mode')!, pdfColourModes) } : {}),
    // `--written`: the written instructions as pages of their own after the chart pages (issue 17).
    ...(switches.has('--written') ? { written: true } : {}),
  };
  const view = switches.has('--view');
  if (pick('--size') && !view) throw new ConvertArgsError('--size hoort bij --view');
  const size = pick('--size') ? wholeNumber('--size', pick('--size')!, 64, 20_000) : 2000;
  return { input, output, pdf, view, size, legend: switches.has('--legend') };
}
