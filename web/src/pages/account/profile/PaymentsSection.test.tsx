import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakePaymentServer } from '../../../test/fakePaymentServer';
import { renderApp } from '../../../test/renderApp';

const email = 'anna@example.nl';

function server() {
  const fake = new FakePaymentServer();
  fake.addUser({ emailAddress: email, loggedIn: true });
  return fake;
}

async function openProfile(fake: FakePaymentServer) {
  const app = renderApp('/nl/account/profile', { server: fake });
  await screen.findByRole('heading', { level: 2, name: 'Premium en betalingen' });
  return app;
}

describe('the receipts on the profile', () => {
  it('lists each payment with its date, plan, amount, status, receipt and period, and until when Premium runs', async () => {
    const fake = server();
    fake.addPayment(email, { planId: 'month', script: ['paid'] });
    fake.addPayment(email, { planId: 'year', script: ['canceled'] });
    await openProfile(fake);
    const list = await screen.findByRole('list', { name: 'Betalingen' });
    const payments = within(list).getAllByRole('listitem');
    expect(payments).toHaveLength(2);
    const details = (index: number) =>
      Object.fromEntries(
        within(payments[index] as HTMLElement)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s/g, ' ')]),
      );
    expect(details(0)).toEqual({
      Datum: '3 maart 2026',
      Periode: '1 jaar',
      Bedrag: '€ 29,95',
      Status: 'Geannuleerd',
      Betaalbewijs: '—',
      Premium: '—',
    });
    expect(details(1)).toMatchObject({
      Periode: '1 maand',
      Bedrag: '€ 3,95',
      Status: 'Betaald',
      Premium: '3 maart 2026 t/m 2 april 2026',
    });
    expect(details(1).Betaalbewijs).toMatch(/^SW-2026-\d{6}$/);
    expect(screen.getByText('Premium tot 2 april 2026')).toBeTruthy();
  });

  it('says when there are no payments, and leads to Premium', async () => {
    await openProfile(server());
    expect(await screen.findByText('Je hebt nog geen betalingen.')).toBeTruthy();
    expect(screen.getByText(/Je hebt geen Premium\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Premium bekijken' }).getAttribute('href')).toBe(
      '/nl/premium/pricing',
    );
  });

  it('says when the payments could not be loaded, and tries again', async () => {
    const fake = server();
    fake.failNext('payments', 404, 'Onbekende actie.');
    await openProfile(fake);
    expect((await screen.findByRole('alert')).textContent).toBe('Je betalingen konden niet worden geladen.');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Je hebt nog geen betalingen.')).toBeTruthy();
  });
});
