import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activationRedirectKey } from '../../account/activationRedirect';
import { memoryStorage, readJson } from '../../lib/localStore';
import { FakeAccountServer } from '../../test/fakeAccountServer';
import { loggedInServer, renderApp } from '../../test/renderApp';
import { activationContinueMs } from './ActivationPage';

function pendingUser(loggedIn = false) {
  const server = new FakeAccountServer();
  server.addUser({ emailAddress: 'piet@example.nl', pending: true, loggedIn });
  const token = server.activationTokenOf('piet@example.nl') ?? '';
  return { server, token };
}

/**
 * The page sets its continue timer in an effect after the text shows: moving the clock before that would leave
 * the timer due 3 s after the move, so the test waits for it as the user waits for the page.
 */
async function continueTimerSet(clock: { pendingDelays: number[] }): Promise<void> {
  await waitFor(() => expect(clock.pendingDelays).toContain(activationContinueMs));
}

describe('activating with the e-mailed link', () => {
  it('activates, says so and continues to login with the page remembered at registration', async () => {
    const { server, token } = pendingUser();
    const storage = memoryStorage({ [activationRedirectKey]: JSON.stringify('/nl/account/profile') });
    const app = renderApp(`/nl/account/activation?token=${token}`, { server, storage });
    expect(await screen.findByText('Je account is geactiveerd. Log in om verder te gaan.')).toBeTruthy();
    expect(server.userByEmail('piet@example.nl')?.pending).toBe(false);
    expect(readJson(storage, activationRedirectKey)).toBeUndefined();
    const login = screen.getByRole('link', { name: 'Inloggen' });
    expect(login.getAttribute('href')).toBe('/nl/login?redirectUrl=%2Fnl%2Faccount%2Fprofile');
    await continueTimerSet(app.clock);
    await act(() => app.clock.advance(activationContinueMs));
    await waitFor(() => expect(app.path()).toBe('/nl/login?redirectUrl=%2Fnl%2Faccount%2Fprofile'));
  });

  it('continues a logged-in user to the redirectUrl', async () => {
    const { server, token } = pendingUser(true);
    const app = renderApp(`/nl/account/activation?token=${token}&redirectUrl=%2Fnl%2Fbrowse`, { server });
    expect(await screen.findByText('Je account is geactiveerd.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Ga verder' }));
    await screen.findByRole('heading', { level: 1, name: 'Mijn charts' });
    expect(app.path()).toBe('/nl/browse');
  });

  it('continues to /nl without a target', async () => {
    const { server, token } = pendingUser(true);
    const app = renderApp(`/nl/account/activation?token=${token}`, { server });
    await screen.findByText('Je account is geactiveerd.');
    await continueTimerSet(app.clock);
    await act(() => app.clock.advance(activationContinueMs));
    await waitFor(() => expect(app.path()).toBe('/nl'));
  });

  it('says when the link is unknown, malformed or expired', async () => {
    const { server } = pendingUser();
    renderApp('/nl/account/activation?token=onbekend-token-abcdefghijklmnop', { server });
    expect((await screen.findByRole('alert')).textContent).toBe('Deze activeringslink is ongeldig.');
  });

  it('does not send a malformed token', async () => {
    const { server } = pendingUser();
    renderApp('/nl/account/activation?token=kort', { server });
    expect((await screen.findByRole('alert')).textContent).toBe('Deze activeringslink is ongeldig.');
    expect(server.bodiesOf('account/activate')).toEqual([]);
  });

  it('explains an expired link', async () => {
    const { server } = pendingUser();
    renderApp('/nl/account/activation?token=verlopen-token-abcdefghijklmnop', { server });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Deze activeringslink is verlopen. Log in en vraag een nieuwe activeringsmail aan.',
    );
    expect(screen.getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe('/nl/login');
  });
});

describe('the activation screen without a link', () => {
  it('asks a pending user to check the mail and can send it again', async () => {
    const { server } = pendingUser(true);
    renderApp('/nl/account/activation?redirectUrl=%2Fnl%2Fbrowse', { server });
    expect(
      await screen.findByText(
        'Je account is nog niet geactiveerd. We hebben een e-mail gestuurd naar piet@example.nl. Klik op de link in die e-mail om je account te activeren.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stuur de activeringsmail opnieuw' }));
    expect(await screen.findByText('We hebben een nieuwe activeringsmail gestuurd.')).toBeTruthy();
    expect(server.bodiesOf('account/activation/resend')).toHaveLength(1);
  });

  it('sends a visitor to login', async () => {
    renderApp('/nl/account/activation?redirectUrl=%2Fnl%2Fbrowse');
    expect(await screen.findByText(/Open de link in de activeringsmail/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe(
      '/nl/login?redirectUrl=%2Fnl%2Fbrowse',
    );
  });

  it('tells an active user the account is active already', async () => {
    renderApp('/nl/account/activation?redirectUrl=%2Fnl%2Fbrowse', { server: loggedInServer() });
    expect(await screen.findByText('Je account is al geactiveerd.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ga verder' }).getAttribute('href')).toBe('/nl/browse');
  });
});
