import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeAccountServer } from '../../test/fakeAccountServer';
import { renderApp } from '../../test/renderApp';

describe('the development outbox', () => {
  it('lists the mails newest first, each with its recipient, subject, text and link', async () => {
    const server = new FakeAccountServer();
    server.fetch('/nl/ajax/account/register', {
      method: 'POST',
      body: JSON.stringify({ emailAddress: 'eerste@example.nl', password: 'geheim123' }),
    });
    server.fetch('/nl/ajax/account/register', {
      method: 'POST',
      body: JSON.stringify({ emailAddress: 'tweede@example.nl', password: 'geheim123' }),
    });
    const app = renderApp('/nl/email', { server });
    await screen.findByRole('heading', { level: 1, name: 'E-mail' });
    const mails = await screen.findAllByRole('article', { name: 'Activeer je Steekwerk-account' });
    expect(mails).toHaveLength(2);
    expect(mails[0]?.textContent).toContain('Aan: tweede@example.nl');
    expect(mails[1]?.textContent).toContain('Aan: eerste@example.nl');
    expect(mails[0]?.textContent).toContain('Klik op de link om je account te activeren.');

    const link = within(mails[1] as HTMLElement).getByRole('link', { name: 'Link openen' });
    const token = server.activationTokenOf('eerste@example.nl');
    expect(link.getAttribute('href')).toBe(`/nl/account/activation?token=${token}`);
    fireEvent.click(link);
    await screen.findByText('Je account is geactiveerd. Log in om verder te gaan.');
    expect(app.path()).toBe(`/nl/account/activation?token=${token}`);
  });

  it('says when there are no mails, and refreshes', async () => {
    const server = new FakeAccountServer();
    renderApp('/nl/email', { server });
    expect(await screen.findByText('Er zijn nog geen e-mails verstuurd.')).toBeTruthy();
    server.fetch('/nl/ajax/account/register', {
      method: 'POST',
      body: JSON.stringify({ emailAddress: 'nieuw@example.nl', password: 'geheim123' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Vernieuwen' }));
    expect(await screen.findByText(/Aan: nieuw@example\.nl/)).toBeTruthy();
  });

  it('says clearly when the outbox is not available', async () => {
    const server = new FakeAccountServer();
    server.outboxAvailable = false;
    const app = renderApp('/nl/email', { server });
    await act(() => app.clock.advance(5000));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'De e-mailmap is hier niet beschikbaar: hij staat alleen aan op een ontwikkelserver die met SHOW_OUTBOX=true is gestart.',
      ),
    );
    expect(server.bodiesOf('email/outbox')).toHaveLength(1);
  });
});
