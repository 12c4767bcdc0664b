import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { DataSource } from 'typeorm';
import { createApp } from '../app.factory';
import type { SaveRateLimit } from '../charts/save-rate-limiter';
import type { AppConfig } from '../config/config';
import { loadConfig } from '../config/config';
import { testDatabaseUrl } from './database';

export const fixtureIndexHtml =
  '<!doctype html><html lang="nl"><title>Steekwerk</title><div id="root"></div></html>';
export const fixtureAsset = 'assets/index-4f2a9c1b.js';
export const fixtureWasm = 'assets/engine-0c8d1e2f.wasm';

export interface TestApp {
  readonly app: NestFastifyApplication;
  readonly dataSource: DataSource;
  readonly webDist: string;
  close(): Promise<void>;
}

/**
 * scrypt cost of the test servers (log2 N): about 1 ms per hash instead of ~0.4 s. Only
 * `password-hasher.spec.ts` and the admin CLI test hash with the production cost.
 */
export const testPasswordHashLogN = 10;

export interface TestAppOptions {
  /** `null` for a server whose web app is not built; default: a temporary fixture. */
  readonly webDist?: string | null;
  /** Settings to change, e.g. `{ trustProxy: true }` or `{ showOutbox: false }`. */
  readonly config?: Partial<AppConfig>;
  /** Where server warnings go; default: dropped. */
  readonly warn?: (message: string) => void;
  /** Chart saves per user; default {@link testSaveRateLimit}. */
  readonly saveRateLimit?: SaveRateLimit;
}

/**
 * Tests save charts much faster than anyone edits: their servers allow 10 000 saves at once, and only the
 * tests of the limit itself use the real one.
 */
export const testSaveRateLimit: SaveRateLimit = { perSecond: 1_000, burst: 10_000 };

/**
 * A real server on the test database, with a temporary `WEB_DIST` (or none).
 *
 * @param options see {@link TestAppOptions}
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsWebDist = options.webDist === undefined;
  const webDist =
    options.webDist === undefined
      ? await createWebDistFixture()
      : (options.webDist ?? path.join(tmpdir(), 'steekwerk-no-web-dist-here'));
  const config: AppConfig = {
    ...loadConfig({}),
    databaseUrl: testDatabaseUrl(),
    webDist,
    passwordHashLogN: testPasswordHashLogN,
    // The test runs enable the outbox (SHOW_OUTBOX=true), as the Makefile's targets and the e2e server do.
    showOutbox: true,
    // Tests call the sweeper of Premium periods themselves, when they mean to.
    premiumSweeper: false,
    ...options.config,
  };
  const app = await createApp({
    config,
    logger: ['error'],
    warn: options.warn ?? (() => undefined),
    saveRateLimit: options.saveRateLimit ?? testSaveRateLimit,
  });
  return {
    app,
    dataSource: app.get<DataSource>(getDataSourceToken()),
    webDist,
    async close() {
      await app.close();
      if (ownsWebDist) await rm(webDist, { recursive: true, force: true });
    },
  };
}

/** A temporary built web app: index.html, a hashed asset, a wasm file, a favicon and a dot file. */
export async function createWebDistFixture(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'steekwerk-web-dist-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), fixtureIndexHtml);
  await writeFile(path.join(root, fixtureAsset), 'console.log("steekwerk");');
  await writeFile(path.join(root, fixtureWasm), Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0, 0, 0]));
  await writeFile(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(root, '.env'), 'SECRET=1');
  return root;
}
