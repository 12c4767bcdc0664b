// The parts make soak's runs share: a PostgreSQL cluster of its own (.data/pg-soak, durable: fsync and synchronous
// commit on, as PostgreSQL ships), the built API as child processes, users made in bulk, and HTTP calls with timings.
import { execFileSync, spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createChartState, createPaletteStyle, rgbToHex } from '@steekwerk/model';
import pg from 'pg';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const pgScript = `${root}/scripts/pg.sh`;

/** The environment that points scripts/pg.sh at the soak's own cluster. */
export const soakPgEnv = {
  ...process.env,
  STEEKWERK_PG_DATA: `${root}/.data/pg-soak`,
  STEEKWERK_PG_PORT: process.env.SOAK_PG_PORT ?? '54359',
};

export function pgsh(...args) {
  return execFileSync(pgScript, args, { env: soakPgEnv, stdio: ['ignore', 'pipe', 'inherit'] })
    .toString()
    .trim();
}

/** Starts the soak cluster with a fresh database `name`, migrated; returns its URL. */
export async function freshSoakDatabase(name) {
  pgsh('start');
  pgsh('dropdb', name);
  pgsh('createdb', name);
  const url = pgsh('url', name);
  execFileSync(process.execPath, [`${root}/api/dist/cli/migrate.js`], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'ignore',
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const settings = {};
  for (const name of ['fsync', 'synchronous_commit', 'full_page_writes']) {
    settings[name] = (await client.query(`SHOW ${name}`)).rows[0][name];
  }
  await client.end();
  return { url, settings };
}

/**
 * Makes `count` active users with one password: the admin command makes the first (so the hash is the server's
 * own), and the rest are copies of its row with other addresses.
 */
export async function createUsers(url, count, { premium = false } = {}) {
  const stamp = Date.now().toString(36);
  const password = 'soak-wachtwoord-26';
  const first = `soak-${stamp}-0@example.nl`;
  execFileSync(
    process.execPath,
    [
      `${root}/api/dist/cli/admin.js`,
      'user:create',
      '--email',
      first,
      '--password',
      password,
      '--activated',
      ...(premium ? ['--premium'] : []),
    ],
    { env: { ...process.env, DATABASE_URL: url, PASSWORD_HASH_LOG_N: '10' }, stdio: 'ignore' },
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const emails = [first];
  try {
    for (let index = 1; index < count; index += 1) {
      const email = `soak-${stamp}-${index}@example.nl`;
      await client.query(
        `INSERT INTO users (id, email, password_hash, pending, premium, activated_at, created_at)
         SELECT md5(random()::text), $2, password_hash, false, premium, now(), now() FROM users WHERE email = $1`,
        [first, email],
      );
      emails.push(email);
    }
  } finally {
    await client.end();
  }
  return emails.map((email) => ({ email, password }));
}

/** Starts `node api/dist/main.js` on `port`; resolves once it answers its health check. */
export async function startApi(url, port, extraEnv = {}) {
  if (await call(port, 'GET', 'health', { timeoutMs: 1000 }).catch(() => undefined)) {
    throw new Error(`port ${port} is in use by another server; stop it or choose another with SOAK_PORT`);
  }
  const child = spawn(process.execPath, [`${root}/api/dist/main.js`], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PASSWORD_HASH_LOG_N: '10',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the API on ${port} ended with ${child.exitCode}`);
    const answer = await call(port, 'GET', 'health').catch(() => undefined);
    if (answer?.status === 200) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the API on ${port} did not answer`);
}

/** One request; resolves with status, parsed body, set cookie and milliseconds (rejects on a network error). */
export function call(port, method, action, { body, cookie, timeoutMs = 15_000, network } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/nl/ajax/${action}`,
        timeout: timeoutMs,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...(cookie ? { cookie } : {}),
          ...(network ? { 'x-forwarded-for': network } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString();
          let parsed = {};
          try {
            parsed = JSON.parse(raw);
          } catch {
            parsed = { raw: raw.slice(0, 200) };
          }
          resolve({
            status: res.statusCode,
            body: parsed,
            cookie: String(res.headers['set-cookie']?.[0] ?? '').split(';')[0] || undefined,
            ms: performance.now() - started,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** Resident memory of a process in MB (Linux), or undefined. */
export function residentMb(pid) {
  try {
    const status = execFileSync('cat', [`/proc/${pid}/status`]).toString();
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 102.4) / 10 : undefined;
  } catch {
    return undefined;
  }
}

/** A round-robin proxy on loopback in front of `ports` (the load run's "load balancer"). */
export async function startRoundRobinProxy(ports) {
  const { createServer } = await import('node:http');
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const upstream = ports[next % ports.length];
    next += 1;
    const forwarded = request(
      {
        host: '127.0.0.1',
        port: upstream,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** `count` palette styles of distinct colours. */
export function soakStyles(count) {
  return Array.from({ length: count }, (_, index) =>
    createPaletteStyle(index + 1, {
      colorBackground: rgbToHex((index * 40) % 256, 90, (220 - index * 9) & 255),
    }),
  );
}

/** A square cross-stitch chart of `cells` (one byte per cell) as the editor saves it, based on `revision`. */
export function soakChart(cells, side, { styles, revision, title }) {
  const state = createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: side, rowCount: side },
    rows: `1:${Buffer.from(cells).toString('base64')}`,
    styles,
    title,
  });
  return { ...state, settings: { ...state.settings, revision } };
}
