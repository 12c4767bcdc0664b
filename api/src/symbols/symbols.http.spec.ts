import { builtInSymbols, symbolsResponseSchema } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('GET symbols and notifications', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  it('answers the symbols asked for, leaving out unknown ids', async () => {
    const [first, second] = builtInSymbols;
    const answer = await get(server, `symbols?id=${first!.symbolId},onbekend,${second!.symbolId}&v=1`);
    const parsed = symbolsResponseSchema.parse(answer.body);
    expect(parsed.symbols.map((symbol) => symbol.symbolId)).toEqual([first!.symbolId, second!.symbolId]);
  });

  it('serves the whole built-in set as the model defines it, knitting, crochet and cross-stitch key symbols', async () => {
    const ids = builtInSymbols.map((symbol) => symbol.symbolId);
    const answer = await get(server, `symbols?id=${ids.join(',')}&v=1`);
    expect(answer.status).toBe(200);
    const parsed = symbolsResponseSchema.parse(answer.body);
    expect(parsed.symbols).toEqual(builtInSymbols);
    const some = await get(
      server,
      'symbols?id=cable-3-3-left,letter-a,arrow-up,digit-7,double-treble-crochet&v=1',
    );
    expect(
      symbolsResponseSchema.parse(some.body).symbols.map((symbol) => [symbol.symbolId, symbol.cells]),
    ).toEqual([
      ['cable-3-3-left', 6],
      ['letter-a', 1],
      ['arrow-up', 1],
      ['digit-7', 1],
      ['double-treble-crochet', 1],
    ]);
  });

  it('refuses another version than 1 with a Dutch message', async () => {
    for (const version of ['2', '0', 'abc', '1.5']) {
      const answer = await get(server, `symbols?id=knit&v=${version}`);
      expect(answer.status, version).toBe(400);
      expect(answer.body.sfRequest).toBe('error');
    }
  });

  it('refuses a malformed id list', async () => {
    for (const query of [
      '',
      '?id=',
      '?id=A,B',
      '?id=a,,b',
      '?id=knit;drop',
      '?id=<script>',
      `?id=${'a'.repeat(65)}`,
      `?id=${Array.from({ length: 600 }, (_, index) => `s${index}`).join(',')}`,
    ]) {
      const answer = await get(server, `symbols${query}`);
      expect(answer.status, query).toBe(400);
    }
  });

  it('lists notifications for everyone and the user, newest first', async () => {
    await server.dataSource.query(
      `INSERT INTO notifications (text, link, button) VALUES ('Nieuw: kralen', '/nl/products', 'Bekijk')`,
    );
    const answer = await get(server, 'notifications');
    expect(answer.body.sfRequest).toBe('ok');
    expect(answer.body.notifications).toContainEqual({
      id: expect.any(String),
      text: 'Nieuw: kralen',
      link: '/nl/products',
      button: 'Bekijk',
      dismissed: false,
    });
  });
});
