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

  it('refuses a malformed id list', async () => {
    for (const query of [
      '',
      '?id=',
      '?id=A,B',
      '?id=a,,b',
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
    });
  });
});
