// The parts make soak's runs share: a PostgreSQL cluster of its own (.data/pg-soak, durable: fsync and synchronous
// commit on, as PostgreSQL ships), the built API as child processes, users made in bulk, and HTTP calls with timings.
import { execFileSync, spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createPaletteStyle, rgbToHex } from '@steekwerk/model';
import pg from 'pg';
import { httpRequest } from '../lib/apiServer.mjs';
import { benchChartState } from '../lib/benchChart.mjs';

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
  // A crash run on a cluster that does not write through proves nothing: refuse it rather than report "0 lost".
  if (settings.fsync !== 'on' || settings.full_page_writes !== 'on') {
    throw new Error(
      `the soak cluster is not durable (${JSON.stringify(settings)}); fsync and full_page_writes must be on`,
    );
  }
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

/** The API processes started here, stopped when the script ends however it ends (a failed run leaves none behind). */
const started = new Set();
process.on('exit', () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

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
  started.add(child);
  child.once('exit', () => started.delete(child));
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the API on ${port} ended with ${child.exitCode}`);
    const answer = await call(port, 'GET', 'health').catch(() => undefined);
    if (answer?.status === 200) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the API on ${port} did not answer`);
}

/** One `/nl/ajax` call; resolves with status, parsed body, set cookie and milliseconds (rejects on a network error). */
export async function call(port, method, action, { body, cookie, timeoutMs = 15_000, network } = {}) {
  const answer = await httpRequest({
    port,
    method,
    path: `/nl/ajax/${action}`,
    body,
    timeoutMs,
    headers: { ...(cookie ? { cookie } : {}), ...(network ? { 'x-forwarded-for': network } : {}) },
  });
  const raw = answer.raw.toString();
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = { raw: raw.slice(0, 200) };
  }
  const cookieHeader = answer.headers['set-cookie']?.[0];
  return {
    status: answer.status,
    body: parsed,
    cookie: cookieHeader ? cookieHeader.split(';')[0] : undefined,
    ms: answer.ms,
  };
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
  return benchChartState(side, `1:${Buffer.from(cells).toString('base64')}`, revision, { styles, title });
}
