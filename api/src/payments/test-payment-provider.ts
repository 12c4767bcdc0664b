import type { PaymentStatus } from '@steekwerk/model';
import { ajaxBasePath } from '@steekwerk/model';
import { DataSource } from 'typeorm';
import { newRandomId } from '../ids/random-id';
import type {
  CreatedProviderPayment,
  PaymentProvider,
  ProviderPayment,
  ProviderPaymentRequest,
} from './payment-provider';
import { TestProviderPaymentEntity } from './test-provider-payment.entity';

/** The path of the test provider's payment page, under `/nl/ajax/`. */
export const testProviderPagePath = 'payment/test-provider/:providerPaymentId';

/** The outcomes the test provider's buttons choose from. */
export const testProviderOutcomes = ['paid', 'failed', 'canceled', 'expired'] as const;
export type TestProviderOutcome = (typeof testProviderOutcomes)[number];

/**
 * The local test provider, used whenever `MOLLIE_API_KEY` is unset so the whole flow runs offline (`make start`,
 * the tests, e2e). It keeps its payments in `test_provider_payments` and serves its own payment page
 * (`test-provider.controller.ts`), whose buttons choose the outcome. In production it needs `ALLOW_TEST_PAYMENTS`.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(private readonly dataSource: DataSource) {}

  async createPayment(request: ProviderPaymentRequest): Promise<CreatedProviderPayment> {
    const id = `tst_${newRandomId(16)}`;
    await this.repository().insert({
      id,
      amountCents: request.amountCents,
      description: request.description,
      redirectUrl: request.redirectUrl,
      webhookUrl: request.webhookUrl ?? null,
      metadata: { ...request.metadata },
      status: 'open',
    });
    // The page lives on this server, at the origin the buyer returns to.
    const origin = new URL(request.redirectUrl).origin;
    const checkoutUrl = `${origin}${ajaxBasePath}/${testProviderPagePath.replace(':providerPaymentId', id)}`;
    return { providerPaymentId: id, checkoutUrl, status: 'open' };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment | null> {
    const payment = await this.find(providerPaymentId);
    if (payment === null) return null;
    return {
      status: payment.status,
      amountCents: payment.amountCents,
      ...(payment.paidAt === null ? {} : { paidAt: payment.paidAt }),
    };
  }

  /**
   * A payment as the test provider's page shows it.
   *
   * @param providerPaymentId the test provider's id
   */
  find(providerPaymentId: string): Promise<TestProviderPaymentEntity | null> {
    return this.repository().findOneBy({ id: providerPaymentId });
  }

  /**
   * The buyer's choice on the page. Only an open payment changes, as at a real provider: a paid, failed,
   * cancelled or expired one stays as it is.
   *
   * @param providerPaymentId the test provider's id
   * @param outcome the button pressed
   */
  async settle(providerPaymentId: string, outcome: TestProviderOutcome): Promise<void> {
    const status: PaymentStatus = outcome;
    await this.dataSource.query(
      `UPDATE test_provider_payments
          SET status = $2, paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE NULL END
        WHERE id = $1 AND status IN ('open', 'pending')`,
      [providerPaymentId, status],
    );
  }

  private repository() {
    return this.dataSource.getRepository(TestProviderPaymentEntity);
  }
}
