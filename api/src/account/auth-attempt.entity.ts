import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What was attempted. */
export type AuthAttemptKind = 'login' | 'register' | 'reset';

/** `pending` while the password is being checked; refused attempts are deleted, not kept. */
export type AuthAttemptOutcome = 'pending' | 'failed' | 'succeeded';

/**
 * One login (or password check) or registration (`auth_attempts`), the memory of the rate limits
 * (ASVS 6.1.1). It lives in PostgreSQL so every API replica sees the same counts.
 */
@Entity({ name: 'auth_attempts' })
@Index('auth_attempts_account_idx', ['kind', 'accountKey', 'createdAt'])
@Index('auth_attempts_client_idx', ['kind', 'clientKey', 'createdAt'])
@Index('auth_attempts_created_at_idx', ['createdAt'])
@Check('auth_attempts_kind_check', `"kind" IN ('login', 'register', 'reset')`)
@Check('auth_attempts_outcome_check', `"outcome" IN ('pending', 'failed', 'succeeded')`)
export class AuthAttemptEntity {
  /** bigint: the pg driver returns it as a string. */
  @PrimaryGeneratedColumn('identity', {
    type: 'bigint',
    generatedIdentity: 'ALWAYS',
    primaryKeyConstraintName: 'auth_attempts_pkey',
  })
  id!: string;

  @Column({ type: 'text' })
  kind!: AuthAttemptKind;

  /** SHA-256 (hex) of the e-mail address typed, so mistyped addresses or passwords are not kept. */
  @Column({ name: 'account_key', type: 'text' })
  accountKey!: string;

  /** The client's network (`networkKeyOf`): an IPv4 address or an IPv6 /64 prefix. */
  @Column({ name: 'client_key', type: 'text' })
  clientKey!: string;

  @Column({ type: 'text' })
  outcome!: AuthAttemptOutcome;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
