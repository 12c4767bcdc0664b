import { AfterLoad, Check, Column, Entity, Index, PrimaryColumn, Unique } from 'typeorm';

/**
 * A registered user (`users`). The wire shape is `User` from `@steekwerk/model`, built by
 * `toWireUser` in `user.mapper.ts`; this row never leaves the server as it is.
 */
@Entity({ name: 'users' })
@Unique('users_email_key', ['email'])
@Check('users_email_lower_check', `"email" = lower("email")`)
@Index('users_premium_until_idx', ['premiumUntil'], { where: '"premium_until" IS NOT NULL' })
export class UserEntity {
  /** 12 random base62 characters (`newUserId`), so longer than 2 as spec §3 asks of a logged-in user. */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'users_pkey' })
  id!: string;

  /** Trimmed and in lower case (`emailAddressSchema`). */
  @Column({ type: 'text' })
  email!: string;

  /** A self-describing scrypt string (`$scrypt$ln=17,r=8,p=1$<salt>$<hash>`, see `password-hasher.ts`). */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  /** Registered but the activation link was not opened yet. */
  @Column({ type: 'boolean', default: true })
  pending!: boolean;

  /**
   * The one flag every premium gate reads. A bought period sets it with {@link premiumUntil}; an operator's
   * `user:premium --on` sets it without an end. Once the period is over it reads `false` on load (below) before
   * the sweeper (`src/payments/premium-periods.service.ts`) stores that.
   */
  @Column({ type: 'boolean', default: false })
  premium!: boolean;

  /** When the bought Premium period ends; `null`: no end (an operator's grant) or never bought. */
  @Column({ name: 'premium_until', type: 'timestamptz', nullable: true })
  premiumUntil!: Date | null;

  /** The period end the week's notice ("Je Premium loopt af") was mailed for, so it is mailed once per end. */
  @Column({ name: 'premium_notice_for', type: 'timestamptz', nullable: true })
  premiumNoticeFor!: Date | null;

  @Column({ name: 'first_name', type: 'text', default: '' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text', default: '' })
  lastName!: string;

  @Column({ type: 'text', default: '' })
  nickname!: string;

  @Column({ name: 'country_code', type: 'text', default: '' })
  countryCode!: string;

  @Column({ name: 'region_code', type: 'text', default: '' })
  regionCode!: string;

  @Column({ name: 'currency_code', type: 'text', default: '' })
  currencyCode!: string;

  @Column({ name: 'show_beta_features', type: 'boolean', default: false })
  showBetaFeatures!: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'activated_at', type: 'timestamptz', nullable: true })
  activatedAt!: Date | null;

  /** A period that is over ends Premium at once, whether or not the sweeper has stored that yet. */
  @AfterLoad()
  protected endPremiumOfPastPeriod(): void {
    if (this.premium && this.premiumUntil !== null && this.premiumUntil.getTime() <= Date.now()) {
      this.premium = false;
    }
  }
}
