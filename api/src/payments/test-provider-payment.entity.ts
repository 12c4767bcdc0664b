import type { PaymentStatus } from '@steekwerk/model';
import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A payment at the local test provider (`test_provider_payments`): what Mollie would keep on its side, kept here
 * so the whole flow runs offline (`test-payment-provider.ts`).
 */
@Entity({ name: 'test_provider_payments' })
@Check(
  'test_provider_payments_status_check',
  `"status" IN ('open', 'pending', 'paid', 'failed', 'canceled', 'expired')`,
)
export class TestProviderPaymentEntity {
  /** `tst_` and 16 random base62 characters. */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'test_provider_payments_pkey' })
  id!: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'redirect_url', type: 'text' })
  redirectUrl!: string;

  @Column({ name: 'webhook_url', type: 'text', nullable: true })
  webhookUrl!: string | null;

  @Column({ type: 'jsonb' })
  metadata!: Record<string, string>;

  @Column({ type: 'text', default: 'open' })
  status!: PaymentStatus;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;
}
