import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { premiumEndNoticeMs } from '@steekwerk/model';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MailerService } from '../mail/mailer.service';
import { premiumEndingMail } from './payment-mails';
import { siteOrigin } from './site-origin';

/** How often the sweeper runs. */
export const premiumSweepIntervalMs = 10 * 60 * 1000;

/** The first sweep after start-up: soon, so a deploy or restart does not delay a due notice by a whole interval. */
export const premiumFirstSweepMs = 30 * 1000;

/** What one sweep did. */
export interface PremiumSweep {
  /** Users whose period ended and whose `premium` is now stored false. */
  readonly ended: number;
  /** Users mailed the week's notice. */
  readonly noticed: number;
}

/**
 * Ends Premium periods and mails the week's notice. A period that is over already reads as ended wherever a user
 * is loaded (`UserEntity`'s `@AfterLoad`, the owner's premium in `charts.repository.ts`); the sweep stores it, so
 * every other query sees it too. Runs every {@link premiumSweepIntervalMs} when `PREMIUM_SWEEPER` is on (the tests
 * call {@link sweep} themselves). Several server processes may sweep at once: each notice is claimed by one
 * `UPDATE … RETURNING`, so it is mailed once.
 */
@Injectable()
export class PremiumPeriodsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PremiumPeriods');
  private timer: NodeJS.Timeout | undefined;
  private firstTimer: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mailer: MailerService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (!this.config.premiumSweeper) return;
    // unref: the timer alone never keeps the process alive (shutdown, a CLI using the module).
    this.firstTimer = setTimeout(() => void this.sweepLogged(), premiumFirstSweepMs).unref();
    this.timer = setInterval(() => void this.sweepLogged(), premiumSweepIntervalMs).unref();
  }

  onModuleDestroy(): void {
    clearTimeout(this.firstTimer);
    clearInterval(this.timer);
  }

  /** Ends the periods that are over and mails the notices that are due. */
  async sweep(): Promise<PremiumSweep> {
    const [, ended] = (await this.dataSource.query(
      `UPDATE users SET premium = false WHERE premium AND premium_until IS NOT NULL AND premium_until <= now()`,
    )) as [unknown[], number];
    const [due] = (await this.dataSource.query(
      `UPDATE users SET premium_notice_for = premium_until
        WHERE premium AND premium_until > now() AND premium_until <= now() + make_interval(secs => $1)
          AND premium_notice_for IS DISTINCT FROM premium_until
        RETURNING email, premium_until`,
      [premiumEndNoticeMs / 1000],
    )) as [Array<{ email: string; premium_until: Date }>, number];
    const link = `${siteOrigin(this.config)}/nl/premium/pricing`;
    for (const user of due) await this.mailer.send(premiumEndingMail(user.email, user.premium_until, link));
    return { ended, noticed: due.length };
  }

  private async sweepLogged(): Promise<void> {
    try {
      const { ended, noticed } = await this.sweep();
      if (ended + noticed > 0) this.logger.log(`Premium ended for ${ended} users; ${noticed} notices mailed`);
    } catch (error) {
      this.logger.error(`Premium sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
