import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type CapturedDownload, captureDownloads } from '../../../test/capturedDownloads';
import { loggedInServer, renderApp } from '../../../test/renderApp';

async function openProfile() {
  const server = loggedInServer();
  const app = renderApp('/nl/account/profile', { server });
  await screen.findByRole('heading', { level: 1, name: 'Mijn profiel' });
  return { server, app };
}

// The browser's download (an object URL and a clicked link) is not jsdom's; the screens' part is handing it over.
let downloads: CapturedDownload[];
beforeEach(() => {
  downloads = captureDownloads();
});

describe('the profile’s "Mijn gegevens downloaden"', () => {
  it('says what the ZIP holds and downloads it under the server’s file name', async () => {
    const { server } = await openProfile();
    const section = within(screen.getByRole('region', { name: 'Mijn gegevens downloaden' }));
    expect(section.getByText(/als Steekwerk-bestand \(\.json\) en als OXS-bestand/)).toBeTruthy();
    expect(section.getByText(/je voortgang op elke chart/)).toBeTruthy();

    const button = section.getByRole('button', { name: 'Mijn gegevens downloaden' });
    fireEvent.click(button);
    expect(section.getByRole('status').textContent).toBe('Je gegevens worden klaargemaakt…');
    expect((button as HTMLButtonElement).disabled).toBe(true);

    expect((await section.findByText('Je gegevens zijn gedownload.')).getAttribute('role')).toBe('status');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(server.requests.filter((request) => request.url === '/nl/ajax/account/export')).toHaveLength(1);
    expect(downloads).toHaveLength(1);
    const [{ file, fileName }] = downloads as [CapturedDownload];
    expect(fileName).toBe('steekwerk-gegevens-2026-01-01.zip');
    expect(file.type).toBe('application/zip');
  });

  it('says in Dutch why a download failed, with the server’s own message', async () => {
    const { server } = await openProfile();
    server.failNext(
      'account/export',
      429,
      'Je gegevens worden al klaargemaakt. Wacht tot die download klaar is en probeer het dan opnieuw.',
    );
    const section = within(screen.getByRole('region', { name: 'Mijn gegevens downloaden' }));
    fireEvent.click(section.getByRole('button', { name: 'Mijn gegevens downloaden' }));
    expect((await section.findByRole('alert')).textContent).toBe(
      'Het downloaden van je gegevens is niet gelukt. Je gegevens worden al klaargemaakt. Wacht tot die download klaar is en probeer het dan opnieuw.',
    );
    expect(downloads).toEqual([]);
  });
});

describe('the profile’s "Account verwijderen"', () => {
  const form = () => within(screen.getByRole('form', { name: 'Account verwijderen' }));

  it('says what goes and what stays', async () => {
    await openProfile();
    expect(form().getByText(/al je charts met hun back-ups/)).toBeTruthy();
    expect(form().getByText(/wie een chart van jou kon openen, kan dat niet meer/)).toBeTruthy();
    expect(form().getByText(/Betalingen voor Premium bewaren we zeven jaar/)).toBeTruthy();
  });

  it('asks for the password and the checkbox before sending anything', async () => {
    const { server } = await openProfile();
    fireEvent.click(form().getByRole('button', { name: 'Account definitief verwijderen' }));
    expect(form().getByText('Vul je wachtwoord in.')).toBeTruthy();
    expect(form().getByText('Vink aan dat je dit begrijpt.')).toBeTruthy();
    expect(document.activeElement).toBe(form().getByLabelText('Je wachtwoord'));

    fireEvent.change(form().getByLabelText('Je wachtwoord'), { target: { value: 'geheim123' } });
    fireEvent.click(form().getByRole('button', { name: 'Account definitief verwijderen' }));
    expect(document.activeElement).toBe(
      form().getByLabelText('Ik begrijp dat mijn account en al mijn charts definitief worden verwijderd'),
    );
    expect(server.bodiesOf('account/delete')).toEqual([]);
  });

  it('says when the password is wrong and keeps the user logged in', async () => {
    const { server, app } = await openProfile();
    fireEvent.change(form().getByLabelText('Je wachtwoord'), { target: { value: 'fout' } });
    fireEvent.click(form().getByLabelText(/Ik begrijp dat mijn account/));
    fireEvent.click(form().getByRole('button', { name: 'Account definitief verwijderen' }));
    expect((await form().findByRole('alert')).textContent).toBe('Het wachtwoord klopt niet.');
    expect(app.path()).toBe('/nl/account/profile');
    expect(server.loggedInEmail).toBe('anna@example.nl');
  });

  it('deletes the account, leaves the visitor anonymous on the home page with a message', async () => {
    const { server, app } = await openProfile();
    fireEvent.change(form().getByLabelText('Je wachtwoord'), { target: { value: 'geheim123' } });
    fireEvent.click(form().getByLabelText(/Ik begrijp dat mijn account/));
    fireEvent.click(form().getByRole('button', { name: 'Account definitief verwijderen' }));

    expect(await screen.findByText('Je account is verwijderd.')).toBeTruthy();
    expect(app.path()).toBe('/nl');
    expect(server.bodiesOf('account/delete')).toEqual([{ password: 'geheim123', confirm: true }]);
    await waitFor(() => expect(app.services.account.getState().user.userId).toBe(''));
    expect(app.path()).toBe('/nl');
    expect(server.userByEmail('anna@example.nl')).toBeUndefined();
    await act(() => app.clock.advance(10_000));
    expect(screen.queryByText('Je account is verwijderd.')).toBeNull();
  });
});
