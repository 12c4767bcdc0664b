import 'reflect-metadata';
import { PasswordHasher, productionScryptParameters } from '../account/password-hasher';
import { UsersRepository } from '../account/users.repository';
import {
  adminExit,
  adminUsage,
  AdminUsageError,
  parseAdminCommand,
  runAdminCommand,
} from '../account/admin-commands';
import type { AdminCommand } from '../account/admin-commands';
import { loadPasswordHashLogN } from '../config/config';
import { findTopErrorReports } from '../errors/error-reports-top';
import { NotificationsService } from '../notifications/notifications.service';
import { messageOf, withDatabase } from './withDatabase';

/**
 * Operator commands against `DATABASE_URL` (the server's database), from the repository root:
 * `npm run --silent admin -- user:create --email E --password P [--activated] [--premium]` and
 * `npm run --silent admin -- user:premium --email E --on|--off` and
 * `npm run --silent admin -- errors:top --since 7d [--until D] [--match TEXT] [--limit N]` and
 * `npm run --silent admin -- notification:create --text T [--link L --button B] [--for all|premium|free | --email E]`.
 */
async function main(argv: readonly string[]): Promise<number> {
  let command: AdminCommand;
  try {
    command = parseAdminCommand(argv);
  } catch (error) {
    if (!(error instanceof AdminUsageError)) throw error;
    console.error(`${error.message}\n${adminUsage}`);
    return adminExit.usage;
  }
  if (command.name === 'help') {
    console.log(adminUsage);
    return adminExit.ok;
  }

  const hasher = new PasswordHasher({
    ...productionScryptParameters,
    logN: loadPasswordHashLogN(process.env),
  });
  return withDatabase((dataSource) => {
    const print = (line: string) => console.log(line);
    return runAdminCommand(command, {
      users: new UsersRepository(dataSource),
      hasher,
      print,
      topErrorReports: (query) => findTopErrorReports(dataSource, query),
      notifications: new NotificationsService(dataSource),
    });
  });
}

main(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    console.error(`Admin command failed: ${messageOf(error)}`);
    process.exitCode = adminExit.refused;
  },
);
