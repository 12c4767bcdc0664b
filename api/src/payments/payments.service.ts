import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  findPremiumPlan,
  type PaymentCreateRequest,
  type PaymentCreateResponse,
  type PaymentsResponse,
  type PaymentStatusResponse,
} from '@steekwerk/model';
import { DataSource } from 'typeorm';
import type { UserEntity } from '../account/user.entity';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import { newRandomId } from '../ids/random-id';
import { planDescription } from './payment-mails';
import { PaymentProcessor } from './payment-processor';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { PaymentEntity } from './payment.entity';
import { toPaymentSummary } from './payment.mapper';
import { isLocalOrigin, siteOrigin } from './site-origin';

/** Characters of a payment id (like user and chart ids). */
export const paymentIdLength = 12;

/** The most payments one user may start in an hour (a person retrying a failed payment needs a handful). */
export const maxPaymentStartsPerHour = 20;

/**
 * The payment calls: start a payment, its status, the user's payments, and the provider's webhook. Whether a
 * payment was paid is only ever learnt from the provider ({@link PaymentProcessor}).
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly processor: PaymentProcessor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores a new payment and starts it at the provider.
   *
   * @param user the active user who pays
   * @param request the plan and where to return
   * @param requestOrigin the request's origin, for the return address when `PUBLIC_URL` is unset
   */
  async create(
    user: UserEntity,
    request: PaymentCreateRequest,
    requestOrigin: string,
  ): Promise<PaymentCreateResponse> {
    const plan = findPremiumPlan(request.planId);
    if (plan === undefined) throw new AppException(ErrorCode.InvalidInput, 'planId');
    const payments = this.dataSource.getRepository(PaymentEntity);
    // Each start asks the provider and leaves a row: a script must not start thousands.
    const [{ started }] = (await this.dataSource.query(
      `SELECT count(*)::int AS started FROM payments WHERE user_id = $1 AND created_at > now() - interval '1 hour'`,
      [user.id],
    )) as [{ started: number }];
    if (started >= maxPaymentStartsPerHour) throw new AppException(ErrorCode.TooManyRequests);
    const paymentId = newRandomId(paymentIdLength);
    await payments.insert({
      id: paymentId,
      userId: user.id,
      planId: plan.planId,
      amountCents: plan.priceCents,
      currency: 'EUR',
      status: 'open',
      provider: this.provider.name,
      returnTo: request.returnTo,
    });
    const origin = siteOrigin(this.config, requestOrigin);
    try {
      const created = await this.provider.createPayment({
        amountCents: plan.priceCents,
        description: planDescription(plan.planId),
        redirectUrl: `${origin}/nl/payment?paymentId=${paymentId}`,
        // Mollie refuses webhook URLs it cannot reach; on such a host the status call asks instead.
        ...(isLocalOrigin(origin) ? {} : { webhookUrl: `${origin}/nl/ajax/payment/webhook` }),
        metadata: { paymentId },
      });
      await payments.update(
        { id: paymentId },
        { providerPaymentId: created.providerPaymentId, status: created.status },
      );
      return { sfRequest: 'ok', paymentId, checkoutUrl: created.checkoutUrl };
    } catch (error) {
      this.logger.error(
        `Payment ${paymentId} could not be started at ${this.provider.name}: ${error instanceof Error ? error.message : String(error)}`,
      );
      await payments.update({ id: paymentId }, { status: 'failed' });
      throw new AppException(ErrorCode.PaymentProviderUnavailable);
    }
  }

  /**
   * A payment of the user; while it is open or pending, the provider is asked again.
   *
   * @param user the logged-in user
   * @param paymentId our payment id
   * @param requestOrigin the request's origin, for the receipt's link
   * @throws AppException PaymentNotFound for another user's payment as for none at all
   */
  async status(user: UserEntity, paymentId: string, requestOrigin: string): Promise<PaymentStatusResponse> {
    let payment = await this.dataSource
      .getRepository(PaymentEntity)
      .findOneBy({ id: paymentId, userId: user.id });
    if (payment === null) throw new AppException(ErrorCode.PaymentNotFound);
    if ((payment.status === 'open' || payment.status === 'pending') && payment.providerPaymentId !== null) {
      payment = (await this.processor.process(payment.providerPaymentId, requestOrigin)) ?? payment;
    }
    return { sfRequest: 'ok', payment: toPaymentSummary(payment) };
  }

  /**
   * The user's payments, newest first, and the end of their Premium.
   *
   * @param user the logged-in user
   */
  async list(user: UserEntity): Promise<PaymentsResponse> {
    const payments = await this.dataSource
      .getRepository(PaymentEntity)
      .find({ where: { userId: user.id }, order: { createdAt: 'DESC', id: 'ASC' } });
    return {
      sfRequest: 'ok',
      payments: payments.map(toPaymentSummary),
      premiumUntil: user.premium && user.premiumUntil !== null ? user.premiumUntil.toISOString() : null,
    };
  }

  /**
   * The provider says something changed about a payment: ask it. An id we do not know changes nothing, and the
   * answer is the same, so the webhook tells nobody which ids exist.
   *
   * @param providerPaymentId the id in the webhook's body
   * @param requestOrigin the request's origin, for the receipt's link
   */
  async webhook(providerPaymentId: string, requestOrigin: string): Promise<void> {
    await this.processor.process(providerPaymentId, requestOrigin);
  }
}
