import type { DataSource } from 'typeorm';

/**
 * The most frequent error reports of a period, for operators: `npm run --silent admin -- errors:top --since 7d`
 * (`src/cli/admin.ts`). Reports are grouped by their (already sanitised) message.
 */

/** One message of the period. */
export interface TopErrorReport {
  readonly message: string;
  readonly count: number;
  /** Client networks that reported it. */
  readonly clients: number;
  readonly firstSeen: Date;
  readonly lastSeen: Date;
  /** The address of the newest report that has one. */
  readonly exampleUrl: string | null;
  /** The app version of the newest report that has one. */
  readonly version: string | null;
  /** The action of the newest report that has one. */
  readonly action: string | null;
}

export interface TopErrorReportsQuery {
  readonly since: Date;
  readonly until?: Date;
  /** Only messages containing this text (case-insensitive). */
  readonly match?: string;
  readonly limit: number;
}

export interface TopErrorReports {
  /** Reports in the period (matching `match`), over all messages. */
  readonly total: number;
  readonly messages: readonly TopErrorReport[];
}

interface TopRow {
  error_msg: string;
  count: number;
  clients: number;
  first_seen: Date;
  last_seen: Date;
  example_url: string | null;
  version: string | null;
  action: string | null;
}

/** `LIKE` pattern of a plain text: its `%`, `_` and `\` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The messages reported most often in the period, most frequent first (ties: the most recent first).
 *
 * @param dataSource the database
 * @param query the period, an optional text filter and how many messages
 */
export async function findTopErrorReports(
  dataSource: DataSource,
  query: TopErrorReportsQuery,
): Promise<TopErrorReports> {
  const until = query.until ?? new Date('9999-12-31T00:00:00Z');
  const match = query.match === undefined ? null : containsPattern(query.match);
  const where = `created_at >= $1 AND created_at < $2 AND ($3::text IS NULL OR error_msg ILIKE $3)`;
  const rows: TopRow[] = await dataSource.query(
    `SELECT error_msg,
            count(*)::int AS count,
            count(DISTINCT client_key)::int AS clients,
            min(created_at) AS first_seen,
            max(created_at) AS last_seen,
            (array_agg(url ORDER BY created_at DESC) FILTER (WHERE url IS NOT NULL))[1] AS example_url,
            (array_agg(version ORDER BY created_at DESC) FILTER (WHERE version IS NOT NULL))[1] AS version,
            (array_agg(action ORDER BY created_at DESC) FILTER (WHERE action IS NOT NULL))[1] AS action
       FROM error_reports
      WHERE ${where}
      GROUP BY error_msg
      ORDER BY count DESC, last_seen DESC, error_msg
      LIMIT $4`,
    [query.since, until, match, query.limit],
  );
  const totals: Array<{ total: number }> = await dataSource.query(
    `SELECT count(*)::int AS total FROM error_reports WHERE ${where}`,
    [query.since, until, match],
  );
  return {
    total: totals[0]?.total ?? 0,
    messages: rows.map((row) => ({
      message: row.error_msg,
      count: row.count,
      clients: row.clients,
      firstSeen: new Date(row.first_seen),
      lastSeen: new Date(row.last_seen),
      exampleUrl: row.example_url,
      version: row.version,
      action: row.action,
    })),
  };
}

/** Characters of a message shown on its line (the first line of a multi-line message). */
const shownMessageChars = 300;

function shortTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The report as lines for a terminal: a heading, then per message its count, clients, first and last seen, and
 * the message; below it an example address, action and version.
 *
 * @param top the query's answer
 * @param period how the period was asked for (`since 7d`), for the heading
 */
export function formatTopErrorReports(top: TopErrorReports, period: string): string[] {
  if (top.messages.length === 0) return [`No error reports ${period}.`];
  const messageCount = top.messages.length;
  const lines = [
    `${top.total} error report${top.total === 1 ? '' : 's'} ${period}; the ${messageCount} most frequent message${messageCount === 1 ? '' : 's'}:`,
    `${'count'.padStart(6)} ${'clients'.padStart(7)}  ${'first seen'.padEnd(20)}  ${'last seen'.padEnd(20)}  message`,
  ];
  for (const report of top.messages) {
    const firstLine = report.message.split('\n', 1)[0] ?? '';
    const message =
      firstLine.length > shownMessageChars ? `${firstLine.slice(0, shownMessageChars)}…` : firstLine;
    lines.push(
      `${String(report.count).padStart(6)} ${String(report.clients).padStart(7)}  ${shortTime(report.firstSeen)}  ${shortTime(report.lastSeen)}  ${message}`,
    );
    const facts = [
      `url: ${report.exampleUrl ?? '-'}`,
      ...(report.action ? [`action: ${report.action}`] : []),
      ...(report.version ? [`version: ${report.version}`] : []),
    ];
    lines.push(`${' '.repeat(16)}${facts.join('  ')}`);
  }
  return lines;
}

const durationUnits: Readonly<Record<string, number>> = {
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
};

/**
 * The moment a `--since` or `--until` names: a duration back from `now` (`30m`, `12h`, `7d`, `2w`) or a date
 * (`2026-11-01`, `2026-11-01T12:00:00Z`); undefined when it is neither.
 *
 * @param text the option's value
 * @param now the present
 */
export function parsePointInTime(text: string, now: Date): Date | undefined {
  const duration = /^(\d{1,6})([mhdw])$/.exec(text.trim());
  if (duration) {
    const [, amount, unit] = duration;
    return new Date(now.getTime() - Number(amount) * (durationUnits[unit ?? 'd'] ?? 0));
  }
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text.trim())) return undefined;
  const date = new Date(text.trim());
  return Number.isNaN(date.getTime()) ? undefined : date;
}
