import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { findPremiumPlan } from '@steekwerk/model';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import { MailerService } from '../mail/mailer.service';
import { dutchYear } from './dutch-format';
import { receiptMail } from './payment-mails';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { PaymentEntity } from './payment.entity';
import { siteOrigin } from './site-origin';

/**
 * Brings a stored payment up to date with its provider: the one code path of the webhook, the status call and the
 * test provider's buttons. It never trusts what a caller says about a payment, only what the provider answers when
 * asked by id. Safe to repeat and to run concurrently: a paid payment never changes again, and the Premium period
 * is extended by the one transaction whose conditional UPDATE turned the payment paid.
 */
@Injectable()
export class PaymentProcessor {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly mailer: MailerService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Asks the provider about a payment and stores what changed.
   *
   * @param providerPaymentId the provider's id (from a webhook, or a stored payment)
   * @param requestOrigin the origin of the request, for the receipt's link when `PUBLIC_URL` is unset
   * @returns the stored payment after processing, or `null` when no payment of ours has that id
   */
  async process(providerPaymentId: string, requestOrigin?: string): Promise<PaymentEntity | null> {
    const payments = this.dataSource.getRepository(PaymentEntity);
    const payment = await payments.findOneBy({ providerPaymentId, provider: this.provider.name });
    if (payment === null) return null;
    if (payment.status === 'paid') return payment;
    const remote = await this.askProvider(providerPaymentId);
    if (remote === null || remote.status === payment.status) return payment;
    if (remote.status === 'paid') {
      if (remote.amountCents !== payment.amountCents) {
        this.logger.error(
          `Payment ${payment.id} was paid with ${remote.amountCents} cents instead of ${payment.amountCents}; not granted`,
        );
        return payment;
      }
      const paid = await this.dataSource.transaction((manager) =>
        this.markPaid(manager, payment.id, remote.paidAt ?? new Date()),
      );
      if (paid !== null) await this.mailReceipt(paid, requestOrigin);
    } else {
      await this.dataSource.query(`UPDATE payments SET status = $2 WHERE id = $1 AND status <> 'paid'`, [
        payment.id,
        remote.status,
      ]);
    }
    return payments.findOneBy({ id: payment.id });
  }

  /**
   * The provider's answer about a payment; an unreachable provider is a 502 with a Dutch message (the webhook's
   * sender retries on any non-2xx answer), never an unexplained 500.
   */
  private async askProvider(providerPaymentId: string) {
    try {
      return await this.provider.getPayment(providerPaymentId);
    } catch (error) {
      this.logger.warn(`The payment provider did not answer about ${providerPaymentId}: ${String(error)}`);
      throw new AppException(ErrorCode.PaymentProviderUnavailable);
    }
  }

  /**
   * Marks a payment paid and extends its buyer's Premium, once: a second call (a repeated or concurrent webhook)
   * finds the payment paid already and does nothing.
   *
   * @returns the payment as paid now, or `null` when it was paid already
   */
  private async markPaid(
    manager: EntityManager,
    paymentId: string,
    paidAt: Date,
  ): Promise<PaymentEntity | null> {
    // The row lock of this UPDATE makes a concurrent call wait, and then find the payment paid.
    const [claimed] = (await manager.query(
      `UPDATE payments SET status = 'paid', paid_at = $2 WHERE id = $1 AND status <> 'paid'
       RETURNING user_id, plan_id`,
      [paymentId, paidAt],
    )) as [Array<{ user_id: string | null; plan_id: string }>, number];
    const row = claimed[0];
    if (row === undefined) return null;
    const months = findPremiumPlan(row.plan_id)?.months ?? 1;
    if (row.user_id !== null) {
      // Two payments of one user paid at once: the second waits here and then extends the first one's period.
      await manager.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [row.user_id]);
    }
    // A new period starts where the current one ends (a second purchase extends it), or now.
    const periods: Array<{ period_start: Date; period_end: Date; without_end: boolean }> =
      await manager.query(
        `SELECT start AS period_start, start + make_interval(months => $2) AS period_end, without_end
         FROM (SELECT greatest(now(), coalesce(u.premium_until, now())) AS start,
                      coalesce(u.premium AND u.premium_until IS NULL, false) AS without_end
                 FROM (SELECT 1) one LEFT JOIN users u ON u.id = $1) latest`,
        [row.user_id, months],
      );
    const period = periods[0];
    if (period === undefined) throw new Error('no period computed');
    if (row.user_id !== null) {
      // An operator's grant without an end stays without one; otherwise the period ends later now.
      await manager.query(
        `UPDATE users SET premium = true, premium_until = CASE WHEN $3 THEN NULL ELSE $2::timestamptz END
          WHERE id = $1`,
        [row.user_id, period.period_end, period.without_end],
      );
    }
    const [sequence] = (await manager.query(
      `SELECT nextval('payment_receipt_number_seq')::text AS value`,
    )) as Array<{ value: string }>;
    const receiptNumber = `SW-${dutchYear(paidAt)}-${(sequence?.value ?? '').padStart(6, '0')}`;
    await manager.update(
      PaymentEntity,
      { id: paymentId },
      { periodStart: period.period_start, periodEnd: period.period_end, receiptNumber },
    );
    return manager.findOneByOrFail(PaymentEntity, { id: paymentId });
  }

  private async mailReceipt(payment: PaymentEntity, requestOrigin?: string): Promise<void> {
    if (payment.userId === null || payment.receiptNumber === null) return;
    const users: Array<{ email: string }> = await this.dataSource.query(
      `SELECT email FROM users WHERE id = $1`,
      [payment.userId],
    );
    const email = users[0]?.email;
    if (
      email === undefined ||
      payment.paidAt === null ||
      payment.periodStart === null ||
      payment.periodEnd === null
    )
      return;
    const link = `${siteOrigin(this.config, requestOrigin)}/nl/account/profile`;
    await this.mailer.send(
      receiptMail(
        email,
        {
          receiptNumber: payment.receiptNumber,
          paidAt: payment.paidAt,
          planId: payment.planId,
          periodStart: payment.periodStart,
          periodEnd: payment.periodEnd,
          amountCents: payment.amountCents,
        },
        link,
      ),
    );
  }
}
