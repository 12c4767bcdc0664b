import type { PaymentStatus, PremiumPlanId } from '@steekwerk/model';
import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn, Unique } from 'typeorm';
import { UserEntity } from '../account/user.entity';

/** Which provider handled a payment. */
export type PaymentProviderName = 'mollie' | 'test';

/**
 * One attempt to pay for a Premium plan (`payments`). It holds no e-mail address or name: when the account is
 * deleted the row stays, without the person (`user_id` becomes null), as bookkeeping law asks. The wire shape is
 * `PaymentSummary` (`payment.mapper.ts`).
 */
@Entity({ name: 'payments' })
@Unique('payments_provider_payment_id_key', ['providerPaymentId'])
@Unique('payments_receipt_number_key', ['receiptNumber'])
@Check('payments_plan_id_check', `"plan_id" IN ('month', 'year')`)
@Check('payments_status_check', `"status" IN ('open', 'pending', 'paid', 'failed', 'canceled', 'expired')`)
@Check('payments_provider_check', `"provider" IN ('mollie', 'test')`)
@Index('payments_user_id_idx', ['userId', 'createdAt'])
export class PaymentEntity {
  /** 12 random base62 characters, like the other ids. */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'payments_pkey' })
  id!: string;

  /** The buyer; `null` once their account is deleted. */
  @Column({ name: 'user_id', type: 'text', nullable: true })
  @ForeignKey(() => UserEntity, { name: 'payments_user_id_fkey', onDelete: 'SET NULL' })
  userId!: string | null;

  @Column({ name: 'plan_id', type: 'text' })
  planId!: PremiumPlanId;

  /** The price including VAT, as charged. */
  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ type: 'text', default: 'EUR' })
  currency!: string;

  @Column({ type: 'text', default: 'open' })
  status!: PaymentStatus;

  @Column({ type: 'text' })
  provider!: PaymentProviderName;

  /** The provider's id (`tr_…`); `null` only between storing the row and the provider's answer. */
  @Column({ name: 'provider_payment_id', type: 'text', nullable: true })
  providerPaymentId!: string | null;

  /** The path inside the app the buyer returns to. */
  @Column({ name: 'return_to', type: 'text' })
  returnTo!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  /** The Premium period the payment bought, set once when it is paid. */
  @Column({ name: 'period_start', type: 'timestamptz', nullable: true })
  periodStart!: Date | null;

  @Column({ name: 'period_end', type: 'timestamptz', nullable: true })
  periodEnd!: Date | null;

  /** `SW-<year>-<6 digits>` from `payment_receipt_number_seq`, set once when paid. */
  @Column({ name: 'receipt_number', type: 'text', nullable: true })
  receiptNumber!: string | null;
}
