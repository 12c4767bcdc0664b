import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MailModule } from '../mail/mail.module';
import { SessionModule } from '../session/session.module';
import { MolliePaymentProvider } from './mollie-payment-provider';
import { PaymentProcessor } from './payment-processor';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { PremiumPeriodsService } from './premium-periods.service';
import { TestPaymentProvider } from './test-payment-provider';
import { TestProviderController } from './test-provider.controller';

/**
 * Buying Premium: the payment calls, the provider (Mollie with `MOLLIE_API_KEY`, else the local test provider and
 * its page), and the sweeper that ends Premium periods and mails the week's notice.
 */
@Module({
  imports: [SessionModule, MailModule],
  controllers: [PaymentsController, TestProviderController],
  providers: [
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG, getDataSourceToken()],
      useFactory: (config: AppConfig, dataSource: DataSource): PaymentProvider =>
        config.mollieApiKey === null
          ? new TestPaymentProvider(dataSource)
          : MolliePaymentProvider.withApiKey(config.mollieApiKey),
    },
    PaymentProcessor,
    PaymentsService,
    PremiumPeriodsService,
  ],
  exports: [PremiumPeriodsService],
})
export class PaymentsModule {}
