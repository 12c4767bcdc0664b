/**
 * The convert command without Node: reads one chart file, writes it in the format the output's extension names, and
 * reports one JSON line (what was read, what was written, the milliseconds). Its input and output go through `io`,
 * so tests run it in memory; `convert.ts` gives it the file system.
 */
import { isChartFileError } from '../chart/chartFileError';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { summariseChart } from '../chart/chartSummary';
import { isImportFormat, readChartFile } from '../chart/readChartFile';
import { formatOfFileName } from '../fileFormat';
import type { KnownProducts } from '../oxs/oxsPalette';
import { readPatternPdf, type PatternPdfReport } from '../patternPdf/readPatternPdf';
import { chartWriterForFileName, chartWriters } from '../writers/chartWriters';
import { ConvertArgsError, parseConvertArgs } from './convertArgs';

export interface ConvertIo {
  readFile(path: string): Promise<Uint8Array>;
  writeFile(path: string, bytes: Uint8Array): Promise<void>;
  /** One line to standard output or error (without its newline). */
  out(line: string): void;
  error(line: string): void;
  now(): number;
  /** The brand tables, to link OXS thread numbers only to real products. */
  knownProducts?(): Promise<KnownProducts>;
}

/** ".png, .pdf, .oxs, .json en .txt": every extension of the writer table, in its order. */
function writableExtensions(): string {
  const extensions = [...new Set(chartWriters.map((row) => `.${row.extension}`))];
  return extensions.length > 1
    ? `${extensions.slice(0, -1).join(', ')} en ${extensions.at(-1)}`
    : (extensions[0] ?? '');
}

function baseName(path: string): string {
  return (path.split(/[\\/]/).pop() ?? path).replace(/\.[A-Za-z0-9]{1,5}$/, '');
}

/** Runs the command; returns the exit status (0, or 1 with one line on `io.error`). */
export async function runConvert(argv: readonly string[], io: ConvertIo): Promise<number> {
  const started = io.now();
  try {
    const args = parseConvertArgs(argv);
    const inFormat = formatOfFileName(args.input);
    const writer = chartWriterForFileName(args.output, args.view);
    if (!isImportFormat(inFormat) && inFormat !== 'pdf') {
      throw new ConvertArgsError(`${args.input}: lezen kan uit .oxs, .json, .png en .pdf (een telpatroon)`);
    }
    if (!writer) throw new ConvertArgsError(`${args.output}: schrijven kan naar ${writableExtensions()}`);
    if (args.pdf.written && !writer.reads.includes('pdf'))
      throw new ConvertArgsError('--written hoort bij een .pdf');
    let bytes: Uint8Array;
    try {
      bytes = await io.readFile(args.input);
    } catch {
      throw new ConvertArgsError(`${args.input} kan niet gelezen worden (bestaat het?)`);
    }
    const knownProducts = inFormat === 'oxs' || inFormat === 'pdf' ? await io.knownProducts?.() : undefined;
    const readOptions = { title: baseName(args.input), ...(knownProducts ? { knownProducts } : {}) };
    // A pattern PDF is read by pdf.js (asynchronous); it also says what it found and what it missed.
    let pattern: PatternPdfReport | undefined;
    let chart;
    if (inFormat === 'pdf') {
      const read = await readPatternPdf(bytes, readOptions);
      pattern = read.report;
      chart = read;
    } else chart = readChartFile(inFormat, bytes, readOptions);
    const written = await writer.write(chartSnapshotOf(chart.state, chart.progress), {
      pdf: args.pdf,
      view: { size: args.size, legend: args.legend },
    });
    try {
      await io.writeFile(args.output, written.bytes);
    } catch {
      throw new ConvertArgsError(`${args.output} kan niet geschreven worden`);
    }
    const summary = summariseChart(chart.state);
    io.out(
      JSON.stringify({
        read: {
          file: args.input,
          format: inFormat,
          ...summary,
          progress: chart.progress?.doneCount ?? 0,
          skipped: chart.skipped,
          ...(pattern ? { pattern } : {}),
        },
        written: {
          file: args.output,
          format: writer.extension,
          pages: written.pages ?? null,
          bytes: written.bytes.length,
        },
        ms: Math.round(io.now() - started),
      }),
    );
    return 0;
  } catch (error) {
    if (error instanceof ConvertArgsError) io.error(`convert: ${error.message}`);
    else if (isChartFileError(error)) io.error(`convert: ${error.message}`);
    else io.error(`convert: onverwachte fout: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
