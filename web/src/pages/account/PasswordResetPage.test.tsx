import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FakeAccountServer } from '../../test/fakeAccountServer';
import { renderApp } from '../../test/renderApp';

/** A user who asked for a reset link; answers the server and the link's path. */
async function userWithResetLink(loggedIn = false) {
  const server = new FakeAccountServer();
  server.addUser({ emailAddress: 'anna@example.nl', password: 'geheim123', loggedIn });
  await server.fetch('/nl/ajax/account/password/forgotten', {
    method: 'POST',
    body: JSON.stringify({ emailAddress: 'anna@example.nl' }),
  });
  const link = new URL(server.outbox[0]?.link ?? '');
  return { server, path: `${link.pathname}${link.search}` };
}

async function resetForm() {
  return within(await screen.findByRole('form', { name: 'Nieuw wachtwoord kiezen' }));
}

function submit(form: Awaited<ReturnType<typeof resetForm>>, newPassword: string) {
  fireEvent.change(form.getByLabelText('Nieuw wachtwoord'), { target: { value: newPassword } });
  fireEvent.click(form.getByRole('button', { name: 'Wachtwoord opslaan' }));
}

describe('choosing a new password with the e-mailed link', () => {
  // The screens' chunks and the app's first render, once outside the tests' time (docs/decisions.md, "Flaky tests").
  beforeAll(async () => {
    await Promise.all([
      import('./PasswordResetPage'),
      import('./PasswordForgottenPage'),
      import('./LoginPage'),
    ]);
    renderApp('/nl/account/password-reset');
    await screen.findByRole('heading', { level: 1, name: 'Nieuw wachtwoord kiezen' }, { timeout: 30_000 });
    cleanup();
  }, 60_000);

  it('sets the password once, logs this browser out and leads to login', async () => {
    const { server, path } = await userWithResetLink(true);
    const app = renderApp(path, { server });
    submit(await resetForm(), 'een-nieuw-wachtwoord');

    expect(
      await screen.findByText('Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.'),
    ).toBeTruthy();
    expect(server.passwordOf('anna@example.nl')).toBe('een-nieuw-wachtwoord');
    expect(server.loggedInEmail).toBeUndefined();
    fireEvent.click(screen.getByRole('link', { name: 'Inloggen' }));
    await waitFor(() => expect(app.path()).toBe('/nl/login'));
  });

  it('shows the model’s message for a short password and sends nothing', async () => {
    const { server, path } = await userWithResetLink();
    renderApp(path, { server });
    const form = await resetForm();
    submit(form, 'kort');
    expect(form.getByText('Het wachtwoord moet minstens 8 tekens hebben.')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByLabelText('Nieuw wachtwoord'));
    expect(server.requests.filter((request) => request.url === '/nl/ajax/account/password/reset')).toEqual(
      [],
    );
  });

  it('shows the server’s message for a common password and keeps the form', async () => {
    const { server, path } = await userWithResetLink();
    const message = 'Dit wachtwoord wordt veel gebruikt en is makkelijk te raden. Kies een ander wachtwoord.';
    server.failNext('account/password/reset', 400, message);
    renderApp(path, { server });
    const form = await resetForm();
    submit(form, 'password1');
    expect((await form.findByRole('alert')).textContent).toBe(message);
    submit(form, 'een-nieuw-wachtwoord');
    expect(
      await screen.findByText('Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.'),
    ).toBeTruthy();
  });

  it('says at once that an expired link is expired, and offers a new one', async () => {
    const server = new FakeAccountServer();
    const app = renderApp('/nl/account/password-reset?token=verlopen-token-abcdefghijklmnop', { server });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Deze link is verlopen: hij werkt maar een uur. Vraag een nieuwe link aan.',
    );
    expect(screen.queryByLabelText('Nieuw wachtwoord')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Nieuwe link aanvragen' }));
    await waitFor(() => expect(app.path()).toBe('/nl/account/password-forgotten'));
  });

  it('says that a used link was used', async () => {
    const { server, path } = await userWithResetLink();
    renderApp(path, { server });
    submit(await resetForm(), 'een-nieuw-wachtwoord');
    await screen.findByText('Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.');
    document.body.innerHTML = '';

    renderApp(path, { server });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Deze link is al gebruikt. Vraag een nieuwe link aan als je opnieuw een wachtwoord wilt kiezen.',
    );
  });

  it.each(['', 'kort', 'onbekend-token-abcdefghijklmnop'])('calls the link %j invalid', async (token) => {
    const server = new FakeAccountServer();
    renderApp(`/nl/account/password-reset?token=${token}`, { server });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Deze link om je wachtwoord te herstellen is ongeldig. Vraag een nieuwe link aan.',
    );
  });

  it('does not send a malformed token', async () => {
    const server = new FakeAccountServer();
    renderApp('/nl/account/password-reset', { server });
    await screen.findByRole('alert');
    expect(server.bodiesOf('account/password/reset/check')).toEqual([]);
  });
});
