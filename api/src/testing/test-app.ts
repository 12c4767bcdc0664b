import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { DataSource } from 'typeorm';
import { createApp } from '../app.factory';
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
 * A real server on the test database, with a temporary `WEB_DIST` (or none).
 *
 * @param options `webDist: null` for a server whose web app is not built
 */
export async function createTestApp(options: { webDist?: string | null } = {}): Promise<TestApp> {
  const ownsWebDist = options.webDist === undefined;
  const webDist =
    options.webDist === undefined
      ? await createWebDistFixture()
      : (options.webDist ?? path.join(tmpdir(), 'steekwerk-no-web-dist-here'));
  const config = { ...loadConfig({}), databaseUrl: testDatabaseUrl(), webDist };
  const app = await createApp({ config, logger: ['error'] });
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
