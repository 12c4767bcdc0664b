import { describe, expect, it } from 'vitest';
import { createAjaxClient } from '../api/ajaxClient';
import { memoryStorage, readJson } from '../lib/localStore';
import { FakeAccountServer } from '../test/fakeAccountServer';
import { FakeClock } from '../test/fakeClock';
import { createAccountApi } from './accountApi';
import { createAccountStore, localSettingsKey, sameUser, unsentSettingsKey } from './accountStore';

function setUp(server = new FakeAccountServer(), storage = memoryStorage()) {
  const clock = new FakeClock();
  const api = createAccountApi(createAjaxClient({ fetch: server.fetch, timers: clock }));
  const store = createAccountStore({ api, timers: clock, storage });
  return { server, clock, store, storage };
}

describe('the account store', () => {
  it('loads an anonymous visitor with the settings kept in this browser', async () => {
    const storage = memoryStorage({ [localSettingsKey]: JSON.stringify({ darkMode: 'yes' }) });
    const { store } = setUp(new FakeAccountServer(), storage);
    expect(store.getState().status).toBe('idle');
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'ready', user: { userId: '' } });
    expect(store.getState().settings.darkMode).toBe('yes');
  });

  it('loads the session user and the server settings', async () => {
    const server = new FakeAccountServer();
    server.addUser({ emailAddress: 'anna@example.nl', loggedIn: true, settings: { lengthUnits: 'metric' } });
    const { store } = setUp(server);
    await store.getState().load();
    expect(store.getState().user.emailAddress).toBe('anna@example.nl');
    expect(store.getState().settings.lengthUnits).toBe('metric');
  });

  it('shares one request between concurrent loads and keeps an unchanged user object', async () => {
    const server = new FakeAccountServer();
    server.addUser({ loggedIn: true });
    const { store } = setUp(server);
    await Promise.all([store.getState().load(), store.getState().load()]);
    expect(server.requests).toHaveLength(1);
    const user = store.getState().user;
    await store.getState().load();
    expect(store.getState().user).toBe(user);
  });

  it('reports a failed load', async () => {
    const server = new FakeAccountServer();
    server.failNext('account/user', 500, 'Storing.', 4);
    const { store, clock } = setUp(server);
    const loading = store.getState().load();
    await clock.advance(1500);
    await loading;
    expect(store.getState().status).toBe('failed');
    expect((store.getState().loadError as Error).message).toBe('API request account/user failed');
  });

  it('keeps the user and the ready status while reloading, also when the reload fails', async () => {
    const server = new FakeAccountServer();
    server.addUser({ emailAddress: 'anna@example.nl', loggedIn: true, premium: false });
    const { store, clock } = setUp(server);
    await store.getState().load();
    const statuses: string[] = [];
    const unsubscribe = store.subscribe((state) => statuses.push(state.status));
    server.failNext('account/user', 503, 'Onderhoud.', 4);
    const reloading = store.getState().load();
    await clock.advance(1500);
    await reloading;
    unsubscribe();
    expect(statuses.every((status) => status === 'ready')).toBe(true);
    expect(store.getState().user.emailAddress).toBe('anna@example.nl');
    expect((store.getState().loadError as Error).message).toBe('API request account/user failed');
  });

  it('logs in and out; the visitor’s own settings return after logging out', async () => {
    const server = new FakeAccountServer();
    server.addUser({ emailAddress: 'anna@example.nl', password: 'geheim123', settings: { darkMode: 'no' } });
    const storage = memoryStorage({ [localSettingsKey]: JSON.stringify({ darkMode: 'yes' }) });
    const { store } = setUp(server, storage);
    await store.getState().load();

    expect(await store.getState().login({ emailAddress: 'anna@example.nl', password: 'fout' })).toBe(
      'invalidCredentials',
    );
    expect(store.getState().user.userId).toBe('');
    expect(await store.getState().login({ emailAddress: 'anna@example.nl', password: 'geheim123' })).toBe(
      'ok',
    );
    expect(store.getState().user.emailAddress).toBe('anna@example.nl');
    expect(store.getState().settings.darkMode).toBe('no');

    await store.getState().logout();
    expect(store.getState().user.userId).toBe('');
    expect(store.getState().settings.darkMode).toBe('yes');
  });

  it('sends a logged-in user’s settings changes together, 2 s after the last one', async () => {
    const server = new FakeAccountServer();
    server.addUser({ emailAddress: 'anna@example.nl', loggedIn: true });
    const { store, clock } = setUp(server);
    await store.getState().load();

    store.getState().changeSettings({ darkMode: 'yes' });
    expect(store.getState().settings.darkMode).toBe('yes');
    expect(store.getState().settingsSave).toBe('pending');
    await clock.advance(1500);
    store.getState().changeSettings({ lengthUnits: 'metric' });
    await clock.advance(1999);
    expect(server.bodiesOf('account/settings')).toEqual([]);
    await clock.advance(1);
    expect(server.bodiesOf('account/settings')).toEqual([
      { settings: { darkMode: 'yes', lengthUnits: 'metric' } },
    ]);
    expect(store.getState().settingsSave).toBe('saved');
    expect(server.settingsOf('anna@example.nl')).toMatchObject({ darkMode: 'yes', lengthUnits: 'metric' });
  });

  it('sends at once when asked, including a change still waiting', async () => {
    const server = new FakeAccountServer();
    server.addUser({ loggedIn: true });
    const { store, clock } = setUp(server);
    await store.getState().load();
    store.getState().changeSettings({ handedness: 'left' });
    store.getState().changeSettings({ symbolsListFormat: 'thumbnails' }, { immediate: true });
    await clock.advance(0);
    expect(server.bodiesOf('account/settings')).toEqual([
      { settings: { handedness: 'left', symbolsListFormat: 'thumbnails' } },
    ]);
    expect(clock.pendingCount).toBe(0);
  });

  it('keeps a change that failed to send and sends it with the next one', async () => {
    const server = new FakeAccountServer();
    server.addUser({ loggedIn: true });
    const { store, clock } = setUp(server);
    await store.getState().load();
    server.failNext('account/settings', 400, 'Ongeldige instelling.');
    store.getState().changeSettings({ darkMode: 'no' }, { immediate: true });
    await clock.advance(0);
    expect(store.getState().settingsSave).toBe('failed');
    expect(store.getState().settings.darkMode).toBe('no');
    store.getState().changeSettings({ handedness: 'left' }, { immediate: true });
    await clock.advance(0);
    expect(server.bodiesOf('account/settings')[1]).toEqual({
      settings: { darkMode: 'no', handedness: 'left' },
    });
    expect(store.getState().settingsSave).toBe('saved');
  });

  it('keeps an anonymous visitor’s settings in this browser and never sends them', async () => {
    const { store, storage, server, clock } = setUp();
    await store.getState().load();
    store.getState().changeSettings({ darkMode: 'yes' }, { immediate: true });
    store.getState().changeSettings({ chartsListFormat: 'table' });
    await clock.advance(5000);
    expect(server.bodiesOf('account/settings')).toEqual([]);
    expect(readJson(storage, localSettingsKey)).toMatchObject({ darkMode: 'yes', chartsListFormat: 'table' });
    expect(store.getState().settings.chartsListFormat).toBe('table');
  });

  it('sends a waiting change before logging out', async () => {
    const server = new FakeAccountServer();
    server.addUser({ emailAddress: 'anna@example.nl', loggedIn: true });
    const { store } = setUp(server);
    await store.getState().load();
    store.getState().changeSettings({ darkMode: 'yes' });
    await store.getState().logout();
    expect(server.settingsOf('anna@example.nl')?.darkMode).toBe('yes');
    expect(server.loggedInEmail).toBeUndefined();
  });

  it('keeps a change it could not send before logging out (offline), and sends it when that user is back', async () => {
    const server = new FakeAccountServer();
    server.addUser({ emailAddress: 'anna@example.nl', password: 'geheim-wachtwoord', loggedIn: true });
    const { store, storage, clock } = setUp(server);
    await store.getState().load();
    const annaId = store.getState().user.userId;
    store.getState().changeSettings({ darkMode: 'yes' });
    // The request helper tries 4 times; every attempt meets no server.
    server.failNext('account/settings', 503, 'Storing.', 4);
    const leaving = store.getState().logout();
    await clock.advance(10_000);
    await leaving;
    expect(server.loggedInEmail).toBeUndefined();
    expect(server.settingsOf('anna@example.nl')?.darkMode).not.toBe('yes');
    expect(readJson(storage, unsentSettingsKey)).toEqual({ userId: annaId, change: { darkMode: 'yes' } });
    // The visitor after her does not get her settings.
    expect(store.getState().settings.darkMode).not.toBe('yes');

    expect(
      await store.getState().login({ emailAddress: 'anna@example.nl', password: 'geheim-wachtwoord' }),
    ).toBe('ok');
    expect(store.getState().settings.darkMode).toBe('yes');
    await clock.advance(2000);
    expect(server.settingsOf('anna@example.nl')?.darkMode).toBe('yes');
    expect(readJson(storage, unsentSettingsKey)).toBeUndefined();
  });

  it('ignores a kept change of another user, or one that is not a settings change', async () => {
    const server = new FakeAccountServer();
    server.addUser({ emailAddress: 'anna@example.nl', loggedIn: true });
    const storage = memoryStorage({
      [unsentSettingsKey]: JSON.stringify({ userId: 'someone-else', change: { darkMode: 'yes' } }),
    });
    const { store } = setUp(server, storage);
    await store.getState().load();
    expect(store.getState().settings.darkMode).not.toBe('yes');
    storage.setItem(
      unsentSettingsKey,
      JSON.stringify({ userId: store.getState().user.userId, change: { darkMode: 42, nonsense: true } }),
    );
    await store.getState().load();
    expect(store.getState().settingsSave).not.toBe('pending');
    expect(readJson(storage, unsentSettingsKey)).toBeUndefined();
  });

  it('reloads a logged-in user after activation, so pending clears', async () => {
    const server = new FakeAccountServer();
    server.addUser({ emailAddress: 'piet@example.nl', pending: true, loggedIn: true });
    const { store } = setUp(server);
    await store.getState().load();
    expect(store.getState().user.pending).toBe(true);
    const token = server.activationTokenOf('piet@example.nl') ?? '';
    expect(await store.getState().activate(token)).toBe('ok');
    expect(store.getState().user.pending).toBe(false);
  });

  it('saves the profile and takes the user the server answers', async () => {
    const server = new FakeAccountServer();
    server.addUser({ loggedIn: true });
    const { store } = setUp(server);
    await store.getState().load();
    await store.getState().saveProfile({
      firstName: 'Anna',
      lastName: '',
      nickname: '',
      countryCode: 'NL',
      regionCode: '',
      currencyCode: 'EUR',
    });
    expect(store.getState().user).toMatchObject({ firstName: 'Anna', countryCode: 'NL' });
  });
});

describe('sameUser', () => {
  it('compares every field, including the language list', async () => {
    const { anonymousUser } = await import('@steekwerk/model');
    expect(sameUser(anonymousUser, { ...anonymousUser, languages: ['nl'] })).toBe(true);
    expect(sameUser(anonymousUser, { ...anonymousUser, languages: ['nl', 'en'] })).toBe(false);
    expect(sameUser(anonymousUser, { ...anonymousUser, premium: true })).toBe(false);
  });
});
