import { emailAddressSchema, newPasswordSchema } from '@steekwerk/model';
import { parseArgs } from 'node:util';
import {
  formatTopErrorReports,
  parsePointInTime,
  type TopErrorReports,
  type TopErrorReportsQuery,
} from '../errors/error-reports-top';
import {
  notificationUsage,
  parseNotificationCommand,
  runNotificationCommand,
  type NotificationCommand,
} from '../notifications/notification-commands';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PasswordHasher } from './password-hasher';
import type { UsersRepository } from './users.repository';

/**
 * The operators' commands behind `npm run --silent admin -- …` (`src/cli/admin.ts`): parsing and
 * rules here, so tests call them against the test database.
 */

export const adminUsage = [
  'usage: npm run --silent admin -- <command>',
  '  user:create --email <address> --password <password> [--activated] [--premium]',
  '  user:premium --email <address> --on|--off',
  '  errors:top [--since 7d|<date>] [--until <date>] [--match <text>] [--limit 20]',
  '    the most frequent error reports of the web app (durations: 30m, 12h, 7d, 2w)',
  notificationUsage,
].join('\n');

/** The most messages `errors:top` lists. */
export const maxTopErrorReports = 500;

/** Exit statuses: 0 done, 1 refused (the user exists or does not), 2 wrong arguments. */
export const adminExit = { ok: 0, refused: 1, usage: 2 } as const;

export type AdminCommand =
  | { readonly name: 'help' }
  | {
      readonly name: 'user:create';
      readonly email: string;
      readonly password: string;
      readonly activated: boolean;
      readonly premium: boolean;
    }
  | { readonly name: 'user:premium'; readonly email: string; readonly premium: boolean }
  | { readonly name: 'errors:top'; readonly query: TopErrorReportsQuery; readonly period: string }
  | NotificationCommand;

/** Arguments the commands cannot use; the message says why. */
export class AdminUsageError extends Error {
  override readonly name = 'AdminUsageError';
}

/**
 * Reads a command line (the arguments after `--`).
 *
 * @param argv e.g. `['user:premium', '--email', 'a@b.nl', '--on']`
 * @throws AdminUsageError for an unknown command or option, or a missing or invalid value
 */
export function parseAdminCommand(argv: readonly string[], now: Date = new Date()): AdminCommand {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') return { name: 'help' };
  if (name === 'user:create') {
    const values = parseOptions(rest, {
      email: { type: 'string' },
      password: { type: 'string' },
      activated: { type: 'boolean' },
      premium: { type: 'boolean' },
    });
    const password = newPasswordSchema.safeParse(required(values.password, '--password'));
    if (!password.success) throw new AdminUsageError(`--password: ${password.error.issues[0]?.message}`);
    return {
      name,
      email: parseEmail(values.email),
      password: password.data,
      activated: values.activated === true,
      premium: values.premium === true,
    };
  }
  if (name === 'user:premium') {
    const values = parseOptions(rest, {
      email: { type: 'string' },
      on: { type: 'boolean' },
      off: { type: 'boolean' },
    });
    if ((values.on === true) === (values.off === true))
      throw new AdminUsageError('give either --on or --off');
    return { name, email: parseEmail(values.email), premium: values.on === true };
  }
  if (name === 'errors:top') return parseErrorsTop(rest, now);
  if (name === 'notification:create' || name === 'notification:list' || name === 'notification:delete') {
    const values = parseOptions(rest, notificationOptions[name]) as Record<
      string,
      string | boolean | undefined
    >;
    try {
      return parseNotificationCommand(name, values, now);
    } catch (error) {
      throw new AdminUsageError(error instanceof Error ? error.message : String(error));
    }
  }
  throw new AdminUsageError(`unknown command "${name}"`);
}

const notificationOptions = {
  'notification:create': {
    text: { type: 'string' },
    link: { type: 'string' },
    button: { type: 'string' },
    for: { type: 'string' },
    email: { type: 'string' },
    until: { type: 'string' },
  },
  'notification:list': {},
  'notification:delete': { id: { type: 'string' } },
} as const satisfies Record<string, OptionSpec>;

function parseErrorsTop(args: string[], now: Date): AdminCommand {
  const values = parseOptions(args, {
    since: { type: 'string' },
    until: { type: 'string' },
    match: { type: 'string' },
    limit: { type: 'string' },
  });
  const sinceText = typeof values.since === 'string' ? values.since : '7d';
  const since = parsePointInTime(sinceText, now);
  if (!since) throw new AdminUsageError(`--since: "${sinceText}" is neither a duration (7d) nor a date`);
  let until: Date | undefined;
  if (typeof values.until === 'string') {
    until = parsePointInTime(values.until, now);
    if (!until) throw new AdminUsageError(`--until: "${values.until}" is neither a duration nor a date`);
    if (until <= since) throw new AdminUsageError('--until must be later than --since');
  }
  const limitText = typeof values.limit === 'string' ? values.limit : '20';
  const limit = /^\d{1,4}$/.test(limitText) ? Number(limitText) : Number.NaN;
  if (!(limit >= 1 && limit <= maxTopErrorReports))
    throw new AdminUsageError(`--limit: give a number from 1 to ${maxTopErrorReports}`);
  const match = typeof values.match === 'string' && values.match !== '' ? values.match : undefined;
  const period = [
    `since ${sinceText}`,
    ...(typeof values.until === 'string' ? [`until ${values.until}`] : []),
    ...(match ? [`matching "${match}"`] : []),
  ].join(' ');
  return {
    name: 'errors:top',
    query: { since, limit, ...(until ? { until } : {}), ...(match ? { match } : {}) },
    period,
  };
}

/** What the commands need. */
export interface AdminContext {
  readonly users: UsersRepository;
  readonly hasher: PasswordHasher;
  /** Prints a line for the operator. */
  readonly print: (line: string) => void;
  /** The error reports' query (`errors:top`). */
  readonly topErrorReports?: (query: TopErrorReportsQuery) => Promise<TopErrorReports>;
  /** The notifications (`notification:…`). */
  readonly notifications?: NotificationsService;
}

/**
 * Runs a parsed command.
 *
 * @param command from {@link parseAdminCommand}
 * @param context storage, hasher and output
 * @returns the exit status ({@link adminExit})
 */
export async function runAdminCommand(command: AdminCommand, context: AdminContext): Promise<number> {
  switch (command.name) {
    case 'help':
      context.print(adminUsage);
      return adminExit.ok;
    case 'user:create': {
      const user = await context.users.create({
        email: command.email,
        passwordHash: await context.hasher.hash(command.password),
        pending: !command.activated,
        premium: command.premium,
      });
      if (user === null) {
        context.print(`A user with the address ${command.email} exists already; nothing changed.`);
        return adminExit.refused;
      }
      const state = [user.pending ? 'pending activation' : 'active', ...(user.premium ? ['premium'] : [])];
      context.print(`Created user ${user.id} <${user.email}> (${state.join(', ')}).`);
      return adminExit.ok;
    }
    case 'user:premium': {
      const user = await context.users.setPremium(command.email, command.premium);
      if (user === null) {
        context.print(`No user has the address ${command.email}.`);
        return adminExit.refused;
      }
      context.print(
        `User ${user.id} <${user.email}> ${user.premium ? 'is premium now' : 'is no longer premium'}.`,
      );
      return adminExit.ok;
    }
    case 'errors:top': {
      if (!context.topErrorReports) throw new Error('errors:top needs the error reports');
      const top = await context.topErrorReports(command.query);
      for (const line of formatTopErrorReports(top, command.period)) context.print(line);
      return adminExit.ok;
    }
    case 'notification:create':
    case 'notification:list':
    case 'notification:delete': {
      if (!context.notifications) throw new Error('notification commands need the notifications');
      return runNotificationCommand(command, { ...context, notifications: context.notifications });
    }
  }
}

type OptionSpec = Record<string, { type: 'string' | 'boolean' }>;

function parseOptions<Spec extends OptionSpec>(args: string[], options: Spec) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new AdminUsageError(error instanceof Error ? error.message : String(error));
  }
}

function required(value: string | boolean | undefined, option: string): string {
  if (typeof value !== 'string' || value === '') throw new AdminUsageError(`${option} is required`);
  return value;
}

function parseEmail(value: string | boolean | undefined): string {
  const email = emailAddressSchema.safeParse(required(value, '--email'));
  if (!email.success) throw new AdminUsageError(`--email: "${String(value)}" is not a valid e-mail address`);
  return email.data;
}
