import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { createTestApp, type TestApp } from '../testing/test-app';
import { answerFor, isDatabaseDataError } from './envelope.filter';

/** The error of a statement that PostgreSQL refuses, as TypeORM throws it. */
async function refusal(server: TestApp, sql: string, parameters: unknown[] = []): Promise<unknown> {
  try {
    await server.dataSource.query(sql, parameters);
  } catch (error) {
    return error;
  }
  throw new Error(`PostgreSQL accepted ${sql}`);
}

describe('database errors caused by a value the request carried are a 400', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['a NUL in text (22021)', `SELECT $1::text`, ['a\u0000b']],
    ['a NUL escape in jsonb (22P05)', `SELECT $1::jsonb`, [JSON.stringify({ title: 'a\u0000' })]],
    ['a lone surrogate escape in jsonb', `SELECT $1::jsonb`, [JSON.stringify({ title: 'a\ud800' })]],
    ['an impossible date (22008)', `SELECT $1::timestamptz`, ['2026-02-30T10:00:00Z']],
    ['a date that is no date (22007)', `SELECT $1::timestamptz`, ['geen datum']],
    ['a number out of range (22003)', `SELECT $1::int`, ['99999999999']],
  ])('%s', async (_, sql, parameters) => {
    const error = await refusal(server, sql, parameters);
    expect(isDatabaseDataError(error)).toBe(true);
    expect(answerFor(error, '/nl/ajax/chart/save/new')).toMatchObject({
      status: 400,
      code: ErrorCode.InvalidInput,
    });
  });

  it.each([
    ['a syntax error (42601)', `SELEKT 1`],
    ['an unknown table (42P01)', `SELECT * FROM geen_tabel`],
    ['a missing column (42703)', `SELECT geen_kolom FROM charts`],
  ])('not %s: that is our mistake, a 500', async (_, sql) => {
    const error = await refusal(server, sql);
    expect(isDatabaseDataError(error)).toBe(false);
    expect(answerFor(error, '/nl/ajax/x').status).toBe(500);
  });
});
