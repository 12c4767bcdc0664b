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
      trustProxyConfigured: false,
      publicUrl: null,
      trustedOrigins: [],
      smtpUrl: null,
      mailFrom: 'Steekwerk <noreply@localhost>',
      showOutbox: false,
      passwordHashLogN: 17,
      mollieApiKey: null,
      premiumSweeper: true,
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
    expect(config).toMatchObject({
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

  it('reads the mail and origin settings', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://Steekwerk.example/',
      TRUSTED_ORIGINS: 'http://localhost:5173, https://admin.steekwerk.example:8443',
      SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
      PASSWORD_HASH_LOG_N: '12',
    });
    expect(config).toMatchObject({
      publicUrl: 'https://steekwerk.example',
      trustedOrigins: ['http://localhost:5173', 'https://admin.steekwerk.example:8443'],
      smtpUrl: 'smtps://mailer:secret@smtp.example:465',
      mailFrom: 'Steekwerk <noreply@steekwerk.example>',
      showOutbox: false,
      passwordHashLogN: 12,
    });
    expect(loadConfig({ MAIL_FROM: 'Wol <wol@example.nl>', SHOW_OUTBOX: 'false' })).toMatchObject({
      mailFrom: 'Wol <wol@example.nl>',
      showOutbox: false,
    });
  });

  it('hides the outbox in production unless asked for', () => {
    const production = { NODE_ENV: 'production', TRUST_PROXY: 'false', MOLLIE_API_KEY: 'test_key' };
    expect(loadConfig(production).showOutbox).toBe(false);
    expect(loadConfig({ ...production, SHOW_OUTBOX: 'true' }).showOutbox).toBe(true);
  });

  it('shows the outbox only when SHOW_OUTBOX=true, never because NODE_ENV is missing', () => {
    expect(loadConfig({}).showOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).showOutbox).toBe(false);
    expect(loadConfig({ SHOW_OUTBOX: 'false' }).showOutbox).toBe(false);
    expect(loadConfig({ SHOW_OUTBOX: 'true' }).showOutbox).toBe(true);
  });

  it('refuses to start in production without TRUST_PROXY, and takes "false" as a decision', () => {
    const production = { NODE_ENV: 'production', MOLLIE_API_KEY: 'test_key' };
    expect(() => loadConfig(production)).toThrow(/needs TRUST_PROXY/);
    expect(() => loadConfig({ ...production, TRUST_PROXY: ' ' })).toThrow(ConfigError);
    expect(loadConfig({ ...production, TRUST_PROXY: 'false' })).toMatchObject({
      trustProxy: false,
      trustProxyConfigured: true,
    });
    expect(loadConfig({ ...production, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('refuses to start in production with the test payment provider, unless ALLOW_TEST_PAYMENTS=true', () => {
    const production = { NODE_ENV: 'production', TRUST_PROXY: 'false' };
    expect(() => loadConfig(production)).toThrow(/needs MOLLIE_API_KEY/);
    expect(() => loadConfig({ ...production, ALLOW_TEST_PAYMENTS: 'false' })).toThrow(/needs MOLLIE_API_KEY/);
    expect(() => loadConfig({ ...production, ALLOW_TEST_PAYMENTS: 'yes' })).toThrow(ConfigError);
    expect(loadConfig({ ...production, ALLOW_TEST_PAYMENTS: 'true' }).mollieApiKey).toBeNull();
    expect(loadConfig({ ...production, MOLLIE_API_KEY: ' live_abc ' }).mollieApiKey).toBe('live_abc');
    expect(loadConfig({}).mollieApiKey).toBeNull();
  });

  it.each([
    [{ PUBLIC_URL: 'steekwerk.nl' }],
    [{ PUBLIC_URL: 'https://steekwerk.nl/nl' }],
    [{ PUBLIC_URL: 'ftp://steekwerk.nl' }],
    [{ TRUSTED_ORIGINS: 'https://a.example/x' }],
    [{ SMTP_URL: 'http://smtp.example' }],
    [{ SMTP_URL: 'smtp://smtp.example' }],
    [{ SHOW_OUTBOX: 'yes' }],
    [{ PASSWORD_HASH_LOG_N: '9' }],
    [{ PASSWORD_HASH_LOG_N: '21' }],
    [{ PASSWORD_HASH_LOG_N: '16', NODE_ENV: 'production', TRUST_PROXY: 'false', MOLLIE_API_KEY: 'test_key' }],
    [{ PREMIUM_SWEEPER: 'no' }],
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it('hides the password in messages', () => {
    expect(redactDatabaseUrl('postgres://u:secret@h:1/db')).toBe('postgres://u:***@h:1/db');
    expect(redactDatabaseUrl('postgres://u@h:1/db')).toBe('postgres://u@h:1/db');
  });
});
