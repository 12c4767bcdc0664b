/**
 * The one description of the database connection, used by the Nest app (TypeOrmModule) and by the
 * migration CLI. Schema changes only ever come from migrations: `synchronize` is off, and the
 * server does not run migrations at start-up (`npm run migrate -w @steekwerk/api` does).
 */
import { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions';
import { ActivationTokenEntity } from '../account/activation-token.entity';
import { PasswordResetTokenEntity } from '../account/password-reset-token.entity';
import { AuthAttemptEntity } from '../account/auth-attempt.entity';
import { UserSettingsEntity } from '../account/user-settings.entity';
import { UserEntity } from '../account/user.entity';
import { ErrorReport } from '../errors/error-report.entity';
import { OutboxMailEntity } from '../mail/outbox-mail.entity';
import { PaymentEntity } from '../payments/payment.entity';
import { TestProviderPaymentEntity } from '../payments/test-provider-payment.entity';
import { SessionEntity } from '../session/session.entity';
import { migrations } from '../migrations';

/** Every entity, listed explicitly (no globs). */
export const entities = [
  ErrorReport,
  UserEntity,
  UserSettingsEntity,
  SessionEntity,
  ActivationTokenEntity,
  PasswordResetTokenEntity,
  AuthAttemptEntity,
  OutboxMailEntity,
  PaymentEntity,
  TestProviderPaymentEntity,
];

export { migrations };

/** How long to wait for a new database connection before giving up. */
export const connectTimeoutMs = 5_000;

/**
 * TypeORM options for the database at `url`.
 *
 * @param url a `postgres://` connection URL
 * @param overrides options to change, e.g. `schema` for an isolated test schema
 */
export function dataSourceOptions(
  url: string,
  overrides: Partial<PostgresDataSourceOptions> = {},
): PostgresDataSourceOptions {
  return {
    type: 'postgres',
    url,
    applicationName: 'steekwerk-api',
    entities,
    migrations,
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    connectTimeoutMS: connectTimeoutMs,
    ...overrides,
  };
}

/**
 * A new, not yet initialised data source (the migration CLI and tests call `initialize()`).
 *
 * @param url a `postgres://` connection URL
 * @param overrides options to change
 */
export function createDataSource(
  url: string,
  overrides: Partial<PostgresDataSourceOptions> = {},
): DataSource {
  return new DataSource(dataSourceOptions(url, overrides));
}
