import { describe, expect, it } from 'vitest';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import type { RequestClient } from '../http/client';
import type { PaymentProcessor } from './payment-processor';
import type { PaymentProvider } from './payment-provider';
import { TestProviderController } from './test-provider.controller';

/** A provider that is not the local test provider (as Mollie is in production). */
const realProvider = {} as PaymentProvider;
const processor = {
  process: () => Promise.reject(new Error('must not be reached')),
} as unknown as PaymentProcessor;

async function refusal(call: () => unknown): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("the test provider's page with a real provider in use", () => {
  const controller = new TestProviderController(realProvider, processor);
  const unknownAction = expect.objectContaining({ code: ErrorCode.UnknownAction });

  it('answers "Onbekende actie." (404) for its stylesheet, its page and its buttons: nobody pays with a click', async () => {
    const reply = { status: () => reply, header: () => reply, send: () => Promise.resolve() };
    const errors = [
      await refusal(() => controller.stylesheet()),
      await refusal(() => controller.page('tst_abc')),
      await refusal(() =>
        controller.settle(
          'tst_abc',
          { outcome: 'paid' },
          { origin: 'http://localhost' } as RequestClient,
          reply as never,
        ),
      ),
    ];
    for (const error of errors) {
      expect(error).toBeInstanceOf(AppException);
      expect(error).toEqual(unknownAction);
      expect((error as AppException).getStatus()).toBe(404);
    }
  });
});
