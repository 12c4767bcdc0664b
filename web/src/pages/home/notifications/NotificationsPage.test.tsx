import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { FakeNotificationsServer } from './testing/fakeNotificationsServer';

const notifications = (): Notification[] => [
  { id: '3', text: 'Nieuw: het helpcentrum.', link: '/nl/help', button: 'Bekijken', dismissed: false },
  { id: '2', text: 'Premium met korting.', link: 'https://steekwerk.nl/actie', button: '', dismissed: false },
  { id: '1', text: 'Welkom bij Steekwerk!', link: '', button: '', dismissed: true },
];

function serverWithUser(list = notifications()) {
  const server = new FakeNotificationsServer(list);
  server.addUser({ emailAddress: 'anna@example.nl', loggedIn: true });
  return server;
}

describe('notifications', () => {
  it('the personal home shows those not closed, with their links, and closes one', async () => {
    const server = serverWithUser();
    renderApp('/nl', { server });
    const section = within(await screen.findByRole('region', { name: 'Berichten' }));
    expect(section.getByRole('link', { name: 'Bekijken' }).getAttribute('href')).toBe('/nl/help');
    const external = section.getByRole('link', { name: 'https://steekwerk.nl/actie' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(section.queryByText('Welkom bij Steekwerk!')).toBeNull();
    fireEvent.click(section.getByRole('button', { name: 'Bericht sluiten: Nieuw: het helpcentrum.' }));
    await waitFor(() => expect(section.queryByText('Nieuw: het helpcentrum.')).toBeNull());
    expect(server.requests.some((request) => request.url === '/nl/ajax/notification/dismiss/3')).toBe(true);
    expect(section.getByRole('link', { name: 'Alle berichten' }).getAttribute('href')).toBe(
      '/nl/notifications',
    );
  });

  it('opens a notification again and says so when closing it fails', async () => {
    const server = serverWithUser();
    server.failingDismissals.add('2');
    renderApp('/nl', { server });
    const section = within(await screen.findByRole('region', { name: 'Berichten' }));
    fireEvent.click(section.getByRole('button', { name: 'Bericht sluiten: Premium met korting.' }));
    expect(await section.findByRole('alert')).toHaveProperty(
      'textContent',
      'Het bericht kon niet worden gesloten. Probeer het opnieuw.',
    );
    expect(section.getByText('Premium met korting.')).toBeTruthy();
  });

  it('the notifications page lists every one, the closed ones apart', async () => {
    renderApp('/nl/notifications', { server: serverWithUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Berichten' })).toBeTruthy();
    const open = within(await screen.findByRole('list', { name: 'Berichten' }));
    expect(open.getAllByRole('listitem')).toHaveLength(2);
    const closed = within(screen.getByRole('region', { name: 'Gesloten berichten' }));
    expect(closed.getByText('Welkom bij Steekwerk!')).toBeTruthy();
    expect(closed.queryByRole('button')).toBeNull();
  });

  it('says so when there are none', async () => {
    renderApp('/nl/notifications', { server: serverWithUser([]) });
    expect(await screen.findByText('Je hebt geen berichten.')).toBeTruthy();
  });
});
