import type { DataSource } from 'typeorm';
import { loadDatabaseUrl, redactDatabaseUrl } from '../config/config';
import { createDataSource } from '../database/dataSource';

/** An error's message, for a command's one-line report. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs `work` on a connection to `DATABASE_URL` (its address given redacted, for messages) and closes it
 * afterwards; a database that cannot be reached fails with that reason.
 */
export async function withDatabase<T>(
  work: (dataSource: DataSource, address: string) => Promise<T>,
): Promise<T> {
  const url = loadDatabaseUrl(process.env);
  const address = redactDatabaseUrl(url);
  const dataSource = createDataSource(url);
  try {
    await dataSource.initialize();
  } catch (error) {
    throw new Error(`cannot connect to ${address}: ${messageOf(error)}`);
  }
  try {
    return await work(dataSource, address);
  } finally {
    await dataSource.destroy();
  }
}
