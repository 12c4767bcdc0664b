import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Profile, UserSettingsChange } from '@steekwerk/model';
import { DataSource } from 'typeorm';
import { newUserId } from './user-id';
import { UserEntity } from './user.entity';

/**
 * A registration that is not activated within this many days is deleted, so that an address someone else
 * registered frees itself (docs/decisions.md, "Security: accounts and passwords").
 */
export const pendingAccountDays = 14;

/** A user to create. */
export interface NewUser {
  /** Lower case, as `emailAddressSchema` leaves it. */
  readonly email: string;
  readonly passwordHash: string;
  readonly pending: boolean;
  readonly premium?: boolean;
}

/**
 * The `users` and `user_settings` tables. Used by the account services and the admin CLI (which
 * constructs it with its own data source).
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ id });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ email });
  }

  /**
   * Creates a user unless the address is taken.
   *
   * @returns the new user, or `null` when the address already has an account
   */
  async create(user: NewUser): Promise<UserEntity | null> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO users (id, email, password_hash, pending, premium, activated_at)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $4 THEN NULL ELSE now() END)
       ON CONFLICT (email) DO NOTHING
       RETURNING id`,
      [newUserId(), user.email, user.passwordHash, user.pending, user.premium ?? false],
    );
    const id = rows[0]?.id;
    return id === undefined ? null : this.findById(id);
  }

  /**
   * Gives a user who is still pending activation the password of a new registration of the address, and restarts
   * the {@link pendingAccountDays} of the registration.
   *
   * @returns whether the user was pending (otherwise nothing changed)
   */
  async replacePendingPassword(id: string, passwordHash: string): Promise<boolean> {
    // An UPDATE answers [rows, affected] in TypeORM's PostgreSQL driver.
    const [rows] = (await this.dataSource.query(
      `UPDATE users SET password_hash = $2, created_at = now() WHERE id = $1 AND pending RETURNING id`,
      [id, passwordHash],
    )) as [Array<{ id: string }>, number];
    return rows.length > 0;
  }

  /**
   * Deletes users still pending activation {@link pendingAccountDays} days after registering (their sessions and
   * tokens go with them).
   *
   * @returns how many were deleted
   */
  async purgeStalePending(): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM users WHERE pending AND created_at < now() - make_interval(days => $1)`,
      [pendingAccountDays],
    )) as [unknown[], number];
    return deleted;
  }

  /**
   * Marks a user active (from the activation link).
   *
   * @returns whether the user was pending until now
   */
  async activate(id: string): Promise<boolean> {
    const result = await this.dataSource
      .getRepository(UserEntity)
      .update({ id, pending: true }, { pending: false, activatedAt: () => 'now()' });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Grants premium without an end, or takes it away (with any bought period: the operator's word is the last).
   *
   * @returns the user, or `null` when no user has that address
   */
  async setPremium(email: string, premium: boolean): Promise<UserEntity | null> {
    await this.dataSource.getRepository(UserEntity).update({ email }, { premium, premiumUntil: null });
    return this.findByEmail(email);
  }

  async updateProfile(id: string, profile: Profile): Promise<UserEntity | null> {
    await this.dataSource.getRepository(UserEntity).update({ id }, { ...profile });
    return this.findById(id);
  }

  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.dataSource.getRepository(UserEntity).update({ id }, { passwordHash });
  }

  /**
   * The settings the user changed so far (merge them over the defaults to read them).
   *
   * @param userId the user's id
   */
  async readSettings(userId: string): Promise<unknown> {
    const rows: Array<{ settings: unknown }> = await this.dataSource.query(
      `SELECT settings FROM user_settings WHERE user_id = $1`,
      [userId],
    );
    return rows[0]?.settings ?? null;
  }

  /**
   * Merges a change into the stored settings in one statement (two tabs changing different
   * settings at once both keep their change).
   *
   * @param userId the user's id
   * @param change validated settings (`userSettingsChangeSchema`)
   * @returns the stored settings after the change
   */
  async mergeSettings(userId: string, change: UserSettingsChange): Promise<unknown> {
    const rows: Array<{ settings: unknown }> = await this.dataSource.query(
      `INSERT INTO user_settings (user_id, settings) VALUES ($1, $2::jsonb)
       ON CONFLICT (user_id) DO UPDATE
         SET settings = user_settings.settings || EXCLUDED.settings, updated_at = now()
       RETURNING settings`,
      [userId, JSON.stringify(change)],
    );
    return rows[0]?.settings ?? null;
  }
}
