import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultWebDist, loadConfig, loadDatabaseUrl, redactDatabaseUrl } from './config';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      databaseUrl: 'postgres://steekwerk@127.0.0.1:54329/steekwerk',
      port: 8080,
      host: 'localhost',
      webDist: defaultWebDist,
      trustProxy: false,
    });
  });

  it('finds the web app at <repo>/web/dist', () => {
    expect(defaultWebDist).toBe(path.resolve(__dirname, '../../../web/dist'));
    expect(path.basename(path.dirname(defaultWebDist))).toBe('web');
  });

  it('reads the environment, treating empty values as unset', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://u:p@db:5432/x',
      PORT: '8095',
      HOST: '0.0.0.0',
      WEB_DIST: '/srv/web',
      TRUST_PROXY: '10.0.0.1, 10.0.0.0/8',
    });
    expect(config).toEqual({
      databaseUrl: 'postgresql://u:p@db:5432/x',
      port: 8095,
      host: '0.0.0.0',
      webDist: '/srv/web',
      trustProxy: ['10.0.0.1', '10.0.0.0/8'],
    });
    expect(loadConfig({ PORT: '', HOST: ' ', TRUST_PROXY: 'true' })).toMatchObject({
      port: 8080,
      host: 'localhost',
      trustProxy: true,
    });
  });

  it.each(['0', '70000', '80a', '-1'])('refuses PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadDatabaseUrl({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
  });

  it('hides the password in messages', () => {
    expect(redactDatabaseUrl('postgres://u:secret@h:1/db')).toBe('postgres://u:***@h:1/db');
    expect(redactDatabaseUrl('postgres://u@h:1/db')).toBe('postgres://u@h:1/db');
  });
});
