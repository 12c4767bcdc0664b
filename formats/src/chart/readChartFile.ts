/**
 * Reading any chart file Steekwerk imports (OXS, its own JSON, a one-pixel-per-cell PNG) from its bytes, by the
 * format its name gives. Used by the web worker's import and by the convert command.
 */
import { craftTakesKeySymbols, withFilledSymbols, type GridCraft } from '@steekwerk/model';
import type { ChartFileFormat } from '../fileFormat';
import { readSteekwerkJson } from '../json/steekwerkJson';
import type { KnownProducts } from '../oxs/oxsPalette';
import { readOxs } from '../oxs/readOxs';
import { readPixelPng } from '../png/pixelPng';
import { ChartFileError } from './chartFileError';
import type { ImportedChart } from './importedChart';
import { importLimits } from './importLimits';

/** The formats a chart can be read from. */
export const importFormats = ['oxs', 'json', 'png'] as const;
export type ImportFormat = (typeof importFormats)[number];

export function isImportFormat(format: ChartFileFormat | undefined): format is ImportFormat {
  return (importFormats as readonly string[]).includes(format ?? '');
}

export interface ReadChartFileOptions {
  /** The title when the file names none. */
  readonly title?: string;
  readonly knownProducts?: KnownProducts;
  /** The craft of a chart from a PNG (which names none). */
  readonly craft?: GridCraft;
}

function decodeText(bytes: Uint8Array): string {
  if (bytes.length > importLimits.maxTextBytes) {
    throw new ChartFileError(
      `Het bestand is te groot (meer dan ${importLimits.maxTextBytes / 1024 / 1024} MB).`,
    );
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ChartFileError('Het bestand is geen tekst in UTF-8 (beschadigd, of een ander soort bestand).');
  }
}

/**
 * A chart from a file's bytes.
 *
 * @throws ChartFileError with a Dutch message naming what is wrong
 */
export function readChartFile(
  format: ImportFormat,
  bytes: Uint8Array,
  options: ReadChartFileOptions = {},
): ImportedChart {
  if (bytes.length === 0) throw new ChartFileError('Het bestand is leeg.');
  const chart = readChart(format, bytes, options);
  // OXS and PNG carry colours without our symbols: every style gets a key symbol, close colours the most
  // different ones (docs/decisions/symbols.md). Our JSON keeps its symbols; only a colour chart's blanks are filled.
  if (format === 'json' && !craftTakesKeySymbols(chart.state.settings.craft)) return chart;
  const state = withFilledSymbols(chart.state);
  return state === chart.state ? chart : { ...chart, state };
}

function readChart(format: ImportFormat, bytes: Uint8Array, options: ReadChartFileOptions): ImportedChart {
  switch (format) {
    case 'oxs':
      return readOxs(decodeText(bytes), options);
    case 'json':
      return readSteekwerkJson(decodeText(bytes));
    case 'png':
      return readPixelPng(bytes, options);
  }
}
