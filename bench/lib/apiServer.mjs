// Starts the built API for a benchmark: the project's PostgreSQL (started here if it was not running), a
// database of its own, the migrations, the server on its own port, and a logged-in premium user.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pg = `${root}/scripts/pg.sh`;

function pgRunning() {
  try {
    execFileSync(pg, ['status'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * One HTTP request on a keep-alive agent (`body`: JSON, a text or bytes as they are); resolves with status, headers,
 * raw body bytes and timings. With `timeoutMs`, a request without an answer by then fails with "timeout".
 */
export function httpRequest({ port, method, path, body, headers = {}, agent, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const payload =
      body === undefined || Buffer.isBuffer(body)
        ? body
        : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            raw: Buffer.concat(chunks),
            ms: performance.now() - started,
            requestBytes: payload?.length ?? 0,
          }),
        );
        res.on('error', reject);
      },
    );
    if (timeoutMs !== undefined) req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** The server's own time from `Server-Timing: app;dur=…`. */
export function serverMs(response) {
  const match = /app;dur=([\d.]+)/.exec(String(response.headers['server-timing'] ?? ''));
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * Starts PostgreSQL (if needed), the database `steekwerk_bench` (or `options.database`; wiped), the server on
 * `port`, and a premium user logged in. Returns the cookie header and a stop function.
 */
export async function startApiForBench(port, options = {}) {
  const startedPg = !pgRunning();
  if (startedPg) execFileSync(pg, ['start'], { stdio: 'ignore' });
  const database = options.database ?? 'steekwerk_bench';
  execFileSync(pg, ['dropdb', database], { stdio: 'ignore' });
  execFileSync(pg, ['createdb', database], { stdio: 'ignore' });
  const env = {
    ...process.env,
    DATABASE_URL: execFileSync(pg, ['url', database]).toString().trim(),
    PORT: String(port),
    HOST: '127.0.0.1',
    PASSWORD_HASH_LOG_N: '12',
  };
  execFileSync(process.execPath, [`${root}/api/dist/cli/migrate.js`], { env, stdio: 'ignore' });
  const email = `bench-${randomBytes(4).toString('hex')}@example.nl`;
  const password = 'bench-wachtwoord';
  execFileSync(
    process.execPath,
    [
      `${root}/api/dist/cli/admin.js`,
      'user:create',
      '--email',
      email,
      '--password',
      password,
      '--activated',
      '--premium',
    ],
    { env, stdio: 'ignore' },
  );
  const server = spawn(process.execPath, [`${root}/api/dist/main.js`], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; ; attempt += 1) {
    try {
      const health = await httpRequest({ port, method: 'GET', path: '/nl/ajax/health' });
      if (health.status === 200) break;
    } catch {
      // not listening yet
    }
    if (attempt > 100) throw new Error('the API did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const login = await httpRequest({
    port,
    method: 'POST',
    path: '/nl/ajax/account/login',
    body: { emailAddress: email, password },
  });
  const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0];
  if (!cookie) throw new Error(`login failed: ${login.status} ${login.raw}`);
  return {
    cookie,
    env,
    /** The server's process id (a bench may read its CPU time from /proc). */
    pid: server.pid,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      if (startedPg) execFileSync(pg, ['stop'], { stdio: 'ignore' });
    },
  };
}
