import { Body, Controller, Get, Header, Inject, Param, Post, Res } from '@nestjs/common';
import { ajaxBasePath } from '@steekwerk/model';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import { Client, type RequestClient } from '../http/client';
import { ZodBody } from '../http/zod-body.pipe';
import { PaymentProcessor } from './payment-processor';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { TestPaymentProvider, testProviderOutcomes, testProviderPagePath } from './test-payment-provider';
import {
  renderTestProviderPage,
  testProviderStylesheet,
  testProviderStylesheetPath,
} from './test-provider-page';

const providerPaymentIdParam = new ZodBody(z.string().regex(/^tst_[0-9A-Za-z]{1,40}$/), 'providerPaymentId');

/** The form post of a button: `outcome=paid|failed|canceled|expired`. */
const outcomeBodySchema = z.object({ outcome: z.enum(testProviderOutcomes) });

/**
 * The local test provider's payment page and its buttons (only while the test provider is the one in use; with
 * Mollie these paths answer 404). A button settles the payment at the "provider" and then processes it exactly as
 * the webhook would, before sending the buyer back like Mollie does.
 */
@Controller(ajaxBasePath)
export class TestProviderController {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly processor: PaymentProcessor,
  ) {}

  /** `GET /nl/ajax/payment/test-provider.css` */
  @Get(testProviderStylesheetPath)
  @Header('content-type', 'text/css; charset=utf-8')
  stylesheet(): string {
    this.testProvider();
    return testProviderStylesheet;
  }

  /** `GET /nl/ajax/payment/test-provider/{providerPaymentId}`: the page (HTML, not an action answer). */
  @Get(testProviderPagePath)
  @Header('content-type', 'text/html; charset=utf-8')
  async page(@Param('providerPaymentId', providerPaymentIdParam) providerPaymentId: string): Promise<string> {
    const payment = await this.testProvider().find(providerPaymentId);
    if (payment === null) throw new AppException(ErrorCode.PaymentNotFound);
    return renderTestProviderPage(
      payment,
      `${ajaxBasePath}/${testProviderPagePath.replace(':providerPaymentId', payment.id)}`,
    );
  }

  /** `POST /nl/ajax/payment/test-provider/{providerPaymentId}` (`outcome=…`, form-encoded) → 303 to the shop. */
  @Post(testProviderPagePath)
  async settle(
    @Param('providerPaymentId', providerPaymentIdParam) providerPaymentId: string,
    @Body(new ZodBody(outcomeBodySchema)) body: z.infer<typeof outcomeBodySchema>,
    @Client() client: RequestClient,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const provider = this.testProvider();
    const payment = await provider.find(providerPaymentId);
    if (payment === null) throw new AppException(ErrorCode.PaymentNotFound);
    await provider.settle(providerPaymentId, body.outcome);
    // The same code path as Mollie's webhook: ask the provider by id.
    await this.processor.process(providerPaymentId, client.origin);
    await reply.status(303).header('location', payment.redirectUrl).send();
  }

  private testProvider(): TestPaymentProvider {
    if (!(this.provider instanceof TestPaymentProvider)) throw new AppException(ErrorCode.UnknownAction);
    return this.provider;
  }
}
