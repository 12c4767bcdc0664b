/**
 * The import-picture command as a developer runs it: `npm run --silent import-picture -- …` from the
 * repository root, against the real wasm and a real photo.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { decodePhoto } from './photo.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const coffee = path.join(root, '..', 'shared', 'images', 'coffee.png');
const scratch = mkdtempSync(path.join(tmpdir(), 'import-picture-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function importPicture(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync('npm', ['run', '--silent', 'import-picture', '--', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The distinct opaque colours of a PNG, as `r,g,b` strings. */
async function colorsOf(file: string): Promise<{ width: number; height: number; colors: Set<string> }> {
  const { pixels, width, height } = await decodePhoto(readFileSync(file));
  const colors = new Set<string>();
  for (let index = 0; index < pixels.length; index += 4) {
    if (pixels[index + 3] === 255) colors.add(`${pixels[index]},${pixels[index + 1]},${pixels[index + 2]}`);
  }
  return { width, height, colors };
}

describe('import-picture', () => {
  it('writes one pixel per cell in at most K colours and prints one JSON line', async () => {
    const out = path.join(scratch, 'coffee.png');
    const { status, stdout, stderr } = importPicture([
      '--in',
      coffee,
      '--width',
      '40',
      '--colors',
      '8',
      '--dither',
      'none',
      '--out',
      out,
    ]);
    expect(status, stderr).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    const chart = await colorsOf(out);
    // coffee.png is 600 × 400: 40 cells wide keeps 3:2.
    expect([chart.width, chart.height]).toEqual([40, 27]);
    expect([line.columns, line.rows]).toEqual([40, 27]);
    expect(chart.colors.size).toBeLessThanOrEqual(8);
    expect(line.report.colorsUsed).toBe(chart.colors.size);
    expect(line.report.filledCells).toBe(40 * 27);
    expect(line.report.meanDeltaE).toBeGreaterThan(0);
    expect(line.report.confettiShare).toBeGreaterThanOrEqual(0);
    expect(line.chartPalette).toHaveLength(chart.colors.size);
    for (const step of ['decode', 'resize', 'quantize', 'remap', 'cleanup', 'report', 'encode', 'total']) {
      expect(typeof line.ms[step], step).toBe('number');
    }
    expect(line).toMatchObject({ colors: 8, dither: 'none', palette: null, cleanup: 50, keepDetails: false });
  });

  it('reads JPEG, WebP and GIF photos too, a JPEG turned upright by its EXIF orientation', async () => {
    const source = sharp(readFileSync(coffee));
    const files = {
      jpeg: await source.clone().jpeg().withMetadata({ orientation: 6 }).toBuffer(),
      webp: await source.clone().webp().toBuffer(),
      gif: await source.clone().gif().toBuffer(),
    };
    for (const [format, bytes] of Object.entries(files)) {
      const input = path.join(scratch, `photo.${format}`);
      writeFileSync(input, bytes);
      const out = path.join(scratch, `from-${format}.png`);
      const { status, stdout, stderr } = importPicture([
        '--in',
        input,
        '--width',
        '20',
        '--colors',
        '4',
        '--out',
        out,
      ]);
      expect(status, stderr).toBe(0);
      const line = JSON.parse(stdout);
      // coffee.png is 600 × 400; orientation 6 means the camera was turned: the photo is 400 × 600 upright.
      expect(line.photo).toEqual(
        format === 'jpeg' ? { width: 400, height: 600, format } : { width: 600, height: 400, format },
      );
      expect(line.rows).toBe(format === 'jpeg' ? 30 : 13);
    }
  });

  it('chooses the colours from a brand palette', async () => {
    const out = path.join(scratch, 'coffee-dmc.png');
    const { status, stdout, stderr } = importPicture([
      '--in',
      coffee,
      '--width',
      '30',
      '--colors',
      '6',
      '--dither',
      'fs',
      '--palette',
      'dmc',
      '--cleanup',
      '0',
      '--keep-details',
      '--out',
      out,
    ]);
    expect(status, stderr).toBe(0);
    const line = JSON.parse(stdout);
    const dmc = readFileSync(path.join(root, 'engine-rs', 'data', 'palettes', 'dmc-floss.csv'), 'utf8');
    for (const color of line.chartPalette) {
      expect(dmc).toContain(`${color.code},${color.name},`);
    }
    expect((await colorsOf(out)).colors.size).toBeLessThanOrEqual(6);
    expect(line).toMatchObject({ palette: 'dmc', dither: 'fs', cleanup: 0, keepDetails: true });
  });

  it('prints its usage with --help', () => {
    const { status, stdout } = importPicture(['--help']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^usage: npm run --silent import-picture/);
  });

  it.each([
    ['a missing --in', ['--width', '10', '--colors', '4', '--out', 'x.png'], /--in is required/],
    ['a width of 0', ['--in', coffee, '--width', '0', '--colors', '4', '--out', 'x.png'], /--width must be/],
    ['a width above 4000', ['--in', coffee, '--width', '4001', '--colors', '4', '--out', 'x.png'], /--width/],
    ['K of 0', ['--in', coffee, '--width', '10', '--colors', '0', '--out', 'x.png'], /--colors must be/],
    ['K of 256', ['--in', coffee, '--width', '10', '--colors', '256', '--out', 'x.png'], /--colors must be/],
    ['a fractional K', ['--in', coffee, '--width', '10', '--colors', '2.5', '--out', 'x.png'], /--colors/],
    [
      'an unknown dither',
      ['--in', coffee, '--width', '10', '--colors', '4', '--dither', 'ordered', '--out', 'x.png'],
      /--dither must be none or fs/,
    ],
    [
      'an unknown palette',
      ['--in', coffee, '--width', '10', '--colors', '4', '--palette', 'anchor', '--out', 'x.png'],
      /--palette must be one of dmc, hama, perler, artkal, diamonddotz/,
    ],
    [
      'a cleanup above 100',
      ['--in', coffee, '--width', '10', '--colors', '4', '--cleanup', '101', '--out', 'x.png'],
      /--cleanup must be/,
    ],
    [
      'an output that is not a PNG',
      ['--in', coffee, '--width', '10', '--colors', '4', '--out', 'x.jpg'],
      /\.png/,
    ],
    [
      'an unknown option',
      ['--in', coffee, '--width', '10', '--colors', '4', '--out', 'x.png', '--fast'],
      /fast/,
    ],
  ])('exits with 2 and says why for %s', (_reason, args, message) => {
    const { status, stdout, stderr } = importPicture(args as string[]);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message as RegExp);
    expect(stderr).toMatch(/usage: /);
  });

  it('exits with 1 for a photo it cannot read or decode', () => {
    const missing = importPicture([
      '--in',
      path.join(scratch, 'none.png'),
      '--width',
      '10',
      '--colors',
      '4',
      '--out',
      'x.png',
    ]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/import-picture: cannot read .*none\.png: ENOENT/);
    const text = path.join(scratch, 'photo.png');
    writeFileSync(text, 'not a picture');
    const broken = importPicture([
      '--in',
      text,
      '--width',
      '10',
      '--colors',
      '4',
      '--out',
      path.join(scratch, 'o.png'),
    ]);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toMatch(/cannot decode .*not a JPEG, PNG, WebP or GIF file/);
  });
});
