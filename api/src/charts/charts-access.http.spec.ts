/**
 * The access matrix of the chart calls (spec §6): every call × every kind of requester, against a table that is
 * part of the test. A registered chart action without a row fails the test, so no call ships unreviewed.
 */
import { ajaxActions } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Answer } from '../testing/accounts';
import {
  chartState,
  createAuthor,
  createChart,
  newTabId,
  rowsOf,
  saveChart,
  type Author,
} from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

type Role = 'anonymous' | 'owner' | 'otherUser' | 'sharedUser' | 'publicAnonymous' | 'publicOtherUser';
type Outcome =
  'ok' | 'readOnly' | 'accessDenied' | 'accessDeniedAnonymous' | 'notLoggedIn' | 'forbidden' | 'notFound';

type ChartCall =
  | 'chartGet'
  | 'chartSave'
  | 'chartChanges'
  | 'chartOpen'
  | 'chartWriteLockRelease'
  | 'chartWriteLockTake'
  | 'chartDelete'
  | 'progressTrackerStatus'
  | 'progressTrackerSaveGridRowsDone'
  | 'progressTrackerSaveStyles'
  | 'chartShare'
  | 'chartClone'
  | 'chartRestore'
  | 'chartImage'
  | 'chartBackups'
  | 'chartBackupRestore';

interface Call {
  readonly action: ChartCall;
  run(server: TestApp, chartId: string, cookies: Record<string, string> | undefined): Promise<Answer>;
}

/** Reduces an answer to the outcome the table names. */
function outcomeOf(answer: Answer): Outcome {
  if (answer.status === 403) return 'forbidden';
  if (answer.status === 404) return 'notFound';
  if (answer.status !== 200) throw new Error(`unexpected ${answer.status}: ${JSON.stringify(answer.body)}`);
  const { body } = answer;
  if (
    body.status === 'accessDenied' ||
    body.status === 'accessDeniedAnonymous' ||
    body.status === 'notLoggedIn'
  ) {
    return body.status;
  }
  const session = body.accessSession as { hasWriteAccess: boolean } | undefined;
  return session && !session.hasWriteAccess ? 'readOnly' : 'ok';
}

const options = (cookies?: Record<string, string>) => (cookies ? { cookies } : {});

const calls: Call[] = [
  {
    action: 'chartGet',
    run: (server, id, cookies) => get(server, `chart/get/${id}?s=${newTabId()}&v=19`, options(cookies)),
  },
  {
    action: 'chartSave',
    run: (server, id, cookies) =>
      saveChart(server, cookies, id, { state: chartState({ revision: 1 }), s: newTabId() }),
  },
  {
    action: 'chartChanges',
    run: (server, id, cookies) =>
      post(server, `chart/changes/${id}`, { s: newTabId(), r: 1, p: 0, actions: [] }, options(cookies)),
  },
  {
    action: 'chartOpen',
    run: (server, id, cookies) => post(server, `chart/open/${id}`, { s: newTabId() }, options(cookies)),
  },
  {
    action: 'chartWriteLockRelease',
    run: (server, id, cookies) =>
      post(server, 'chart/writelock/release', { chartId: id, s: newTabId() }, options(cookies)),
  },
  {
    action: 'chartWriteLockTake',
    run: (server, id, cookies) =>
      post(server, `chart/writelock/take/${id}`, { s: newTabId() }, options(cookies)),
  },
  {
    action: 'chartDelete',
    run: (server, id, cookies) => post(server, `chart/delete/${id}/${id}`, {}, options(cookies)),
  },
  {
    action: 'progressTrackerStatus',
    run: (server, id, cookies) => get(server, `chart/progress-tracker/status/${id}`, options(cookies)),
  },
  {
    action: 'progressTrackerSaveGridRowsDone',
    run: (server, id, cookies) =>
      post(
        server,
        `chart/progress-tracker/save-grid-rows-done/${id}`,
        { columnCount: 4, rowCount: 3, done: rowsOf(new Uint8Array(12).fill(1)), s: newTabId() },
        options(cookies),
      ),
  },
  {
    action: 'progressTrackerSaveStyles',
    run: (server, id, cookies) =>
      post(
        server,
        `chart/progress-tracker/save-styles/${id}`,
        { styleIds: '1,2', customLineStyleIds: '', halfStitchStyleIds: '', quarterStitchStyleIds: '' },
        options(cookies),
      ),
  },
  {
    action: 'chartShare',
    run: (server, id, cookies) => post(server, `chart/share/${id}`, { allowExport: true }, options(cookies)),
  },
  {
    action: 'chartClone',
    run: (server, id, cookies) => post(server, `chart/clone/${id}`, {}, options(cookies)),
  },
  {
    action: 'chartRestore',
    run: (server, id, cookies) => post(server, `chart/restore/${id}`, {}, options(cookies)),
  },
  {
    action: 'chartImage',
    // A PNG, not JSON: only the status matters here.
    run: async (server, id, cookies) => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/nl/ajax/chart/image/${id}/1`,
        ...(cookies ? { cookies } : {}),
      });
      return { status: response.statusCode, body: {}, response };
    },
  },
  {
    action: 'chartBackups',
    run: (server, id, cookies) => get(server, `chart/backups/${id}`, options(cookies)),
  },
  {
    action: 'chartBackupRestore',
    run: (server, id, cookies) =>
      post(server, `chart/backup/restore/${id}`, { revisionNumber: 1, s: newTabId() }, options(cookies)),
  },
];

/**
 * The expected outcome per call and role. The release call always answers ok (it only acts for editors). A save
 * by the owner here is refused for the lock (another tab holds it), which the lock tests cover: `ok` in this table
 * means "not refused for access".
 */
const expected: Record<ChartCall, Record<Role, Outcome>> = {
  chartGet: {
    anonymous: 'accessDeniedAnonymous',
    owner: 'ok',
    otherUser: 'accessDenied',
    sharedUser: 'readOnly',
    publicAnonymous: 'readOnly',
    publicOtherUser: 'readOnly',
  },
  chartSave: {
    anonymous: 'notLoggedIn',
    owner: 'ok',
    otherUser: 'accessDenied',
    sharedUser: 'accessDenied',
    publicAnonymous: 'notLoggedIn',
    publicOtherUser: 'accessDenied',
  },
  chartChanges: {
    anonymous: 'accessDeniedAnonymous',
    owner: 'ok',
    otherUser: 'accessDenied',
    sharedUser: 'readOnly',
    publicAnonymous: 'readOnly',
    publicOtherUser: 'readOnly',
  },
  chartOpen: {
    anonymous: 'accessDeniedAnonymous',
    owner: 'ok',
    otherUser: 'accessDenied',
    sharedUser: 'readOnly',
    publicAnonymous: 'readOnly',
    publicOtherUser: 'readOnly',
  },
  chartWriteLockRelease: {
    anonymous: 'ok',
    owner: 'ok',
    otherUser: 'ok',
    sharedUser: 'ok',
    publicAnonymous: 'ok',
    publicOtherUser: 'ok',
  },
  // Taking over the lock is the active owner's ("Hier verder bewerken").
  chartWriteLockTake: {
    anonymous: 'notLoggedIn',
    owner: 'ok',
    otherUser: 'accessDenied',
    sharedUser: 'accessDenied',
    publicAnonymous: 'notLoggedIn',
    publicOtherUser: 'accessDenied',
  },
  chartDelete: {
    anonymous: 'notLoggedIn',
    owner: 'ok',
    otherUser: 'accessDenied',
    sharedUser: 'accessDenied',
    publicAnonymous: 'notLoggedIn',
    publicOtherUser: 'accessDenied',
  },
  progressTrackerStatus: {
    anonymous: 'forbidden',
    owner: 'ok',
    otherUser: 'forbidden',
    sharedUser: 'ok',
    publicAnonymous: 'ok',
    publicOtherUser: 'ok',
  },
  progressTrackerSaveGridRowsDone: {
    anonymous: 'forbidden',
    owner: 'ok',
    otherUser: 'forbidden',
    sharedUser: 'ok',
    publicAnonymous: 'forbidden',
    publicOtherUser: 'ok',
  },
  progressTrackerSaveStyles: {
    anonymous: 'forbidden',
    owner: 'ok',
    otherUser: 'forbidden',
    sharedUser: 'ok',
    publicAnonymous: 'forbidden',
    publicOtherUser: 'ok',
  },
  // Sharing, copying (without allowClone) and restoring are the owner's.
  chartShare: {
    anonymous: 'notLoggedIn',
    owner: 'ok',
    otherUser: 'accessDenied',
    sharedUser: 'accessDenied',
    publicAnonymous: 'notLoggedIn',
    publicOtherUser: 'accessDenied',
  },
  chartClone: {
    anonymous: 'notLoggedIn',
    owner: 'ok',
    otherUser: 'accessDenied',
    sharedUser: 'accessDenied',
    publicAnonymous: 'notLoggedIn',
    publicOtherUser: 'accessDenied',
  },
  chartRestore: {
    anonymous: 'notLoggedIn',
    owner: 'ok',
    otherUser: 'accessDenied',
    sharedUser: 'accessDenied',
    publicAnonymous: 'notLoggedIn',
    publicOtherUser: 'accessDenied',
  },
  // The thumbnail follows reading: whoever may see the chart; the rest get a 404 that tells nothing.
  chartImage: {
    anonymous: 'notFound',
    owner: 'ok',
    otherUser: 'notFound',
    sharedUser: 'ok',
    publicAnonymous: 'ok',
    publicOtherUser: 'ok',
  },
  // Earlier revisions are the writers' only (issue 14): readers of a shared or public chart see none.
  chartBackups: {
    anonymous: 'notLoggedIn',
    owner: 'ok',
    otherUser: 'accessDenied',
    sharedUser: 'accessDenied',
    publicAnonymous: 'notLoggedIn',
    publicOtherUser: 'accessDenied',
  },
  chartBackupRestore: {
    anonymous: 'notLoggedIn',
    owner: 'ok',
    otherUser: 'accessDenied',
    sharedUser: 'accessDenied',
    publicAnonymous: 'notLoggedIn',
    publicOtherUser: 'accessDenied',
  },
};

describe('chart access matrix', () => {
  let server: TestApp;
  let owner: Author;
  let other: Author;
  let shared: Author;

  beforeAll(async () => {
    server = await createTestApp();
    [owner, other, shared] = await Promise.all([
      createAuthor(server),
      createAuthor(server),
      createAuthor(server),
    ]);
  });

  afterAll(async () => {
    await server.close();
  });

  it('has a row for every chart action the server registers', () => {
    const chartActions = Object.entries(ajaxActions)
      .filter(([, action]) => action.path.includes(':chartId') || action.path === 'chart/writelock/release')
      .map(([name]) => name)
      .sort();
    expect(Object.keys(expected).sort()).toEqual(chartActions);
  });

  const roles: Role[] = [
    'anonymous',
    'owner',
    'otherUser',
    'sharedUser',
    'publicAnonymous',
    'publicOtherUser',
  ];
  for (const call of calls) {
    it.each(roles)(`${call.action}: %s`, async (role) => {
      const isPublic = role.startsWith('public');
      const base = chartState();
      const { chartId } = await createChart(server, owner, {
        ...base,
        settings: { ...base.settings, allowAnonymous: isPublic, allowUsers: [shared.email] },
      });
      const cookies = {
        anonymous: undefined,
        owner: owner.cookies,
        otherUser: other.cookies,
        sharedUser: shared.cookies,
        publicAnonymous: undefined,
        publicOtherUser: other.cookies,
      }[role];
      const answer = await call.run(server, chartId, cookies);
      const outcome = outcomeOf(answer);
      // A refused save or an allowed one by a tab without the lock: both are "not refused for access".
      const seen = call.action === 'chartSave' && answer.body.status === 'writeLockLost' ? 'ok' : outcome;
      expect(seen).toBe(expected[call.action][role]);
    });
  }
});
