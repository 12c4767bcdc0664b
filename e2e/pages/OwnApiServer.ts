import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** A port nothing listens on, chosen by the system (a port made up from the time can be taken). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A second server of the app (the built API serving the built web app) that a test starts and stops itself, on
 * the e2e database, to take the API away in the middle of editing. Needs `DATABASE_URL` in the environment, as
 * the e2e server has it.
 */
export class OwnApiServer {
  private process: ChildProcess | undefined;

  constructor(readonly port: number) {}

  /** A server on a free port. */
  static async onFreePort(): Promise<OwnApiServer> {
    return new OwnApiServer(await freePort());
  }

  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  /**
   * Starts the server and waits until it answers, however long that takes on a busy machine (the test's timeout
   * bounds it); fails at once, with what the server printed, when it stops before answering.
   */
  async start(): Promise<void> {
    if (!process.env.DATABASE_URL) throw new Error('OwnApiServer needs DATABASE_URL (the e2e database)');
    const main = path.join(__dirname, '..', '..', 'api', 'dist', 'main.js');
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, PORT: String(this.port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.process = child;
    let printed = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      printed = `${printed}${chunk.toString()}`.slice(-2000);
    });
    let exited = false;
    child.once('exit', () => (exited = true));
    while (!exited) {
      try {
        const response = await fetch(`${this.origin}/nl/ajax/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the API on port ${this.port} stopped before it answered:\n${printed}`);
  }

  /** Stops the server (as a crash or a deploy would) and waits until it is gone. */
  async stop(): Promise<void> {
    const running = this.process;
    this.process = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }
}
