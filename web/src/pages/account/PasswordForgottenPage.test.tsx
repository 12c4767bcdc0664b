import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FakeAccountServer } from '../../test/fakeAccountServer';
import { renderApp } from '../../test/renderApp';

async function forgottenForm() {
  return within(await screen.findByRole('form', { name: 'Wachtwoord vergeten' }));
}

function withUser() {
  const server = new FakeAccountServer();
  server.addUser({ emailAddress: 'anna@example.nl', password: 'geheim123' });
  return server;
}

describe('wachtwoord vergeten', () => {
  // The screens' chunks and the app's first render, once outside the tests' time (docs/decisions.md, "Flaky tests").
  beforeAll(async () => {
    await Promise.all([import('./LoginPage'), import('./PasswordForgottenPage')]);
    renderApp('/nl/account/password-forgotten');
    await screen.findByRole('heading', { level: 1, name: 'Wachtwoord vergeten' }, { timeout: 30_000 });
    cleanup();
  }, 60_000);

  it('is linked from the login screen', async () => {
    renderApp('/nl/login', { server: withUser() });
    const form = within(await screen.findByRole('form', { name: 'Inloggen' }));
    expect(form.getByRole('link', { name: 'Wachtwoord vergeten?' }).getAttribute('href')).toBe(
      '/nl/account/password-forgotten',
    );
  });

  it('sends the address and says the same for a known and an unknown one', async () => {
    const server = withUser();
    for (const emailAddress of ['Anna@example.nl ', 'niemand@example.nl']) {
      renderApp('/nl/account/password-forgotten', { server });
      const form = await forgottenForm();
      fireEvent.change(form.getByLabelText('E-mailadres'), { target: { value: emailAddress } });
      fireEvent.click(form.getByRole('button', { name: 'Stuur de link' }));
      const address = emailAddress.trim().toLowerCase();
      expect(
        await screen.findByText(
          `Als er een account is met ${address}, hebben we daar een e-mail met een link naartoe gestuurd. De link werkt een uur en één keer. Geen e-mail ontvangen? Kijk ook in je spam.`,
        ),
      ).toBeTruthy();
      document.body.innerHTML = '';
    }
    expect(server.bodiesOf('account/password/forgotten')).toEqual([
      { emailAddress: 'anna@example.nl' },
      { emailAddress: 'niemand@example.nl' },
    ]);
    expect(server.outbox.map((mail) => mail.to)).toEqual(['anna@example.nl']);
  });

  it('shows the model’s message for a bad address and sends nothing', async () => {
    const server = withUser();
    renderApp('/nl/account/password-forgotten', { server });
    const form = await forgottenForm();
    fireEvent.change(form.getByLabelText('E-mailadres'), { target: { value: 'anna' } });
    fireEvent.click(form.getByRole('button', { name: 'Stuur de link' }));
    expect(form.getByText('Vul een geldig e-mailadres in.')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByLabelText('E-mailadres'));
    expect(server.bodiesOf('account/password/forgotten')).toEqual([]);
  });

  it('shows the server’s rate-limit message', async () => {
    const server = withUser();
    const message =
      'Je hebt net al een link aangevraagd. Kijk ook in je spam, of probeer het over een kwartier opnieuw.';
    server.failNext('account/password/forgotten', 429, message);
    renderApp('/nl/account/password-forgotten', { server });
    const form = await forgottenForm();
    fireEvent.change(form.getByLabelText('E-mailadres'), { target: { value: 'anna@example.nl' } });
    fireEvent.click(form.getByRole('button', { name: 'Stuur de link' }));
    expect((await form.findByRole('alert')).textContent).toBe(message);
  });
});
