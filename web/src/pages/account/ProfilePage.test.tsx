import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInServer, renderApp } from '../../test/renderApp';

async function openProfile() {
  const server = loggedInServer();
  const app = renderApp('/nl/account/profile', { server });
  await screen.findByRole('heading', { level: 1, name: 'Mijn profiel' });
  return { server, app };
}

describe('the profile screen', () => {
  it('saves the profile fields, with country and currency chosen by Dutch name and saved as codes', async () => {
    const { server } = await openProfile();
    const form = within(screen.getByRole('form', { name: 'Mijn gegevens' }));
    expect(form.getByText('anna@example.nl')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Voornaam'), { target: { value: ' Anna ' } });
    // The lists hold some 400 options: read them from the elements, role queries over each would be slow.
    const country = form.getByLabelText('Land') as HTMLSelectElement;
    const currency = form.getByLabelText('Valuta') as HTMLSelectElement;
    const names = (select: HTMLSelectElement) => [...select.options].map((option) => option.textContent);
    expect(names(country)[0]).toBe('Geen land gekozen');
    expect(names(country)).toContain('Nederland');
    expect(names(country)).toContain('België');
    expect(names(currency)).toContain('Euro (EUR)');
    fireEvent.change(country, { target: { value: 'BE' } });
    fireEvent.change(currency, { target: { value: 'EUR' } });
    expect(country.selectedOptions[0]?.textContent).toBe('België');
    fireEvent.click(form.getByRole('button', { name: 'Gegevens opslaan' }));
    expect((await form.findByRole('status')).textContent).toBe('Je gegevens zijn opgeslagen.');
    expect(server.bodiesOf('account/profile')[0]).toMatchObject({
      firstName: 'Anna',
      countryCode: 'BE',
      currencyCode: 'EUR',
    });
  });

  it('keeps an unusual stored code visible and asks to pick one from the list before saving', async () => {
    const server = loggedInServer();
    Object.assign(server.userByEmail('anna@example.nl')!, { countryCode: 'ZZ', currencyCode: 'EUR' });
    renderApp('/nl/account/profile', { server });
    const form = within(await screen.findByRole('form', { name: 'Mijn gegevens' }));
    const country = form.getByLabelText('Land') as HTMLSelectElement;
    expect(country.value).toBe('ZZ');
    expect(country.selectedOptions[0]?.textContent).toBe('ZZ (onbekende code)');
    fireEvent.click(form.getByRole('button', { name: 'Gegevens opslaan' }));
    expect(form.getByText('Kies een land uit de lijst.')).toBeTruthy();
    expect(document.activeElement).toBe(country);
    expect(server.bodiesOf('account/profile')).toEqual([]);
    fireEvent.change(country, { target: { value: 'NL' } });
    fireEvent.click(form.getByRole('button', { name: 'Gegevens opslaan' }));
    expect((await form.findByRole('status')).textContent).toBe('Je gegevens zijn opgeslagen.');
    expect(server.bodiesOf('account/profile')[0]).toMatchObject({ countryCode: 'NL', currencyCode: 'EUR' });
  });

  it('changes the password, and says when the current one is wrong', async () => {
    const { server } = await openProfile();
    const form = within(screen.getByRole('form', { name: 'Wachtwoord wijzigen' }));
    fireEvent.change(form.getByLabelText('Huidig wachtwoord'), { target: { value: 'fout' } });
    fireEvent.change(form.getByLabelText('Nieuw wachtwoord'), { target: { value: 'kort' } });
    fireEvent.click(form.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(form.getByText('Het wachtwoord moet minstens 8 tekens hebben.')).toBeTruthy();

    fireEvent.change(form.getByLabelText('Nieuw wachtwoord'), { target: { value: 'nieuw wachtwoord' } });
    fireEvent.click(form.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await form.findByText('Het huidige wachtwoord klopt niet.')).toBeTruthy();

    fireEvent.change(form.getByLabelText('Huidig wachtwoord'), { target: { value: 'geheim123' } });
    fireEvent.click(form.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect((await form.findByRole('status')).textContent).toBe('Je wachtwoord is gewijzigd.');
    expect(server.bodiesOf('account/password')).toHaveLength(2);
  });

  it('applies settings at once and saves them 2 s later', async () => {
    const { server, app } = await openProfile();
    const settings = within(screen.getByRole('region', { name: 'Instellingen' }));
    const darkMode = settings.getByLabelText('Donkere modus') as HTMLSelectElement;
    expect(darkMode.value).toBe('auto');
    expect([...darkMode.options].map((option) => option.textContent)).toEqual([
      'Aan',
      'Automatisch (zoals je apparaat)',
      'Uit',
    ]);
    fireEvent.change(darkMode, { target: { value: 'yes' } });
    expect(document.documentElement.dataset.theme).toBe('dark');
    fireEvent.change(settings.getByLabelText('Lengte-eenheden'), { target: { value: 'metric' } });
    fireEvent.change(settings.getByLabelText('Ik ben'), { target: { value: 'left' } });
    fireEvent.change(settings.getByLabelText('Weergave van mijn charts'), { target: { value: 'table' } });
    fireEvent.click(settings.getByLabelText('Linialen ook tonen bij charts die ik alleen bekijk'));
    fireEvent.change(settings.getByLabelText('Lijnen vastzetten op'), { target: { value: '0.5' } });
    fireEvent.change(settings.getByLabelText('Tekstgrootte van het onderpaneel'), {
      target: { value: '20' },
    });
    // The catalogue's and the symbols' list formats come back with those screens (issue 28).
    expect(settings.queryByLabelText('Weergave van producten')).toBeNull();
    expect(server.bodiesOf('account/settings')).toEqual([]);
    await act(() => app.clock.advance(2000));
    expect(server.bodiesOf('account/settings')).toEqual([
      {
        settings: {
          darkMode: 'yes',
          lengthUnits: 'metric',
          handedness: 'left',
          chartsListFormat: 'table',
          rulerAlwaysVisible: true,
          gridCustomLinesSnap: 0.5,
          bottomPanelFontSize: 20,
        },
      },
    ]);
    expect(settings.getByRole('status').textContent).toBe('Instellingen opgeslagen.');
  });
});
