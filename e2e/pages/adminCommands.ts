import { createRequire } from 'node:module';
import path from 'node:path';

/** The API's build, whose admin command creates the specs' users (`api/dist/cli/admin.js` does the same). */
const apiDist = path.join(__dirname, '..', '..', 'api', 'dist');
const requireFromApi = createRequire(path.join(apiDist, 'cli', 'admin.js'));

type RunAdminCommand = (argv: readonly string[], print?: (line: string) => void) => Promise<number>;

interface Connection {
  readonly run: RunAdminCommand;
  readonly query: (sql: string, parameters?: readonly unknown[]) => Promise<unknown>;
}

let connection: Promise<Connection> | undefined;

/**
 * Runs one of the API's admin commands (`user:create …`, `user:premium …`) against the server's database
 * (`DATABASE_URL`) inside this Playwright worker: the API's own command code over one connection kept for the
 * worker's life. Starting `node api/dist/cli/admin.js` per user took 1.5 s on the 2-core machine (loading the API's
 * modules and connecting), about two minutes of every e2e run.
 *
 * @returns the command's exit status (0 when done)
 */
export async function runAdminCommand(argv: readonly string[]): Promise<number> {
  connection ??= connect();
  return (await connection).run(argv);
}

/**
 * Forgets the error reports the e2e browsers (loopback) stored in the last ten minutes, so the per-client limit
 * of 30 reports per 10 minutes, which every spec of a run shares, cannot refuse the report a spec checks.
 */
export async function forgetRecentLoopbackErrorReports(): Promise<void> {
  connection ??= connect();
  const { query } = await connection;
  // 127.0.0.1, or ::1 as its /64 (networkKeyOf in api/src/http/client.ts).
  await query(
    `DELETE FROM error_reports
      WHERE (client_key = '127.0.0.1' OR client_key ~ '^(0+:){4}:/64$') AND created_at > now() - interval '10 minutes'`,
  );
}

/**
 * Runs an admin command (`errors:top …`) and gives back what it printed.
 *
 * @throws Error when the command fails
 */
export async function adminCommandOutput(argv: readonly string[]): Promise<string[]> {
  connection ??= connect();
  const lines: string[] = [];
  const status = await (await connection).run(argv, (line) => lines.push(line));
  if (status !== 0)
    throw new Error(`admin ${argv.join(' ')} failed with status ${status}: ${lines.join('\n')}`);
  return lines;
}

/** What this file uses of the API's build (typed here: `api/dist` need not exist when the specs are type-checked). */
interface ApiModules {
  commands: {
    parseAdminCommand(argv: readonly string[]): unknown;
    runAdminCommand(
      command: unknown,
      context: {
        users: unknown;
        hasher: unknown;
        print: (line: string) => void;
        topErrorReports: (query: unknown) => Promise<unknown>;
        notifications: unknown;
      },
    ): Promise<number>;
  };
  notifications: { NotificationsService: new (dataSource: unknown) => unknown };
  errorReports: { findTopErrorReports(dataSource: unknown, query: unknown): Promise<unknown> };
  hashing: {
    PasswordHasher: new (parameters: object) => unknown;
    productionScryptParameters: object;
  };
  repository: { UsersRepository: new (dataSource: unknown) => unknown };
  config: {
    loadDatabaseUrl(environment: NodeJS.ProcessEnv): string;
    loadPasswordHashLogN(environment: NodeJS.ProcessEnv): number;
  };
  database: {
    createDataSource(url: string): {
      initialize(): Promise<unknown>;
      query(sql: string, parameters?: readonly unknown[]): Promise<unknown>;
    };
  };
}

async function connect(): Promise<Connection> {
  requireFromApi('reflect-metadata');
  const api: ApiModules = {
    commands: requireFromApi('../account/admin-commands') as ApiModules['commands'],
    hashing: requireFromApi('../account/password-hasher') as ApiModules['hashing'],
    repository: requireFromApi('../account/users.repository') as ApiModules['repository'],
    config: requireFromApi('../config/config') as ApiModules['config'],
    database: requireFromApi('../database/dataSource') as ApiModules['database'],
    errorReports: requireFromApi('../errors/error-reports-top') as ApiModules['errorReports'],
    notifications: requireFromApi('../notifications/notifications.service') as ApiModules['notifications'],
  };
  const dataSource = api.database.createDataSource(api.config.loadDatabaseUrl(process.env));
  await dataSource.initialize();
  const users = new api.repository.UsersRepository(dataSource);
  const hasher = new api.hashing.PasswordHasher({
    ...api.hashing.productionScryptParameters,
    logN: api.config.loadPasswordHashLogN(process.env),
  });
  return {
    run: (argv, print = () => undefined) =>
      api.commands.runAdminCommand(api.commands.parseAdminCommand(argv), {
        users,
        hasher,
        print,
        topErrorReports: (query) => api.errorReports.findTopErrorReports(dataSource, query),
        notifications: new api.notifications.NotificationsService(dataSource),
      }),
    query: (sql, parameters) => dataSource.query(sql, parameters),
  };
}
