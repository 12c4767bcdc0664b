/**
 * Steekwerk's own chart file (`.json`): the whole chart state as the server keeps it, with a format name and
 * version, and the tracker progress when there is any. Written and read losslessly (for backups kept by the user and
 * moving charts between accounts); on reading, every part is checked with the model's schemas and the cells,
 * lines, part stitches, knots and beads against the grid and the palette. A file written before knots and beads
 * existed has no `grid.ornaments`: it reads as none.
 */
import { chartStateSchema, type ChartState } from '@steekwerk/model';
import type { z } from 'zod';
import { decodeRowsPlain } from '@steekwerk/engine/plain';
import { ChartFileError } from '../chart/chartFileError';
import type { ChartProgress, ImportedChart } from '../chart/importedChart';
import { chartProgressOf, chartStateOf, type ChartSnapshot } from '../chart/chartSnapshot';
import { importLimits } from '../chart/importLimits';
import { checkFreeform } from './freeformChecks';

/** The `format` field of a Steekwerk chart file. */
export const steekwerkFileFormat = 'steekwerk-chart';
/** The version this code writes; it reads this version and older. */
export const steekwerkFileVersion = 1;

interface SteekwerkFile {
  readonly format: typeof steekwerkFileFormat;
  readonly version: number;
  readonly chart: ChartState;
  readonly progress?: { readonly done: string };
}

/** The file's text: pretty enough to read, compact enough for big charts (the rows stay one string). */
export function writeSteekwerkJson(snapshot: ChartSnapshot): string {
  const progress = chartProgressOf(snapshot);
  const file: SteekwerkFile = {
    format: steekwerkFileFormat,
    version: steekwerkFileVersion,
    chart: chartStateOf(snapshot),
    ...(progress ? { progress: { done: progress.done } } : {}),
  };
  return `${JSON.stringify(file, null, 1)}\n`;
}

function invalid(what: string): never {
  throw new ChartFileError(`Het Steekwerk-bestand klopt niet: ${what}.`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkGrid(state: ChartState): Uint8Array {
  const { columnCount, rowCount } = state.grid.settings.size;
  const max = importLimits.maxGridSide;
  if (columnCount > max || rowCount > max) {
    throw new ChartFileError(
      `De kaart is te groot: ${columnCount} × ${rowCount} steken. Steekwerk opent kaarten tot ${max} × ${max}.`,
    );
  }
  let cells: Uint8Array;
  try {
    cells = decodeRowsPlain(state.grid.rows, columnCount, rowCount);
  } catch {
    invalid(`de cellen (grid.rows) passen niet bij ${columnCount} × ${rowCount} steken`);
  }
  const known = new Uint8Array(256);
  for (const style of state.palette.styles) known[style.styleId] = 1;
  for (const [index, layerCells] of [cells, ...checkLayers(state)].entries()) {
    const used = new Uint8Array(256);
    for (let cell = 0; cell < layerCells.length; cell += 1) used[layerCells[cell]!] = 1;
    const where = index === 0 ? 'de cellen' : `laag ${index + 1}`;
    for (let styleId = 1; styleId < 256; styleId += 1) {
      if (used[styleId] && !known[styleId])
        invalid(
          `${where} ${index === 0 ? 'gebruiken' : 'gebruikt'} stijl ${styleId}, die niet in het palet staat`,
        );
    }
  }
  state.grid.customLines.forEach((line, index) => {
    if (!known[line.styleId])
      invalid(`lijn ${index + 1} gebruikt stijl ${line.styleId}, die niet in het palet staat`);
    if (Math.max(line.x1, line.x2) > columnCount || Math.max(line.y1, line.y2) > rowCount) {
      invalid(`lijn ${index + 1} ligt buiten de kaart`);
    }
  });
  for (const [name, stitches] of [
    ['halve steek', state.grid.halfStitches],
    ['kwartsteek', state.grid.quarterStitches],
  ] as const) {
    stitches.forEach((stitch, index) => {
      if (!known[stitch.styleId])
        invalid(`${name} ${index + 1} gebruikt stijl ${stitch.styleId}, die niet in het palet staat`);
      if (stitch.x >= columnCount || stitch.y >= rowCount)
        invalid(`${name} ${index + 1} ligt buiten de kaart`);
    });
  }
  state.grid.ornaments.forEach((ornament, index) => {
    const name = ornament.kind === 'knot' ? 'knoop' : 'kraal';
    if (!known[ornament.styleId])
      invalid(`${name} ${index + 1} gebruikt stijl ${ornament.styleId}, die niet in het palet staat`);
    if (ornament.x > columnCount || ornament.y > rowCount)
      invalid(`${name} ${index + 1} ligt buiten de kaart`);
  });
  return cells;
}

/**
 * The further layers' cells (docs/decisions/layers.md), checked: at most {@link importLimits.maxLayers} layers and
 * {@link importLimits.maxLayerCells} cells in all, unique ids, a selected layer that exists, no rows on the first
 * layer, rows that fit the grid.
 */
function checkLayers(state: ChartState): Uint8Array[] {
  const { items, selectedLayerId } = state.layers;
  const { columnCount, rowCount } = state.grid.settings.size;
  if (items.length > importLimits.maxLayers) invalid(`meer dan ${importLimits.maxLayers} lagen`);
  if (new Set(items.map((layer) => layer.layerId)).size !== items.length)
    invalid('twee lagen hebben hetzelfde nummer');
  if (!items.some((layer) => layer.layerId === selectedLayerId)) invalid('de gekozen laag bestaat niet');
  if (items[0]?.rows !== undefined) invalid('de onderste laag heeft eigen cellen naast grid.rows');
  const withRows = items.filter((layer) => layer.rows !== undefined);
  if (columnCount * rowCount * (1 + withRows.length) > importLimits.maxLayerCells && withRows.length > 0) {
    invalid(`meer dan ${importLimits.maxLayerCells} steken in alle lagen samen`);
  }
  return withRows.map((layer) => {
    try {
      return decodeRowsPlain(layer.rows!, columnCount, rowCount);
    } catch {
      invalid(`de cellen van laag "${layer.title}" passen niet bij ${columnCount} × ${rowCount} steken`);
    }
  });
}

/**
 * Reads a Steekwerk chart file.
 *
 * @throws ChartFileError naming what is wrong: not JSON, not a Steekwerk chart, a newer version, a field that does
 *   not pass the schema (with its path), cells that do not fit the grid or use a style the palette lacks
 */
export function readSteekwerkJson(text: string): ImportedChart {
  if (text.length > importLimits.maxTextBytes) {
    throw new ChartFileError(
      `Het bestand is te groot (meer dan ${importLimits.maxTextBytes / 1024 / 1024} MB).`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ChartFileError('Het bestand is geen geldige JSON (afgebroken of beschadigd?).');
  }
  if (!isRecord(parsed) || parsed.format !== steekwerkFileFormat) {
    throw new ChartFileError(
      'Dit is geen Steekwerk-bestand: het veld "format" met "steekwerk-chart" ontbreekt.',
    );
  }
  const version = parsed.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    invalid('het versienummer ontbreekt');
  if (version > steekwerkFileVersion) {
    throw new ChartFileError(
      `Dit Steekwerk-bestand heeft versie ${version}; deze versie van Steekwerk leest tot versie ${steekwerkFileVersion}.`,
    );
  }
  const result = chartStateSchema.safeParse(parsed.chart);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const path = ['chart', ...issue.path.map(String)].join('.');
    invalid(`"${path}" ${dutchIssue(issue)}`);
  }
  const state = result.data;
  checkGrid(state);
  checkFreeform(state);
  const progress = readProgress(parsed.progress, state);
  return { state, skipped: {}, ...(progress ? { progress } : {}) };
}

const typeNames: Readonly<Record<string, string>> = {
  object: 'object',
  array: 'lijst',
  string: 'tekst',
  number: 'getal',
  boolean: 'waar of onwaar',
};

/** What is wrong with a field, in Dutch (the model's own messages, such as "Invalid HEX color", are kept). */
function dutchIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `ontbreekt of is geen ${typeNames[issue.expected] ?? issue.expected}`;
    case 'too_big':
      return `is te groot of te lang (hoogstens ${String(issue.maximum)})`;
    case 'too_small':
      return `is te klein of te kort (minstens ${String(issue.minimum)})`;
    case 'invalid_value':
      return 'heeft een waarde die niet bestaat';
    case 'unrecognized_keys':
      return `heeft onbekende velden (${issue.keys.join(', ')})`;
    default:
      return `heeft een ongeldige waarde (${issue.message})`;
  }
}

function readProgress(value: unknown, state: ChartState): ChartProgress | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value) || typeof value.done !== 'string') invalid('"progress.done" ontbreekt');
  const { columnCount, rowCount } = state.grid.settings.size;
  let done: Uint8Array;
  try {
    done = decodeRowsPlain(value.done, columnCount, rowCount);
  } catch {
    invalid('"progress.done" past niet bij de kaart');
  }
  let doneCount = 0;
  for (let index = 0; index < done.length; index += 1) {
    if (done[index]! > 1) invalid('"progress.done" bevat andere waarden dan 0 en 1');
    doneCount += done[index]!;
  }
  return { done: value.done, doneCount };
}
