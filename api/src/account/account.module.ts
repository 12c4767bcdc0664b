import { Module } from '@nestjs/common';
import { CLOCK, systemClock } from '../charts/chart-clock';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { MailModule } from '../mail/mail.module';
import { SessionModule } from '../session/session.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { ActivationService } from './activation.service';
import { AuthAttemptLimiter } from './auth-attempts';
import { PasswordHasher, productionScryptParameters } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { UsersRepository } from './users.repository';

/** Accounts: register, activate, log in and out, user, settings, profile, password, password reset. */
@Module({
  imports: [SessionModule, MailModule],
  controllers: [AccountController],
  providers: [
    AccountService,
    ActivationService,
    PasswordResetService,
    AuthAttemptLimiter,
    { provide: CLOCK, useValue: systemClock },
    UsersRepository,
    {
      provide: PasswordHasher,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new PasswordHasher({ ...productionScryptParameters, logN: config.passwordHashLogN }),
    },
  ],
  exports: [UsersRepository, PasswordHasher, AuthAttemptLimiter],
})
export class AccountModule {}
