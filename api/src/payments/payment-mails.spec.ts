/** The receipt and the notice: Dutch money, dates and the VAT line. */
import { describe, expect, it } from 'vitest';
import { dutchYear, formatDutchDate, formatEuro } from './dutch-format';
import { planDescription, premiumEndingMail, receiptMail, vatCentsOf } from './payment-mails';

describe('payment mails', () => {
  it('writes euros and dates as Dutch readers do', () => {
    expect(formatEuro(395)).toBe('€ 3,95');
    expect(formatEuro(2995)).toBe('€ 29,95');
    expect(formatEuro(123450)).toBe('€ 1.234,50');
    expect(formatDutchDate(new Date('2026-05-03T10:00:00Z'))).toBe('3 mei 2026');
    // Just after midnight in Amsterdam is still the last day of the year in UTC.
    expect(formatDutchDate(new Date('2026-12-31T23:30:00Z'))).toBe('1 januari 2027');
    expect(dutchYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
  });

  it('computes the VAT inside a price as round(amount × 21 / 121)', () => {
    expect(vatCentsOf(395)).toBe(69);
    expect(vatCentsOf(2995)).toBe(520);
    expect(vatCentsOf(121)).toBe(21);
  });

  it('names the plans', () => {
    expect(planDescription('month')).toBe('Steekwerk Premium — 1 maand');
    expect(planDescription('year')).toBe('Steekwerk Premium — 1 jaar');
  });

  it('mails an invoice-like receipt', () => {
    const mail = receiptMail(
      'anna@example.nl',
      {
        receiptNumber: 'SW-2026-000123',
        paidAt: new Date('2026-05-03T10:00:00Z'),
        planId: 'year',
        periodStart: new Date('2026-05-03T10:00:00Z'),
        periodEnd: new Date('2027-05-03T10:00:00Z'),
        amountCents: 2995,
      },
      'https://steekwerk.nl/nl/account/profile',
    );
    expect(mail.subject).toBe('Ontvangstbewijs SW-2026-000123 van Steekwerk');
    for (const line of [
      'Ontvangstbewijs',
      'Nummer: SW-2026-000123',
      'Datum: 3 mei 2026',
      'Verkoper: Steekwerk',
      'Steekwerk Premium — 1 jaar: € 29,95',
      'Periode: 3 mei 2026 tot 3 mei 2027',
      'Totaal inclusief btw: € 29,95',
      'waarvan 21% btw € 5,20',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('Nummer: SW-2026-000123<br>Datum: 3 mei 2026');
  });

  it('mails the week’s notice with a link to the prices', () => {
    const mail = premiumEndingMail(
      'anna@example.nl',
      new Date('2026-06-03T10:00:00Z'),
      'https://steekwerk.nl/nl/premium/pricing',
    );
    expect(mail.subject).toBe('Je Premium loopt af op 3 juni 2026');
    expect(mail.link).toBe('https://steekwerk.nl/nl/premium/pricing');
    expect(mail.text).toContain('https://steekwerk.nl/nl/premium/pricing');
  });
});
