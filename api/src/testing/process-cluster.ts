/**
 * Test support for "more than one server" (issue 26): built API processes (`api/dist/main.js`) on one database,
 * behind a round-robin proxy on loopback, as a load balancer would put them (used by src/deployment/*.spec.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';

const apiRoot = path.resolve(__dirname, '../..');
export const builtMain = path.join(apiRoot, 'dist/main.js');
export const builtAdmin = path.join(apiRoot, 'dist/cli/admin.js');

/** The environment of each process: the same database, loopback, the tests' cheap password hashes. */
export function processEnvironment(databaseUrl: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The proxy below passes the test's X-Forwarded-For on: each scenario is its own client network.
    TRUST_PROXY: '127.0.0.1',
    PASSWORD_HASH_LOG_N: '10',
    NODE_ENV: 'test',
  };
}

/** A free loopback port. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts one API process and waits for its health answer. */
export async function startApiProcess(databaseUrl: string): Promise<{ port: number; child: ChildProcess }> {
  if (!existsSync(builtMain))
    throw new Error(`${builtMain} is missing: build the API first (make build-api)`);
  const port = await freePort();
  const child = spawn(process.execPath, [builtMain], {
    env: processEnvironment(databaseUrl, port),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the API process ended: ${errors}`);
    try {
      const health = await fetch(`http://127.0.0.1:${port}/nl/ajax/health`);
      if (health.ok) return { port, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the API process on ${port} did not answer: ${errors}`);
}

/** Stops a process with SIGTERM (its shutdown hooks close the pool) and waits for it. */
export async function stopApiProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A round-robin proxy: each request goes to the next upstream port; the answer names it in `x-upstream`. */
export async function startRoundRobinProxy(
  upstreams: readonly number[],
): Promise<{ port: number; server: Server }> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const upstream = upstreams[next % upstreams.length]!;
    next += 1;
    const forwarded = request(
      {
        host: '127.0.0.1',
        port: upstream,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: `127.0.0.1:${upstream}` },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(upstream) });
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}
