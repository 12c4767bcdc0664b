import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * A second server of the app (the built API serving the built web app) that a test starts and stops itself, on
 * the e2e database, to take the API away in the middle of editing. Needs `DATABASE_URL` in the environment, as
 * the e2e server has it.
 */
export class OwnApiServer {
  private process: ChildProcess | undefined;

  constructor(readonly port: number) {}

  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    if (!process.env.DATABASE_URL) throw new Error('OwnApiServer needs DATABASE_URL (the e2e database)');
    const main = path.join(__dirname, '..', '..', 'api', 'dist', 'main.js');
    this.process = spawn(process.execPath, [main], {
      env: { ...process.env, PORT: String(this.port) },
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        const response = await fetch(`${this.origin}/nl/ajax/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the API on port ${this.port} did not start`);
  }

  /** Stops the server (as a crash or a deploy would) and waits until it is gone. */
  async stop(): Promise<void> {
    const running = this.process;
    this.process = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }
}
