import { describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config';
import { AppException } from '../errors/app.exception';
import type { MailerService } from '../mail/mailer.service';
import { PaymentProcessor } from './payment-processor';
import type { PaymentProvider } from './payment-provider';

/** A stored open payment, as the repository answers it. */
const storedPayment = { id: 'abcdefghijkl', providerPaymentId: 'tr_1', status: 'open', amountCents: 395 };

function processorWith(provider: Partial<PaymentProvider>) {
  const dataSource = {
    getRepository: () => ({ findOneBy: () => Promise.resolve(storedPayment) }),
  } as unknown as DataSource;
  return new PaymentProcessor(
    dataSource,
    { name: 'mollie', ...provider } as PaymentProvider,
    {} as MailerService,
    {} as AppConfig,
  );
}

describe('the payment processor when the provider does not answer', () => {
  it('answers 502 with a Dutch message instead of an unexplained 500, and changes nothing', async () => {
    const processor = processorWith({
      getPayment: () => Promise.reject(new Error('connect ETIMEDOUT api.mollie.com')),
    });
    const failure = await processor.process('tr_1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppException);
    expect((failure as AppException).getStatus()).toBe(502);
    expect((failure as AppException).message).toBe(
      'De betaalprovider is nu niet bereikbaar. Probeer het over een paar minuten opnieuw.',
    );
  });
});
