import { loadEngineNode } from '@steekwerk/engine/node';
import { healthResponseSchema } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TestApp } from '../testing/test-app';

describe('GET /nl/ajax/health', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  it('reports the database and the version of the loaded engine', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/nl/ajax/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = healthResponseSchema.parse(response.json());
    const engineVersion = (await loadEngineNode()).version();
    expect(engineVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(body).toEqual({ sfRequest: 'ok', status: 'ok', database: 'ok', engine: engineVersion });
  });

  it('answers 503 with the error envelope when the database does not answer', async () => {
    const query = vi
      .spyOn(server.dataSource, 'query')
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:54329'));

    const response = await server.app.inject({ method: 'GET', url: '/nl/ajax/health' });

    query.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      sfRequest: 'error',
      error: 'De database is niet bereikbaar.',
    });
  });
});
