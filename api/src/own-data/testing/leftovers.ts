/**
 * What is left of a user in the database, found from the schema rather than from a list kept by hand: every
 * column that references `users`, or whose name says it holds a user, an owner, an e-mail address or a chart, is
 * searched. A table added later with such a column is searched too, so deleting an account cannot forget it
 * without a test failing.
 */
import type { DataSource } from 'typeorm';
import { accountKeyOf } from '../../account/auth-attempts';

/** What a column holds of a person, and so which value to look for in it. */
type Holds = 'userId' | 'email' | 'accountKey' | 'chartId';

export interface PersonalColumn {
  readonly table: string;
  readonly column: string;
  readonly holds: Holds;
}

function holdsOf(table: string, column: string, referencesUsers: boolean): Holds | undefined {
  if (referencesUsers || /(^|_)(user|owner)(_id)?$|^created_by$/.test(column)) return 'userId';
  if (table === 'users' && column === 'id') return 'userId';
  if (/e_?mail|^to$|address$/.test(column)) return 'email';
  if (column === 'account_key') return 'accountKey';
  if (column === 'chart_id') return 'chartId';
  return undefined;
}

/** Every text column of the public schema that can hold something of a user. */
export async function personalColumnsOf(dataSource: DataSource): Promise<PersonalColumn[]> {
  const rows: Array<{ table_name: string; column_name: string; references_users: boolean }> =
    await dataSource.query(
      `SELECT c.table_name, c.column_name,
              EXISTS (
                SELECT 1 FROM information_schema.key_column_usage k
                  JOIN information_schema.referential_constraints r ON r.constraint_name = k.constraint_name
                  JOIN information_schema.constraint_column_usage u ON u.constraint_name = r.unique_constraint_name
                 WHERE k.table_name = c.table_name AND k.column_name = c.column_name AND u.table_name = 'users'
              ) AS references_users
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.data_type = 'text'
          AND c.table_name NOT IN ('migrations', 'typeorm_metadata')
        ORDER BY c.table_name, c.column_name`,
    );
  return rows.flatMap((row) => {
    const holds = holdsOf(row.table_name, row.column_name, row.references_users);
    return holds ? [{ table: row.table_name, column: row.column_name, holds }] : [];
  });
}

/**
 * The columns that still hold the user's id, address (any case), login-attempt key or one of their charts, with
 * how many rows each; empty when nothing is left.
 */
export async function leftoversOf(
  dataSource: DataSource,
  userId: string,
  email: string,
  chartIds: readonly string[],
): Promise<string[]> {
  const values: Record<Holds, readonly string[]> = {
    userId: [userId],
    email: [email.toLowerCase()],
    accountKey: [accountKeyOf(email.toLowerCase())],
    chartId: chartIds,
  };
  const found: string[] = [];
  for (const { table, column, holds } of await personalColumnsOf(dataSource)) {
    const compared = holds === 'email' ? `lower("${column}")` : `"${column}"`;
    const [row]: Array<{ count: number }> = await dataSource.query(
      `SELECT count(*)::int AS count FROM "${table}" WHERE ${compared} = ANY($1::text[])`,
      [values[holds]],
    );
    if (row && row.count > 0) found.push(`${table}.${column}: ${row.count}`);
  }
  return found;
}
