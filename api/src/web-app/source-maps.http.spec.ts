import { writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixtureAsset, TestApp } from '../testing/test-app';

describe('source maps', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
    // A build made with source maps on, or a stray map: the server must still not publish it.
    await writeFile(
      path.join(server.webDist, `${fixtureAsset}.map`),
      '{"version":3,"sources":["secret.ts"]}',
    );
  });

  afterAll(async () => {
    await server.close();
  });

  it.each([
    `/${fixtureAsset}.map`,
    `/${fixtureAsset}.MAP`,
    `/${fixtureAsset}.ma%70`,
    '/assets/missing.js.map',
    '/nl/x.map',
  ])('are answered with 404 for %s, even when the file exists', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ sfRequest: 'error', error: 'Niet gevonden.' });
    expect(response.body).not.toContain('secret.ts');
  });

  it('leave the scripts themselves served', async () => {
    expect((await server.app.inject({ method: 'GET', url: `/${fixtureAsset}` })).statusCode).toBe(200);
  });
});
