/**
 * Files from outside (issue 26): every chart file Steekwerk reads (OXS, its own JSON, a one-pixel-per-cell PNG),
 * truncated at many points, with bytes flipped, oversized, deeply nested and as decompression bombs. Each is
 * either read into a chart or refused with a ChartFileError whose Dutch message names the problem; nothing else
 * escapes (no RangeError, no TypeError, no hang), and a bomb is refused before it is inflated past the size its
 * header announces.
 */
import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeSteekwerkJson } from '../json/steekwerkJson';
import { writeOxs } from '../oxs/writeOxs';
import { writePixelPng } from '../png/pixelPng';
import { encodePng, pngChunk } from '../png/pngCodec';
import { chartSnapshotOf } from './chartSnapshot';
import { ChartFileError } from './chartFileError';
import { readChartFile, type ImportFormat } from './readChartFile';
import { bigChart, smallChart } from './testing/sampleChart';

/** A small, seeded random source: the same bytes every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** What reading `bytes` as `format` gave: a chart, or the Dutch message; anything else fails the test. */
function outcomeOf(format: ImportFormat, bytes: Uint8Array): 'chart' | string {
  try {
    readChartFile(format, bytes, { title: 'Vreemd bestand' });
    return 'chart';
  } catch (error) {
    if (!(error instanceof ChartFileError)) {
      throw new Error(`${format}: ${String(error)} escaped instead of a ChartFileError`, { cause: error });
    }
    expect(error.message.length).toBeGreaterThan(5);
    return error.message;
  }
}

const snapshot = () => chartSnapshotOf(bigChart(40, 12));
const goodFiles: Record<ImportFormat, () => Uint8Array> = {
  oxs: () => writeOxs(snapshot()),
  json: () => new TextEncoder().encode(writeSteekwerkJson(snapshot())),
  png: () => writePixelPng(chartSnapshotOf(smallChart())),
};

describe.each(Object.keys(goodFiles) as ImportFormat[])('a hostile %s file', (format) => {
  const good = goodFiles[format]();

  it('is read whole', () => {
    expect(outcomeOf(format, good)).toBe('chart');
  });

  it('cut short at 60 points is refused in Dutch or read, never crashing', () => {
    const messages = new Set<string>();
    for (let step = 0; step < 60; step += 1) {
      const length = Math.floor((good.length * step) / 60);
      const outcome = outcomeOf(format, good.subarray(0, length));
      if (outcome !== 'chart') messages.add(outcome);
    }
    // A file cut short says so, or names what it lacks, in Dutch.
    expect(
      [...messages].some((message) => /leeg|afgebroken|onvolledig|ontbreekt|beschadigd|geen/.test(message)),
    ).toBe(true);
  });

  it('with bytes flipped (200 seeded files) is refused in Dutch or read, never crashing', () => {
    const next = random(26);
    for (let file = 0; file < 200; file += 1) {
      const bytes = good.slice();
      const flips = 1 + Math.floor(next() * 8);
      for (let flip = 0; flip < flips; flip += 1) {
        bytes[Math.floor(next() * bytes.length)] = Math.floor(next() * 256);
      }
      outcomeOf(format, bytes);
    }
  });

  it('of random bytes, or empty, is refused in Dutch', () => {
    const next = random(7);
    const noise = Uint8Array.from({ length: 4096 }, () => Math.floor(next() * 256));
    expect(outcomeOf(format, noise)).not.toBe('chart');
    expect(outcomeOf(format, new Uint8Array(0))).toBe('Het bestand is leeg.');
  });
});

describe('oversized and nested files', () => {
  it('a text file over the limit is refused by its size before it is decoded', () => {
    // A view that claims 300 MB without holding them: the size is checked first.
    const huge = { length: 300 * 1024 * 1024 } as Uint8Array;
    expect(outcomeOf('json', huge)).toMatch(/^Het bestand is te groot \(meer dan 256 MB\)\.$/);
    expect(outcomeOf('oxs', huge)).toMatch(/^Het bestand is te groot/);
  });

  it('JSON nested 100 000 levels deep is refused in Dutch', () => {
    const text = '{"chart":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}';
    expect(outcomeOf('json', new TextEncoder().encode(text))).not.toBe('chart');
  });

  it('an OXS file with entity expansion (a "billion laughs") is refused', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]>' +
      '<chart><format comments01="&lol2;"/></chart>';
    expect(outcomeOf('oxs', new TextEncoder().encode(laughs))).not.toBe('chart');
  });
});

describe('PNG decompression bombs', () => {
  /** A PNG whose header says `width` × `height` (grey, 8 bits) and whose data inflates to `inflated` zero bytes. */
  function bomb(width: number, height: number, inflated: number): Uint8Array {
    const header = new Uint8Array(13);
    const view = new DataView(header.buffer);
    view.setUint32(0, width);
    view.setUint32(4, height);
    header[8] = 8;
    header[9] = 0;
    const parts = [
      Uint8Array.of(137, 80, 78, 71, 13, 10, 26, 10),
      pngChunk('IHDR', header),
      pngChunk('IDAT', zlibSync(new Uint8Array(inflated), { level: 9 })),
      pngChunk('IEND', new Uint8Array(0)),
    ];
    const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      out.set(part, offset);
      offset += part.length;
    }
    return out;
  }

  it('a header larger than the largest chart is refused before anything is inflated', () => {
    expect(outcomeOf('png', bomb(60_000, 60_000, 1_000))).toBe(
      'Het plaatje is te groot: 60000 × 60000 pixels.',
    );
  });

  it('data that inflates far past what the header announces is cut off at the announced size', () => {
    // 20 MB of zeros deflate to about 20 kB; the header announces 100 × 100 (10 100 bytes with the filters).
    const file = bomb(100, 100, 20 * 1024 * 1024);
    expect(file.length).toBeLessThan(100_000);
    const outcome = outcomeOf('png', file);
    // Read as the 100 × 100 picture it claims to be, or refused: never 20 MB inflated.
    expect(outcome === 'chart' || /beschadigd|te kort/.test(outcome)).toBe(true);
  });

  it('a picture that is not one pixel per cell of a palette is refused in Dutch', () => {
    const next = random(3);
    const pixels = Uint8Array.from({ length: 64 * 64 * 3 }, () => Math.floor(next() * 256));
    const outcome = outcomeOf('png', encodePng({ kind: 'rgb', width: 64, height: 64, pixels }));
    expect(outcome).toMatch(/kleur|te veel|palet/i);
  });
});
