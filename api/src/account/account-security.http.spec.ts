import { anonymousUser } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionAbsoluteLifetimeSeconds } from '../session/session-cookie';
import {
  activationTokenMailedTo,
  createTestUser,
  get,
  logIn,
  mailsTo,
  post,
  uniqueEmail,
} from '../testing/accounts';
import { createTestApp, TestApp } from '../testing/test-app';
import { pendingAccountDays } from './users.repository';

const commonPasswordMessage =
  'Dit wachtwoord wordt veel gebruikt en is makkelijk te raden. Kies een ander wachtwoord.';

describe('account security over HTTP', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  function register(email: string, password: string) {
    return post(server, 'account/register', { emailAddress: email, password });
  }

  describe('registering an address that is still pending', () => {
    it('replaces the password, voids the earlier activation link and ends the sessions', async () => {
      const email = uniqueEmail('gekaapt');
      expect((await register(email, 'van-de-vreemde')).body).toEqual({ sfRequest: 'ok', status: 'ok' });
      const strangersToken = await activationTokenMailedTo(server, email);
      const stranger = await logIn(server, email, 'van-de-vreemde');

      expect((await register(email, 'van-de-eigenaar')).body).toEqual({ sfRequest: 'ok', status: 'ok' });

      const mails = await mailsTo(server, email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Activeer je Steekwerk-account',
        'Activeer je Steekwerk-account',
      ]);
      expect((await get(server, 'account/user', { cookies: stranger.cookies })).body['user']).toEqual(
        anonymousUser,
      );
      const byStranger = await post(server, 'account/login', {
        emailAddress: email,
        password: 'van-de-vreemde',
      });
      expect(byStranger.body).toEqual({ sfRequest: 'ok', status: 'invalidCredentials' });
      expect((await post(server, 'account/activate', { token: strangersToken })).body).toEqual({
        sfRequest: 'ok',
        status: 'invalidToken',
      });

      const ownersToken = await activationTokenMailedTo(server, email);
      expect((await post(server, 'account/activate', { token: ownersToken })).body['status']).toBe('ok');
      const { answer } = await logIn(server, email, 'van-de-eigenaar');
      expect(answer.body['user']).toMatchObject({ pending: false });
    });

    it('leaves an active account alone and mails its owner a login link', async () => {
      const { email, password } = await createTestUser(server);

      expect((await register(email, 'iets-anders-123')).body).toEqual({ sfRequest: 'ok', status: 'ok' });

      await logIn(server, email, password);
      expect((await mailsTo(server, email)).at(-1)?.subject).toBe('Je hebt al een Steekwerk-account');
    });
  });

  it(`deletes accounts still pending ${pendingAccountDays} days after registering, and frees the address`, async () => {
    const stale = await createTestUser(server, { pending: true });
    const fresh = await createTestUser(server, { pending: true });
    const active = await createTestUser(server);
    await server.dataSource.query(
      `UPDATE users SET created_at = now() - make_interval(days => $2) - interval '1 minute' WHERE id = ANY($1)`,
      [[stale.user.id, active.user.id], pendingAccountDays],
    );
    await server.dataSource.query(
      `UPDATE users SET created_at = now() - make_interval(days => $2) + interval '1 hour' WHERE id = $1`,
      [fresh.user.id, pendingAccountDays],
    );

    expect((await register(uniqueEmail('iemand-anders'), 'breien-en-haken')).body['status']).toBe('ok');

    const rows: Array<{ id: string }> = await server.dataSource.query(
      `SELECT id FROM users WHERE id = ANY($1)`,
      [[stale.user.id, fresh.user.id, active.user.id]],
    );
    expect(rows.map((row) => row.id).sort()).toEqual([fresh.user.id, active.user.id].sort());
    expect((await register(stale.email, 'een-nieuwe-start')).body['status']).toBe('ok');
    expect((await mailsTo(server, stale.email)).at(-1)?.subject).toBe('Activeer je Steekwerk-account');
  });

  describe('sessions', () => {
    it(`end ${sessionAbsoluteLifetimeSeconds / 86_400} days after the login, however often they are used`, async () => {
      const { email, password, user } = await createTestUser(server);
      const { cookies } = await logIn(server, email, password);
      await server.dataSource.query(
        `UPDATE sessions SET created_at = now() - make_interval(secs => $2) + interval '1 minute'
          WHERE user_id = $1`,
        [user.id, sessionAbsoluteLifetimeSeconds],
      );
      expect((await get(server, 'account/user', { cookies })).body['user']).toMatchObject({
        emailAddress: email,
      });

      await server.dataSource.query(
        `UPDATE sessions SET created_at = now() - make_interval(secs => $2) - interval '1 minute',
                             last_seen_at = now(), expires_at = now() + interval '29 days'
          WHERE user_id = $1`,
        [user.id, sessionAbsoluteLifetimeSeconds],
      );
      expect((await get(server, 'account/user', { cookies })).body['user']).toEqual(anonymousUser);
    });
  });

  describe('common passwords', () => {
    it.each(['password1', 'Password1', ' qwertyuiop ', 'wachtwoord'])(
      'are refused at registration: %j',
      async (password) => {
        const email = uniqueEmail('bekend-wachtwoord');
        const answer = await register(email, password);
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ sfRequest: 'error', error: commonPasswordMessage });
        const rows = await server.dataSource.query(`SELECT 1 FROM users WHERE email = $1`, [email]);
        expect(rows).toEqual([]);
      },
    );

    it('are refused at a password change, which leaves the password as it was', async () => {
      const { email, password } = await createTestUser(server);
      const { cookies } = await logIn(server, email, password);

      const answer = await post(
        server,
        'account/password',
        { currentPassword: password, newPassword: 'iloveyou123' },
        { cookies },
      );

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ sfRequest: 'error', error: commonPasswordMessage });
      await logIn(server, email, password);
    });

    it('leave uncommon passwords alone', async () => {
      expect((await register(uniqueEmail('eigen-wachtwoord'), 'kabelsteek-in-mosgroen')).status).toBe(200);
    });
  });
});
