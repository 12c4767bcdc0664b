import { notificationsResponseSchema, type Notification } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsersRepository } from '../account/users.repository';
import { get, post } from '../testing/accounts';
import { createAuthor, type Author } from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { parseNotificationCommand, runNotificationCommand } from './notification-commands';
import { NotificationsService } from './notifications.service';

describe('notifications', () => {
  let server: TestApp;
  let notifications: NotificationsService;
  let free: Author;
  let premium: Author;
  let other: Author;
  let output: string[];

  beforeAll(async () => {
    server = await createTestApp();
    notifications = new NotificationsService(server.dataSource);
    [free, premium, other] = await Promise.all([
      createAuthor(server),
      createAuthor(server, { premium: true }),
      createAuthor(server),
    ]);
  });

  afterAll(async () => {
    await server.close();
  });

  /** Runs `npm run admin -- notification:…` against the test database; returns the exit status. */
  async function admin(name: string, values: Record<string, string>) {
    output = [];
    return runNotificationCommand(parseNotificationCommand(name, values, new Date()), {
      notifications,
      users: new UsersRepository(server.dataSource),
      print: (line) => output.push(line),
    });
  }

  async function created(values: Record<string, string>): Promise<string> {
    expect(await admin('notification:create', values)).toBe(0);
    return /Created notification (\d+)/.exec(output[0] ?? '')![1]!;
  }

  async function seen(author: Author | undefined): Promise<Notification[]> {
    const answer = await get(server, 'notifications', author ? { cookies: author.cookies } : {});
    expect(answer.status).toBe(200);
    return notificationsResponseSchema.parse(answer.body).notifications;
  }
  const ids = (list: Notification[]) => list.map((notification) => notification.id);

  it('shows each reader the notifications for everyone, their group and themselves, newest first', async () => {
    const everyone = await created({
      text: `Voor iedereen ${Date.now()}`,
      link: '/nl/help',
      button: 'Lees meer',
    });
    const forPremium = await created({ text: 'Voor Premium', for: 'premium' });
    const forFree = await created({ text: 'Voor gratis gebruikers', for: 'free' });
    const forOne = await created({ text: 'Alleen voor jou', email: free.email });

    expect(ids(await seen(undefined))).toContain(everyone);
    expect(ids(await seen(undefined))).not.toContain(forFree);
    const freeSees = ids(await seen(free));
    expect(freeSees.indexOf(forOne)).toBeLessThan(freeSees.indexOf(forFree));
    expect(freeSees).toEqual(expect.arrayContaining([everyone, forFree, forOne]));
    expect(freeSees).not.toContain(forPremium);
    const premiumSees = ids(await seen(premium));
    expect(premiumSees).toEqual(expect.arrayContaining([everyone, forPremium]));
    expect(premiumSees).not.toContain(forFree);
    expect(premiumSees).not.toContain(forOne);
    expect((await seen(free)).find((notification) => notification.id === everyone)).toMatchObject({
      link: '/nl/help',
      button: 'Lees meer',
      dismissed: false,
    });
  });

  it('lets a user close one for themselves only; closing again changes nothing', async () => {
    const id = await created({ text: `Nieuw in Steekwerk ${Date.now()}` });
    const close = (author: Author) =>
      post(server, `notification/dismiss/${id}`, {}, { cookies: author.cookies });
    expect((await close(free)).body).toEqual({ sfRequest: 'ok', status: 'ok' });
    expect((await close(free)).status).toBe(200);
    expect((await seen(free)).find((notification) => notification.id === id)?.dismissed).toBe(true);
    expect((await seen(other)).find((notification) => notification.id === id)?.dismissed).toBe(false);
    expect((await seen(undefined)).find((notification) => notification.id === id)?.dismissed).toBe(false);
  });

  it('refuses to close what the user cannot see, bad ids, and visitors', async () => {
    const someoneElses = await created({ text: 'Alleen voor de ander', email: other.email });
    const premiumOnly = await created({ text: 'Alleen Premium', for: 'premium' });
    for (const id of [someoneElses, premiumOnly, '999999999999']) {
      const answer = await post(server, `notification/dismiss/${id}`, {}, { cookies: free.cookies });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ sfRequest: 'error', error: 'Deze melding bestaat niet.' });
    }
    for (const id of ['abc', '0', '-1', '1e3', '1'.repeat(30)]) {
      const answer = await post(server, `notification/dismiss/${id}`, {}, { cookies: free.cookies });
      expect(answer.status, id).toBe(400);
      expect(answer.body).toMatchObject({ sfRequest: 'error' });
    }
    const visitor = await post(server, `notification/dismiss/${premiumOnly}`, {});
    expect(visitor.status).toBeGreaterThanOrEqual(400);
    expect(visitor.body).toEqual({ sfRequest: 'error', error: 'Je bent niet ingelogd.' });
  });

  it('stops showing one when it expires or is deleted', async () => {
    const soon = await created({ text: 'Even', until: '1h' });
    expect(ids(await seen(free))).toContain(soon);
    await server.dataSource.query(
      `UPDATE notifications SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [soon],
    );
    expect(ids(await seen(free))).not.toContain(soon);
    const gone = await created({ text: 'Weg' });
    expect(await admin('notification:delete', { id: gone })).toBe(0);
    expect(ids(await seen(free))).not.toContain(gone);
    expect(await admin('notification:delete', { id: gone })).toBe(1);
  });

  it('lists them for the operator with how many closed them', async () => {
    const id = await created({ text: `Te tellen ${Date.now()}` });
    await post(server, `notification/dismiss/${id}`, {}, { cookies: other.cookies });
    expect(await admin('notification:list', {})).toBe(0);
    expect(output.find((line) => line.startsWith(`${id}\t`))).toMatch(/\tall\t1 closed\tTe tellen/);
  });

  it('refuses what an operator should not send', async () => {
    const now = new Date();
    const refused = (values: Record<string, string>) => () =>
      parseNotificationCommand('notification:create', values, now);
    expect(refused({})).toThrow(/--text/);
    expect(refused({ text: 'x'.repeat(501) })).toThrow(/--text/);
    expect(refused({ text: 'Hoi', link: 'javascript:alert(1)' })).toThrow(/--link/);
    expect(refused({ text: 'Hoi', link: '//evil.example/nl' })).toThrow(/--link/);
    expect(refused({ text: 'Hoi', link: 'http://example.nl' })).toThrow(/--link/);
    expect(refused({ text: 'Hoi', button: 'Klik' })).toThrow(/--button needs a --link/);
    expect(refused({ text: 'Hoi', for: 'iedereen' })).toThrow(/--for/);
    expect(refused({ text: 'Hoi', for: 'free', email: 'a@example.nl' })).toThrow(/either/);
    expect(refused({ text: 'Hoi', until: '2020-01-01' })).toThrow(/future/);
    expect(
      parseNotificationCommand('notification:create', { text: 'Hoi', link: 'https://steekwerk.nl/x' }, now),
    ).toMatchObject({
      link: 'https://steekwerk.nl/x',
    });
    expect(await admin('notification:create', { text: 'Hoi', email: 'niemand@example.nl' })).toBe(1);
    expect(output[0]).toMatch(/No user has the address/);
  });
});
