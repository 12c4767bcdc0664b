import type { Locator, Page } from '@playwright/test';
import { AppPage } from './AppPage';

/** The outcomes the local test provider's page offers (issue 24), by the button that chooses each. */
export type TestProviderChoice = 'Betalen' | 'Mislukt' | 'Annuleren' | 'Laten verlopen';

/**
 * Buying Premium: the pricing page, the order page (also over the editor), the local test provider's payment
 * page (`/nl/ajax/payment/test-provider/<id>`, used whenever no Mollie key is set) and the outcome at
 * `/nl/payment`.
 */
export class PremiumScreens extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  /** A plan on the order page: `1 maand` or `1 jaar`. */
  plan(name: '1 maand' | '1 jaar'): Locator {
    return this.page
      .getByRole('group', { name: 'Kies hoe lang je Premium wilt' })
      .getByRole('radio', { name: new RegExp(`^${name}:`) });
  }

  get payButton(): Locator {
    return this.page.getByRole('button', { name: 'Betalen met iDEAL of creditcard' });
  }

  /** Chooses `plan` on the order page and pays: the browser goes on to the provider's page. */
  async orderAndPay(plan: '1 maand' | '1 jaar'): Promise<void> {
    await this.plan(plan).check();
    await this.payButton.click();
    await this.page.waitForURL(/\/nl\/ajax\/payment\/test-provider\/[^/?#]+$/);
  }

  /** On the test provider's page: the button that decides the payment; the provider sends the user back. */
  async decideAtProvider(choice: TestProviderChoice): Promise<void> {
    await this.page.getByRole('button', { name: choice, exact: true }).click();
    await this.page.waitForURL(/\/nl\/payment\?paymentId=[^&]+$/);
  }

  /** The link or button onwards from the payment screen, by its name. */
  onwards(name: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name, exact: true });
  }
}
