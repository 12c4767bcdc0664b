/**
 * Freeform charts keep to the saving user's tier like grid charts do (issue 14): a free user up to 500 × 500 and
 * 5 000 symbols, a premium user up to 2000 × 2000 and 100 000; every symbol uses a style of the palette.
 */
import type { ChartState } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAuthor,
  freeformChart,
  freeformSymbol as symbol,
  freeformSymbols as symbols,
  newTabId,
  saveChart,
  type Author,
} from '../testing/charts';
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

  const save = (author: Author, state: ChartState) =>
    saveChart(server, author.cookies, 'new', { state, s: newTabId() });

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
