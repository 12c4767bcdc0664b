#!/usr/bin/env node
/**
 * Makes the help centre's screenshots (web/src/pages/help/pictures/*.webp) from the built app, as a visitor would
 * see it: `HELP_BASE_URL=http://localhost:8080 node scripts/help-pictures.mjs` against `make start`. Debian's
 * Chromium draws the chart with SwiftShader; the pictures are 800 px wide WebP (sharp). Run it again when a screen
 * the articles show changes.
 */
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'web/src/pages/help/pictures');
const base = process.env.HELP_BASE_URL ?? 'http://localhost:8080';
const sample = process.env.HELP_SAMPLE_PICTURE ?? join(root, '../shared/images/coffee.png');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
});
let page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'nl-NL' });

/** A screenshot of the window as an 800 px wide WebP. */
async function picture(name) {
  await page.waitForTimeout(800);
  const png = await page.screenshot();
  await sharp(png)
    .resize({ width: 800 })
    .webp({ quality: 78 })
    .toFile(join(out, `${name}.webp`));
  console.log(`${name}.webp`);
}

const tool = (name) => page.getByRole('toolbar').getByRole('button', { name, exact: true }).first();

// Picture import, then the chart it makes in the editor.
await page.goto(`${base}/nl/chart/create/cross-stitch/other/convert-picture-photo-image`);
await page.getByLabel('Foto kiezen').setInputFiles(sample);
await page.getByRole('img', { name: /^Uitsnede/ }).waitFor({ timeout: 30_000 });
await page.getByLabel('Breedte in steken', { exact: true }).fill('60');
await page.getByLabel('Aantal kleuren', { exact: true }).fill('10');
await page.locator('[data-columns="60"]').first().waitFor({ timeout: 30_000 });
await picture('picture-import');
await page.getByRole('button', { name: 'Chart maken' }).click();
await page.waitForURL(/\/nl\/c\//, { timeout: 60_000 });
await page.locator('[data-ready="true"]').first().waitFor({ timeout: 30_000 });
await picture('editor');

// The tracker with a few rows done.
await tool('Voortgang bijhouden').click();
await page.getByLabel('Volgen').selectOption({ label: 'Per rij' });
for (let step = 0; step < 12; step += 1) await page.getByRole('button', { name: /Volgende/ }).click();
await picture('tracker');

// The download screen.
await tool('Tekenen').click();
await page.keyboard.press('Control+p');
await page.getByRole('button', { name: 'Downloaden' }).waitFor();
await picture('download');

// The written pattern of a small knitting chart, in a browser of its own (no unsaved chart of the steps above).
await page.context().close();
page = await browser.newPage({ viewport: { width: 1280, height: 960 }, locale: 'nl-NL' });
await page.goto(`${base}/nl/c/new?craft=knitting&type=colors&columns=12&rows=8`);
await page.locator('[data-ready="true"]').first().waitFor({ timeout: 30_000 });
await page.keyboard.press('2');
await tool('Vullen').click();
const grid = page.getByRole('application', { name: 'Chartraster' });
const box = await grid.boundingBox();
await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
await page.keyboard.press('3');
await tool('Rechthoek').click();
await page.mouse.move(box.x + box.width * 0.45, box.y + box.height * 0.45);
await page.mouse.down();
await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.55, { steps: 5 });
await page.mouse.up();
await page.getByRole('button', { name: 'Geschreven patroon' }).click();
await picture('written');

await browser.close();
