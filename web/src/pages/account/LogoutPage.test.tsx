import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInServer, renderApp } from '../../test/renderApp';

describe('the logout screen', () => {
  it('logs out, says so and offers to log in again', async () => {
    const server = loggedInServer();
    renderApp('/nl/account/logout', { server });
    expect(await screen.findByText('Je bent uitgelogd.')).toBeTruthy();
    expect(server.loggedInEmail).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Opnieuw inloggen' }).getAttribute('href')).toBe('/nl/login');
    expect(screen.getByRole('link', { name: 'Aanmelden / Inloggen' }).getAttribute('href')).toBe('/nl/login');
    expect(screen.queryByRole('button', { name: /anna@example\.nl/ })).toBeNull();
  });

  it('says when logging out failed, and tries again', async () => {
    const server = loggedInServer();
    server.failNext('account/logout', 403, 'Niet toegestaan.');
    renderApp('/nl/account/logout', { server });
    expect((await screen.findByRole('alert')).textContent).toBe('Uitloggen is niet gelukt. Niet toegestaan.');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Je bent uitgelogd.')).toBeTruthy();
  });
});
