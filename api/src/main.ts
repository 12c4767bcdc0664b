import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { AppConfig, ConfigError, loadConfig, redactDatabaseUrl } from './config/config';

/** Starts the server: `node dist/main.js` (configuration: see `src/config/config.ts`). */
async function main(config: AppConfig): Promise<void> {
  const app = await createApp({ config });
  // On Ctrl-C and `kill`: stop taking requests, close the database pool, then exit with 0.
  app.enableShutdownHooks(['SIGINT', 'SIGTERM'], { useProcessExit: true });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  new Logger('Steekwerk').log(`Listening on http://${config.host}:${config.port}/nl`);
}

function fail(reason: unknown, config?: AppConfig): never {
  // A configuration mistake needs its message only; anything else its stack.
  const message =
    reason instanceof ConfigError
      ? reason.message
      : reason instanceof Error
        ? (reason.stack ?? reason.message)
        : String(reason);
  const database = config ? ` (database ${redactDatabaseUrl(config.databaseUrl)})` : '';
  console.error(`Steekwerk API could not start${database}: ${message}`);
  // A half-started app may still hold connections; they must not keep the process alive.
  process.exit(1);
}

try {
  const config = loadConfig(process.env);
  main(config).catch((reason: unknown) => fail(reason, config));
} catch (reason) {
  fail(reason);
}
