/**
 * The authorization matrix (issue 26): every registered `/nl/ajax` action × every kind of asker, against the table
 * in matrixExpected.ts. An action without a row (or a row without a request in matrixCalls.ts) fails the first
 * test, and a route the server registers that is no action of the model fails the second (`registeredRoutes`), so
 * no new call ships unreviewed. Each cell runs in a scene of its own: a fresh owner with a chart (private
 * and shared with one address, or public), a folder and a started payment, and a fresh asker, so a call that ends
 * a session or deletes an account cannot change another cell's answer.
 */
import { ajaxActions, ajaxBasePath, type AjaxActionName } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, uniqueEmail, type Answer } from '../../testing/accounts';
import { chartState, createAuthor, createChart, type Author } from '../../testing/charts';
import { startPayment } from '../../testing/payments';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { matrixCalls, type Scene } from './matrixCalls';
import { registeredRoutes } from './registeredRoutes';
import { askers, expectedOutcomes, type Asker, type Outcome } from './matrixExpected';

/**
 * Routes under /nl/ajax that are no action of the app, and why they need no row: the local test provider's payment
 * page, its stylesheet and its buttons answer 404 while a real provider is in use (`test-provider.controller.spec.ts`),
 * and production refuses to start with the test provider unless `ALLOW_TEST_PAYMENTS` (config.spec.ts).
 */
const notActions = new Set([
  'GET nl/ajax/payment/test-provider.css',
  'GET nl/ajax/payment/test-provider/:providerPaymentId',
  'POST nl/ajax/payment/test-provider/:providerPaymentId',
]);

/** Reduces an answer to the outcome the table names. */
function outcomeOf(action: AjaxActionName, answer: Answer): Outcome {
  const { status, body } = answer;
  if (status !== 200) return `http${status}` as Outcome;
  if (body.sfRequest === 'error') return 'error200';
  if (typeof body.status === 'string' && body.status !== 'ok') return body.status as Outcome;
  // The batch calls answer ok with the charts they refused.
  const refused = body.refused as { reason?: string }[] | undefined;
  if (Array.isArray(refused) && refused.length > 0) return `refused:${refused[0]?.reason ?? '?'}` as Outcome;
  const session = body.accessSession as { hasWriteAccess: boolean } | undefined;
  if (session && !session.hasWriteAccess && action !== 'chartWriteLockRelease') return 'readOnly';
  return 'ok';
}

/** Sets up one cell's scene and the asker's cookies. */
async function sceneFor(server: TestApp, asker: Asker) {
  const owner = await createAuthor(server);
  const shared = asker === 'sharedUser' ? await createAuthor(server) : undefined;
  const isPublic = asker === 'publicViewer' || asker === 'publicOtherUser';
  const base = chartState();
  const { chartId } = await createChart(server, owner, {
    ...base,
    settings: {
      ...base.settings,
      allowAnonymous: isPublic,
      allowUsers: [shared?.email ?? uniqueEmail('niemand')],
    },
  });
  const folder = await post(server, 'folder/create', { title: 'Map' }, { cookies: owner.cookies });
  const payment = await startPayment(server, owner);
  let asking: Author | undefined;
  if (asker === 'owner') asking = owner;
  if (asker === 'sharedUser') asking = shared;
  if (asker === 'otherUser' || asker === 'publicOtherUser') asking = await createAuthor(server);
  if (asker === 'pending') asking = await createAuthor(server, { pending: true });
  if (asker === 'premium') asking = await createAuthor(server, { premium: true });
  const scene: Scene = {
    chartId,
    folderId: String((folder.body.folder as { folderId: string }).folderId),
    paymentId: payment.paymentId,
    askerEmail: asking?.email ?? uniqueEmail('onbekend'),
    askerPassword: asking?.password ?? 'geen-wachtwoord-42',
  };
  return { scene, cookies: asking?.cookies };
}

describe('authorization matrix: every action × every asker', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
    // A brand of its own: whether another spec imported the catalogue into the shared database must not matter.
    await server.dataSource.query(
      `INSERT INTO brands (id, name, category, position, source_hash, updated_at)
       VALUES ('matrix', 'Matrix', 'yarn', 0, 'matrix', now()) ON CONFLICT (id) DO NOTHING`,
    );
    await server.dataSource.query(
      `INSERT INTO products (id, brand_id, code, name, rgb, category, position)
       VALUES ('matrix-1', 'matrix', '1', 'Eén', '#102030', 'yarn', 0) ON CONFLICT (id) DO NOTHING`,
    );
  });

  afterAll(async () => {
    await server.close();
  });

  it('has a request and a row for every registered action', () => {
    const registered = Object.keys(ajaxActions).sort();
    expect(Object.keys(matrixCalls).sort()).toEqual(registered);
    expect(Object.keys(expectedOutcomes).sort()).toEqual(registered);
  });

  it('has an action of the model for every route the server registers under /nl/ajax', () => {
    const actions = new Set(
      Object.values(ajaxActions).map(({ method, path }) => `${method} ${ajaxBasePath.slice(1)}/${path}`),
    );
    const routes = registeredRoutes(server.app)
      .filter((route) => route.path.startsWith(ajaxBasePath.slice(1)))
      .map((route) => `${route.method} ${route.path}`);
    expect(routes.length).toBeGreaterThanOrEqual(actions.size);
    expect(routes.filter((route) => !actions.has(route) && !notActions.has(route))).toEqual([]);
  });

  const printed: string[] = [];
  for (const action of Object.keys(ajaxActions) as AjaxActionName[]) {
    it.each(askers)(`${action}: %s`, async (asker) => {
      const { scene, cookies } = await sceneFor(server, asker);
      const answer = await matrixCalls[action](server, scene, cookies);
      const outcome = outcomeOf(action, answer);
      if (process.env.MATRIX_PRINT)
        printed.push(`${action} ${asker} ${outcome} ${JSON.stringify(answer.body).slice(0, 160)}`);
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
      if (!process.env.MATRIX_PRINT) expect(outcome).toBe(expectedOutcomes[action]?.[asker]);
    });
  }

  afterAll(() => {
    if (printed.length > 0) console.log(printed.join('\n'));
  });
});
