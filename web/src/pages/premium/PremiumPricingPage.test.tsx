import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeAccountServer } from '../../test/fakeAccountServer';
import { loggedInServer, renderApp } from '../../test/renderApp';

async function openPricing(path: string, server: FakeAccountServer) {
  const app = renderApp(path, { server });
  await screen.findByRole('heading', { level: 1, name: 'Premium' });
  return app;
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('the pricing page (/nl/premium/pricing)', () => {
  it('sets the free and the Premium limits side by side', async () => {
    await openPricing('/nl/premium/pricing?s=15', loggedInServer());
    const table = screen.getByRole('table', { name: 'Wat je gratis kunt en wat Premium toevoegt' });
    const cells = (name: string) =>
      within(rowOf(table, name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Onderdeel', 'Gratis', 'Premium']);
    expect(cells('Grootte van een chart')).toEqual(['400 × 400 hokjes', '2000 × 2000 hokjes']);
    expect(cells('Stijlen in het palet')).toEqual(['60', '255']);
    expect(cells('Grootte van een vrije-vormchart')).toEqual(['500 × 500 hokjes', '2000 × 2000 hokjes']);
    expect(cells('Symbolen op een vrije-vormchart')).toEqual(['5.000', '100.000']);
    for (const edit of [
      'Spiegelen',
      'Draaien',
      'Knippen in het raster',
      'Verplaatsen in de voorbeeldweergave',
    ]) {
      expect(cells(edit)).toEqual(['Nee', 'Ja']);
    }
  });

  it('shows both one-off plans with Dutch prices and the year’s saving, each leading to its order', async () => {
    await openPricing('/nl/premium/pricing?s=17', loggedInServer());
    const plans = screen.getAllByRole('listitem').filter((item) => item.className === 'premium-plan');
    expect(plans.map((plan) => plan.textContent?.replace(/\s+/g, ' '))).toEqual([
      '1 maand€ 3,95 per maandKies 1 maand',
      '1 jaar€ 29,95 per jaarJe bespaart € 17,45 ten opzichte van 12 losse maanden.Kies 1 jaar',
    ]);
    expect(screen.getByRole('link', { name: 'Kies 1 maand' }).getAttribute('href')).toBe(
      '/nl/premium/order?s=17&plan=month',
    );
    expect(screen.getByRole('link', { name: 'Kies 1 jaar' }).getAttribute('href')).toBe(
      '/nl/premium/order?s=17&plan=year',
    );
    expect(screen.getByText('Geen abonnement: je betaalt één keer en het stopt vanzelf.')).toBeTruthy();
    expect(screen.getByText('Prijzen in euro, inclusief 21% btw.')).toBeTruthy();
  });

  it('sends a visitor to log in first, coming back to the order', async () => {
    await openPricing('/nl/premium/pricing?s=15', new FakeAccountServer());
    expect(await screen.findByText(/Log eerst in of maak een gratis account aan/)).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Kies 1 jaar' });
    expect(link.getAttribute('href')).toBe(
      `/nl/login?redirectUrl=${encodeURIComponent('/nl/premium/order?s=15&plan=year')}`,
    );
  });

  it('tells a user still to activate to activate first', async () => {
    await openPricing('/nl/premium/pricing', loggedInServer({ pending: true }));
    expect(await screen.findByText(/Activeer eerst je account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kies 1 maand' }).getAttribute('href')).toBe(
      `/nl/account/activation?redirectUrl=${encodeURIComponent('/nl/premium/order?plan=month')}`,
    );
  });

  it('shows a premium user until when they have it, and lets them extend it', async () => {
    await openPricing(
      '/nl/premium/pricing',
      loggedInServer({ premium: true, premiumUntil: '2026-12-31T23:30:00.000Z' }),
    );
    // 23:30 UTC on 31 December is already New Year's Day in the Netherlands.
    expect(await screen.findByText('Je hebt Premium tot 1 januari 2027.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verleng met 1 jaar' }).getAttribute('href')).toBe(
      '/nl/premium/order?plan=year',
    );
    expect(screen.queryByRole('link', { name: 'Kies 1 jaar' })).toBeNull();
  });
});
