/**
 * Freeform charts keep to the saving user's tier like grid charts do (issue 14): a free user up to 500 × 500 and
 * 5 000 symbols, a premium user up to 2000 × 2000 and 100 000; every symbol uses a style of the palette.
 */
import type { ChartState, FreeformSymbol } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartState, createAuthor, newTabId, saveChart, type Author } from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('saving a freeform chart', () => {
  let server: TestApp;
  let free: Author;
  let premium: Author;

  beforeAll(async () => {
    server = await createTestApp();
    [free, premium] = await Promise.all([createAuthor(server), createAuthor(server, { premium: true })]);
  });

  afterAll(async () => {
    await server.close();
  });

  const symbol = (styleId: number, index = 0): FreeformSymbol => ({
    layerId: 1,
    x: index % 400,
    y: Math.floor(index / 400),
    width: 10,
    height: 10,
    rotate: 0,
    size: 1,
    styleId,
  });

  /** A freeform chart (three palette styles) of `width` × `height` with `symbols`. */
  function freeformChart(width: number, height: number, symbols: FreeformSymbol[] = []): ChartState {
    const base = chartState();
    return {
      ...base,
      settings: { ...base.settings, craft: 'crochetFreeform', type: 'other' },
      freeform: { ...base.freeform, size: { width, height }, symbols },
    };
  }

  const save = (author: Author, state: ChartState) =>
    saveChart(server, author.cookies, 'new', { state, s: newTabId() });

  const symbols = (count: number) =>
    Array.from({ length: count }, (_, index) => symbol(1 + (index % 3), index));

  it('holds a free user to 500 × 500 and 5 000 symbols', async () => {
    expect((await save(free, freeformChart(500, 500, symbols(5_000)))).body).toMatchObject({ status: 'ok' });
    for (const state of [
      freeformChart(501, 500),
      freeformChart(500, 501),
      freeformChart(100, 100, symbols(5_001)),
    ]) {
      const answer = await save(free, state);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        sfRequest: 'error',
        error: expect.stringMatching(/^Deze chart is groter dan je abonnement toestaat\./),
      });
    }
  });

  it('lets a premium user go to 2000 × 2000 and 100 000 symbols, no further', async () => {
    expect((await save(premium, freeformChart(2_000, 2_000, symbols(100_000)))).body).toMatchObject({
      status: 'ok',
    });
    expect((await save(premium, freeformChart(2_001, 10))).status).toBe(400);
    expect((await save(premium, freeformChart(10, 10, symbols(100_001)))).status).toBe(400);
  });

  it('refuses a symbol whose style is not in the palette', async () => {
    const answer = await save(free, freeformChart(100, 100, [symbol(1), symbol(9, 1)]));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      sfRequest: 'error',
      error: expect.stringMatching(/Stijl 9 ontbreekt/),
    });
    expect((await save(free, freeformChart(100, 100, [symbol(0)]))).status).toBe(400);
  });
});
