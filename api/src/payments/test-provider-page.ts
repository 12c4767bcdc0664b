import { escapeHtml } from '../account/account-mails';
import { formatEuro } from './dutch-format';
import type { TestProviderPaymentEntity } from './test-provider-payment.entity';

/** The stylesheet's path below `/nl/ajax/` (the Content-Security-Policy allows no inline styles). */
export const testProviderStylesheetPath = 'payment/test-provider.css';

/** The buttons of the page: the outcome each one chooses, and its Dutch label. */
const buttons = [
  { outcome: 'paid', label: 'Betalen' },
  { outcome: 'failed', label: 'Mislukt' },
  { outcome: 'canceled', label: 'Annuleren' },
  { outcome: 'expired', label: 'Laten verlopen' },
] as const;

/** The page's look: readable on a phone and a desktop. */
export const testProviderStylesheet = `
body { font-family: system-ui, sans-serif; margin: 0; padding: 24px 16px; background: #f4f1ec; color: #222; }
main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 1px 4px rgb(0 0 0 / 15%); }
h1 { margin-top: 0; font-size: 1.5rem; }
.amount { font-size: 2rem; font-weight: bold; margin: 8px 0 16px; }
.note { font-size: 0.9rem; color: #555; border-left: 4px solid #d9a441; padding-left: 8px; }
form { display: grid; gap: 8px; margin-top: 24px; }
button { font: inherit; padding: 12px; border-radius: 6px; border: 1px solid #999; background: #fff; cursor: pointer; }
button[value="paid"] { background: #2f7d4f; border-color: #2f7d4f; color: #fff; font-weight: bold; }
`;

/**
 * The test provider's payment page: the description and amount, a line saying what this page is, and one form
 * whose buttons post the outcome (no script, so the app's Content-Security-Policy holds).
 *
 * @param payment the test provider's payment
 * @param action the URL the form posts to (this page's own)
 */
export function renderTestProviderPage(payment: TestProviderPaymentEntity, action: string): string {
  const open = payment.status === 'open' || payment.status === 'pending';
  return [
    '<!doctype html>',
    '<html lang="nl">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Testbetaling</title>',
    `<link rel="stylesheet" href="/nl/ajax/${testProviderStylesheetPath}">`,
    '</head>',
    '<body>',
    '<main>',
    '<h1>Testbetaling</h1>',
    `<p>${escapeHtml(payment.description)}</p>`,
    `<p class="amount">${escapeHtml(formatEuro(payment.amountCents))}</p>`,
    '<p class="note">Dit is de testbetaalprovider van een ontwikkelinstallatie van Steekwerk: er wordt geen echt geld betaald. Kies hieronder hoe de betaling afloopt.</p>',
    open
      ? `<form method="post" action="${escapeHtml(action)}">${buttons
          .map(
            (button) =>
              `<button type="submit" name="outcome" value="${button.outcome}">${escapeHtml(button.label)}</button>`,
          )
          .join('')}</form>`
      : `<p>Deze betaling is al afgerond (${escapeHtml(payment.status)}).</p><p><a href="${escapeHtml(payment.redirectUrl)}">Terug naar Steekwerk</a></p>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
