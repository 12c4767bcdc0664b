#!/usr/bin/env node
// `npm run --silent import-picture -- --in PHOTO --width W --colors K --dither none|fs --out CHART.png
//   [--palette dmc|hama|perler|artkal|diamonddotz] [--cleanup 0..100] [--keep-details]
//   [--brightness -100..100] [--contrast 0..200]`
// Turns a photo into a chart with the real engine (the wasm through @steekwerk/engine/node), writes the chart
// as a PNG with one pixel per cell and prints one JSON line: the settings, the report and the milliseconds of
// each step. Bad arguments exit with status 2 and a message on stderr; failures with status 1.
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BRAND_IDS,
  brandPaletteRgb,
  isBrandId,
  loadBrandPalette,
  loadEngineNode,
} from '@steekwerk/engine/node';
import { DEFAULT_CLEANUP, importPicture } from '@steekwerk/engine';
import { chartImage, decodePhoto, encodePng } from './photo.mjs';

const usage =
  'usage: npm run --silent import-picture -- --in PHOTO --width W --colors K --dither none|fs --out CHART.png ' +
  `[--palette ${BRAND_IDS.join('|')}] [--cleanup 0..100] [--keep-details] [--brightness -100..100] [--contrast 0..200]`;

class UsageError extends Error {}

/** A whole number from the command line within `min..max`. */
function integer(name, text, min, max) {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^-?\d+$/.test(text) || value < min || value > max) {
    throw new UsageError(
      `--${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(text)}`,
    );
  }
  return value;
}

function parseCommandLine(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        in: { type: 'string' },
        width: { type: 'string' },
        colors: { type: 'string' },
        dither: { type: 'string' },
        out: { type: 'string' },
        palette: { type: 'string' },
        cleanup: { type: 'string' },
        'keep-details': { type: 'boolean' },
        brightness: { type: 'string' },
        contrast: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError(error.message);
  }
  const { values } = parsed;
  if (values.help) return { help: true };
  for (const required of ['in', 'width', 'colors', 'out']) {
    if (values[required] === undefined) throw new UsageError(`--${required} is required`);
  }
  const dither = values.dither ?? 'none';
  if (dither !== 'none' && dither !== 'fs')
    throw new UsageError(`--dither must be none or fs, not ${dither}`);
  if (!values.out.toLowerCase().endsWith('.png')) throw new UsageError('--out must name a .png file');
  if (values.palette !== undefined && !isBrandId(values.palette)) {
    throw new UsageError(`--palette must be one of ${BRAND_IDS.join(', ')}, not ${values.palette}`);
  }
  // npm runs scripts from the repository root; paths are relative to where the command was typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  return {
    input: resolve(base, values.in),
    output: resolve(base, values.out),
    columns: integer('width', values.width, 1, 4000),
    colorCount: integer('colors', values.colors, 1, 255),
    dither,
    brand: values.palette,
    cleanup: integer('cleanup', values.cleanup, 0, 100) ?? DEFAULT_CLEANUP,
    keepDetails: values['keep-details'] ?? false,
    brightness: integer('brightness', values.brightness, -100, 100) ?? 0,
    contrast: integer('contrast', values.contrast, 0, 200) ?? 100,
  };
}

const round = (value) => Math.round(value * 1000) / 1000;
const hex = (rgb, index) =>
  '#' + [0, 1, 2].map((offset) => rgb[index * 3 + offset].toString(16).padStart(2, '0')).join('');

async function main(argv) {
  const settings = parseCommandLine(argv);
  if (settings.help) {
    console.log(usage);
    return;
  }
  const started = performance.now();
  const [engine, brandColors, file] = await Promise.all([
    loadEngineNode(),
    settings.brand ? loadBrandPalette(settings.brand) : undefined,
    readFile(settings.input).catch((error) => {
      throw new Error(`cannot read ${settings.input}: ${error.code ?? error.message}`);
    }),
  ]);
  const decodeStart = performance.now();
  let photo;
  try {
    photo = await decodePhoto(file);
  } catch (error) {
    throw new Error(`cannot decode ${settings.input}: ${error.message}`);
  }
  const decode = performance.now() - decodeStart;
  const chart = importPicture(engine, photo, {
    columns: settings.columns,
    colorCount: settings.colorCount,
    dither: settings.dither,
    brand: brandColors ? brandPaletteRgb(brandColors) : undefined,
    cleanup: settings.cleanup,
    keepDetails: settings.keepDetails,
    brightness: settings.brightness,
    contrast: settings.contrast,
  });
  const { width, height } = chart.image;
  const encodeStart = performance.now();
  await writeFile(
    settings.output,
    await encodePng(chartImage(chart.cells, chart.palette.rgb, width, height)),
  );
  const encode = performance.now() - encodeStart;
  const colors = Array.from({ length: chart.palette.rgb.length / 3 }, (_, index) => {
    const product = chart.palette.products?.[index];
    const brandColor = product === undefined ? undefined : brandColors?.[product];
    return brandColor
      ? { rgb: hex(chart.palette.rgb, index), code: brandColor.code, name: brandColor.name }
      : { rgb: hex(chart.palette.rgb, index) };
  });
  const ms = { decode };
  for (const [step, milliseconds] of Object.entries(chart.timings)) ms[step] = milliseconds;
  ms.encode = encode;
  ms.total = performance.now() - started;
  console.log(
    JSON.stringify({
      name: 'import-picture',
      in: settings.input,
      out: settings.output,
      photo: { width: photo.width, height: photo.height, format: photo.format },
      columns: width,
      rows: height,
      colors: settings.colorCount,
      dither: settings.dither,
      palette: settings.brand ?? null,
      cleanup: settings.cleanup,
      keepDetails: settings.keepDetails,
      report: {
        ...chart.report,
        confettiShare: round(chart.report.confettiShare),
        meanDeltaE: round(chart.report.meanDeltaE),
        p95DeltaE: round(chart.report.p95DeltaE),
      },
      ms: Object.fromEntries(Object.entries(ms).map(([step, milliseconds]) => [step, round(milliseconds)])),
      chartPalette: colors,
    }),
  );
}

main(process.argv.slice(2)).catch((error) => {
  console.error(`import-picture: ${error.message}`);
  if (error instanceof UsageError) console.error(usage);
  process.exit(error instanceof UsageError ? 2 : 1);
});
