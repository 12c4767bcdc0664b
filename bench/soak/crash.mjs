// make soak, part 1 (issue 26): crash safety. On the soak's own durable cluster, clients save charts and tracker
// progress in a loop while the API process is killed with SIGKILL and PostgreSQL is stopped with
// `pg_ctl -m immediate`, in turn, several times. Every save a client saw acknowledged must be there afterwards, and
// no revision may be torn: the stored cells, the state's rows and the thumbnail of each revision agree.
// Prints JSON lines, then the last line: saves acknowledged, crashes survived, saves lost.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  call,
  createUsers,
  freshSoakDatabase,
  pgsh,
  root,
  soakChart,
  soakStyles,
  startApi,
} from './soakCluster.mjs';

const seconds = Number(process.env.SOAK_CRASH_SECONDS ?? 60);
const clients = Number(process.env.SOAK_CRASH_CLIENTS ?? 6);
const port = Number(process.env.SOAK_PORT ?? 8099);
const side = 24;

const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');
const tabId = () => `soak-${randomBytes(8).toString('hex')}`;
const styles = soakStyles(6);

const chartOf = (cells, revision, title) => soakChart(cells, side, { styles, revision, title });

/** Done cells as the server stores them: one bit per cell, the lowest bit first. */
function packedDone(doneRows) {
  const done = Buffer.from(doneRows.slice(2), 'base64');
  const packed = Buffer.alloc(Math.ceil(done.length / 8));
  done.forEach((value, cell) => {
    if (value) packed[cell >> 3] |= 1 << (cell & 7);
  });
  return packed;
}

const { url, settings } = await freshSoakDatabase('steekwerk_soak_crash');
console.log(JSON.stringify({ name: 'soak.crash.cluster', ...settings }));
const users = await createUsers(url, clients);
let api = await startApi(url, port);
let stopping = false;
let crashes = 0;
const acked = [];
const progressAcked = new Map();
const progressTried = new Map();
let retries = 0;

/** Sends until the server answers (the same request again after a network error, a 5xx or the save limit's 429). */
async function untilAnswered(method, action, options) {
  for (;;) {
    try {
      const answer = await call(port, method, action, { ...options, timeoutMs: 10_000 });
      if (answer.status < 500 && answer.status !== 429) return answer;
    } catch {
      // the API or the database is down: try again
    }
    retries += 1;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function client(user, index) {
  const login = await untilAnswered('POST', 'account/login', {
    body: { emailAddress: user.email, password: user.password },
  });
  const cookie = login.cookie;
  const s = tabId();
  let cells = new Uint8Array(side * side).fill(1);
  const created = await untilAnswered('POST', 'chart/save/new', {
    cookie,
    body: { state: chartOf(cells, 0, `Soak ${index}`), s, v: 11, saveId: tabId() },
  });
  const chartId = created.body.chartId;
  let revision = created.body.revision;
  acked.push({ chartId, revision, cells: sha(cells) });
  let step = 0;
  while (!stopping) {
    // About an editor's pace and within the save limit (one a second per user).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    step += 1;
    cells = cells.slice();
    cells[(step * 7) % cells.length] = 1 + (step % styles.length);
    const saveId = tabId();
    // Retried with the same save id until answered: a save that was stored before its answer was lost answers
    // with the revision it made, never a second one.
    let answer = await untilAnswered('POST', `chart/save/${chartId}`, {
      cookie,
      body: { state: chartOf(cells, revision, `Soak ${index}`), s, v: 11, saveId },
    });
    if (answer.body.status === 'writeLockLost') {
      await untilAnswered('POST', `chart/writelock/take/${chartId}`, { cookie, body: { s } });
      continue;
    }
    if (answer.body.status !== 'ok') throw new Error(`save refused: ${JSON.stringify(answer.body)}`);
    revision = answer.body.revision;
    acked.push({ chartId, revision, cells: sha(cells) });

    const done = new Uint8Array(side * side).map((_, cell) => (cell < step % (side * side) ? 1 : 0));
    const doneRows = `1:${Buffer.from(done).toString('base64')}`;
    const tried = progressTried.get(chartId) ?? [];
    tried.push(doneRows);
    progressTried.set(chartId, tried);
    answer = await untilAnswered('POST', `chart/progress-tracker/save-grid-rows-done/${chartId}`, {
      cookie,
      body: { columnCount: side, rowCount: side, done: doneRows, s },
    });
    if (answer.status === 200) {
      progressAcked.set(chartId, doneRows);
      progressTried.set(chartId, [doneRows]);
    }
  }
}

async function crasher() {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 3000 + Math.random() * 3000));
    if (crashes % 2 === 0) {
      if (api.exitCode === null) {
        const exited = new Promise((resolve) => api.once('exit', resolve));
        api.kill('SIGKILL');
        await exited;
      }
      api = await startApi(url, port);
    } else {
      pgsh('crash');
      await new Promise((resolve) => setTimeout(resolve, 500));
      pgsh('start');
      if (api.exitCode !== null) api = await startApi(url, port);
    }
    crashes += 1;
    console.error(
      `[soak crash] crash ${crashes} (${crashes % 2 === 1 ? 'API SIGKILL' : 'PostgreSQL immediate'})`,
    );
  }
  stopping = true;
}

const started = Date.now();
await Promise.all([crasher(), ...users.map((user, index) => client(user, index))]);

// Everything up again; read what was stored.
const { renderChartThumbnail } = await import(`${root}/api/dist/charts/thumbnails/chart-thumbnail.js`);
const database = new pg.Client({ connectionString: url });
await database.connect();
// An acknowledged save is lost when the chart's revision fell behind it, when its revision holds other cells, or
// when it was the chart's last one and is missing (older revisions may be thinned away by design).
const lastAcked = new Map(acked.map((save) => [save.chartId, save.revision]));
let lost = 0;
for (const save of acked) {
  const { rows: charts } = await database.query('SELECT revision FROM charts WHERE id = $1', [save.chartId]);
  const { rows } = await database.query(
    'SELECT cells FROM chart_revisions WHERE chart_id = $1 AND revision = $2',
    [save.chartId, save.revision],
  );
  const behind = !charts[0] || charts[0].revision < save.revision;
  const changed = rows.length > 0 && sha(rows[0].cells) !== save.cells;
  const missing = rows.length === 0 && lastAcked.get(save.chartId) === save.revision;
  if (behind || changed || missing) lost += 1;
}
let torn = 0;
let revisions = 0;
let thumbnails = 0;
const { rows: stored } = await database.query(
  'SELECT chart_id, revision, state, cells, thumbnail FROM chart_revisions ORDER BY chart_id, revision',
);
for (const row of stored) {
  revisions += 1;
  const state = typeof row.state === 'string' ? JSON.parse(row.state) : row.state;
  // The state is stored without its rows (the cells column holds them): its size must fit the cells.
  const { columnCount, rowCount } = state.grid.settings.size;
  let whole = columnCount * rowCount === row.cells.length;
  if (row.thumbnail) {
    thumbnails += 1;
    whole &&= Buffer.compare(renderChartThumbnail(state, new Uint8Array(row.cells)), row.thumbnail) === 0;
  }
  if (!whole) torn += 1;
}
let progressLost = 0;
for (const [chartId, doneRows] of progressAcked) {
  const { rows } = await database.query('SELECT done FROM progress WHERE chart_id = $1', [chartId]);
  const storedDone = rows[0]?.done;
  const allowed = [doneRows, ...(progressTried.get(chartId) ?? [])];
  const matches = (done) => storedDone && Buffer.compare(packedDone(done), storedDone) === 0;
  if (!allowed.some(matches)) progressLost += 1;
}
await database.end();
api.kill('SIGTERM');
pgsh('stop');
console.log(
  JSON.stringify({
    name: 'soak.crash',
    seconds: Math.round((Date.now() - started) / 1000),
    clients,
    crashes,
    saves_acknowledged: acked.length,
    progress_acknowledged: progressAcked.size,
    retries,
    revisions_checked: revisions,
    thumbnails_checked: thumbnails,
    torn_revisions: torn,
    saves_lost: lost,
    progress_lost: progressLost,
  }),
);
console.log(
  `saves acknowledged: ${acked.length}, crashes survived: ${crashes}, saves lost: ${lost + progressLost}` +
    (torn > 0 ? `, torn revisions: ${torn}` : ''),
);
process.exit(lost + progressLost + torn > 0 ? 1 : 0);
