import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ajaxActions,
  ajaxBasePath,
  paymentCreateRequestSchema,
  type PaymentCreateRequest,
  type PaymentCreateResponse,
  type PaymentsResponse,
  type PaymentStatusResponse,
} from '@steekwerk/model';
import { z } from 'zod';
import type { UserEntity } from '../account/user.entity';
import { Client, type RequestClient } from '../http/client';
import { ZodBody } from '../http/zod-body.pipe';
import { RequireActiveUser, RequireLogin, SessionUser } from '../session/session.decorators';
import { PaymentsService } from './payments.service';

/** A payment id in the path: base62, as {@link PaymentsService} makes them. */
const paymentIdParam = new ZodBody(z.string().regex(/^[0-9A-Za-z]{1,40}$/), 'paymentId');

/**
 * The webhook's form body: Mollie posts `id=tr_…` and nothing else is read. The id is only a reason to ask the
 * provider, never a statement about the payment.
 */
const webhookBodySchema = z.object({ id: z.string().min(1).max(100) });

/** The payment calls (`src/payments/`); every rule lives in {@link PaymentsService}. */
@Controller(ajaxBasePath)
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  /** `POST /nl/ajax/payment/create {planId, returnTo}` → the provider's page to go to. */
  @Post(ajaxActions.paymentCreate.path)
  @HttpCode(200)
  @RequireActiveUser()
  create(
    @Body(new ZodBody(paymentCreateRequestSchema)) body: PaymentCreateRequest,
    @SessionUser() user: UserEntity,
    @Client() client: RequestClient,
  ): Promise<PaymentCreateResponse> {
    return this.payments.create(user, body, client.origin);
  }

  /** `GET /nl/ajax/payment/status/{paymentId}`: the owner's payment, asked again at the provider while open. */
  @Get(ajaxActions.paymentStatus.path)
  @RequireLogin()
  status(
    @Param('paymentId', paymentIdParam) paymentId: string,
    @SessionUser() user: UserEntity,
    @Client() client: RequestClient,
  ): Promise<PaymentStatusResponse> {
    return this.payments.status(user, paymentId, client.origin);
  }

  /** `GET /nl/ajax/payments`: the user's payments, newest first, and the end of their Premium. */
  @Get(ajaxActions.payments.path)
  @RequireLogin()
  list(@SessionUser() user: UserEntity): Promise<PaymentsResponse> {
    return this.payments.list(user);
  }

  /** `POST /nl/ajax/payment/webhook` (`id=…`, form-encoded): the provider's nudge; always 200 for a well-formed id. */
  @Post(ajaxActions.paymentWebhook.path)
  @HttpCode(200)
  async webhook(
    @Body(new ZodBody(webhookBodySchema)) body: z.infer<typeof webhookBodySchema>,
    @Client() client: RequestClient,
  ): Promise<{ sfRequest: 'ok' }> {
    await this.payments.webhook(body.id, client.origin);
    return { sfRequest: 'ok' };
  }
}
