import { outboxResponseSchema } from '@steekwerk/model';
import { loadConfig } from '../config/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, uniqueEmail } from '../testing/accounts';
import { createTestApp, TestApp } from '../testing/test-app';
import { outboxListLimit } from './outbox.service';

describe('GET /nl/ajax/email/outbox', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  it('lists the newest mails first, in the contract shape', async () => {
    const first = uniqueEmail('postbus');
    const second = uniqueEmail('postbus');
    await post(server, 'account/register', { emailAddress: first, password: 'breien123' });
    await post(server, 'account/register', { emailAddress: second, password: 'breien123' });

    const answer = await get(server, 'email/outbox');

    expect(answer.status).toBe(200);
    const { mails } = outboxResponseSchema.parse(answer.body);
    expect(mails.length).toBeLessThanOrEqual(outboxListLimit);
    const mine = mails.filter((mail) => mail.to === first || mail.to === second);
    expect(mine.map((mail) => mail.to)).toEqual([second, first]);
    expect(mine[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      to: second,
      subject: 'Activeer je Steekwerk-account',
      text: expect.stringContaining('/nl/account/activation?token='),
      link: expect.stringContaining('/nl/account/activation?token='),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it(`lists at most ${outboxListLimit} mails`, async () => {
    await server.dataSource.query(
      // Dated yesterday, so they never push the fresh mails of tests running alongside off the list.
      `INSERT INTO outbox ("to", subject, text, html, created_at)
       SELECT 'vulling@example.nl', 'Vulling', 'x', 'x', now() - interval '1 day' FROM generate_series(1, $1)`,
      [outboxListLimit + 1],
    );
    const { mails } = outboxResponseSchema.parse((await get(server, 'email/outbox')).body);
    expect(mails).toHaveLength(outboxListLimit);
  });

  it('is off without SHOW_OUTBOX=true, also when NODE_ENV is not set', async () => {
    const unset = await createTestApp({ config: { showOutbox: loadConfig({}).showOutbox } });
    try {
      const answer = await get(unset, 'email/outbox');
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ sfRequest: 'error', error: 'Niet gevonden.' });
    } finally {
      await unset.close();
    }
  });

  it('answers 404 with the envelope where the outbox is not shown', async () => {
    const hidden = await createTestApp({ config: { showOutbox: false } });
    try {
      const answer = await get(hidden, 'email/outbox');
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ sfRequest: 'error', error: 'Niet gevonden.' });
    } finally {
      await hidden.close();
    }
  });
});
