/**
 * The requests of the authorization matrix (authorization-matrix.http.spec.ts): one well-formed request per
 * registered `/nl/ajax` action, aimed at the resources of the scene's owner (the chart, a folder, a payment), so
 * that what the matrix sees is the answer to *who asks*, not to a malformed payload.
 */
import type { AjaxActionName } from '@steekwerk/model';
import type { InjectOptions } from 'fastify';
import { post, get, send, type Answer } from '../../testing/accounts';
import { chartState, newTabId, rowsOf } from '../../testing/charts';
import type { TestApp } from '../../testing/test-app';

/** What a request may aim at: the owner's chart, folder and payment, and the asker's own address. */
export interface Scene {
  readonly chartId: string;
  readonly folderId: string;
  readonly paymentId: string;
  /** The asker's address (an anonymous asker: an address nobody has). */
  readonly askerEmail: string;
  /** The asker's password (for the calls that must repeat it). */
  readonly askerPassword: string;
}

type Cookies = Record<string, string> | undefined;
type Request = (server: TestApp, scene: Scene, cookies: Cookies) => Promise<Answer>;

const withCookies = (cookies: Cookies): Partial<InjectOptions> => (cookies ? { cookies } : {});

/** A request whose answer is not JSON (a PNG, a ZIP): only its status counts. */
async function statusOnly(server: TestApp, options: InjectOptions): Promise<Answer> {
  const response = await server.app.inject(options);
  let body: Record<string, unknown> = {};
  try {
    body = response.json() as Record<string, unknown>;
  } catch {
    // Not JSON: the status alone tells the outcome.
  }
  return { status: response.statusCode, body, response };
}

const postTo =
  (path: (scene: Scene) => string, body: (scene: Scene) => unknown = () => ({})): Request =>
  (server, scene, cookies) =>
    post(server, path(scene), body(scene), withCookies(cookies));

const getFrom =
  (path: (scene: Scene) => string): Request =>
  (server, scene, cookies) =>
    get(server, path(scene), withCookies(cookies));

/** One request per action; a new action without one fails the matrix's first test. */
export const matrixCalls: Record<AjaxActionName, Request> = {
  health: getFrom(() => 'health'),
  logJavascriptError: postTo(
    () => 'log/javascripterror',
    () => ({ errorMsg: 'Matrix: a report', url: '/nl' }),
  ),
  accountRegister: postTo(
    () => 'account/register',
    () => ({
      emailAddress: `matrix-${newTabId().toLowerCase()}@example.nl`,
      password: 'een-lang-wachtwoord-42',
    }),
  ),
  accountLogin: postTo(
    () => 'account/login',
    (scene) => ({ emailAddress: scene.askerEmail, password: scene.askerPassword }),
  ),
  accountLogout: postTo(() => 'account/logout'),
  accountUser: getFrom(() => 'account/user'),
  accountSettings: postTo(
    () => 'account/settings',
    () => ({ settings: { darkMode: 'yes' } }),
  ),
  accountProfile: postTo(
    () => 'account/profile',
    () => ({
      firstName: 'Matrix',
      lastName: '',
      nickname: '',
      countryCode: 'NL',
      regionCode: '',
      currencyCode: 'EUR',
    }),
  ),
  accountPassword: postTo(
    () => 'account/password',
    (scene) => ({ currentPassword: scene.askerPassword, newPassword: 'een-nieuw-wachtwoord-42' }),
  ),
  accountActivate: postTo(
    () => 'account/activate',
    () => ({ token: 'A'.repeat(43) }),
  ),
  accountResendActivation: postTo(() => 'account/activation/resend'),
  accountPasswordForgotten: postTo(
    () => 'account/password/forgotten',
    (scene) => ({ emailAddress: scene.askerEmail }),
  ),
  accountPasswordResetCheck: postTo(
    () => 'account/password/reset/check',
    () => ({ token: 'A'.repeat(43) }),
  ),
  accountPasswordReset: postTo(
    () => 'account/password/reset',
    () => ({ token: 'A'.repeat(43), newPassword: 'een-nieuw-wachtwoord-42' }),
  ),
  emailOutbox: getFrom(() => 'email/outbox'),
  chartGet: getFrom((scene) => `chart/get/${scene.chartId}?s=${newTabId()}&v=19`),
  chartSave: postTo(
    (scene) => `chart/save/${scene.chartId}`,
    () => ({ state: chartState({ revision: 1 }), s: newTabId(), v: 11, saveId: `save-${newTabId()}` }),
  ),
  chartChanges: postTo(
    (scene) => `chart/changes/${scene.chartId}`,
    () => ({ s: newTabId(), r: 1, p: 0, actions: [] }),
  ),
  chartOpen: postTo(
    (scene) => `chart/open/${scene.chartId}`,
    () => ({ s: newTabId() }),
  ),
  chartWriteLockRelease: postTo(
    () => 'chart/writelock/release',
    (scene) => ({ chartId: scene.chartId, s: newTabId() }),
  ),
  chartWriteLockTake: postTo(
    (scene) => `chart/writelock/take/${scene.chartId}`,
    () => ({ s: newTabId() }),
  ),
  chartDelete: postTo((scene) => `chart/delete/${scene.chartId}/${scene.chartId}`),
  chartsUser: getFrom(() => 'charts/user'),
  chartsList: getFrom(() => 'charts/list'),
  chartsProperties: getFrom((scene) => `charts/properties?ids=${scene.chartId}`),
  chartsPropertiesSave: postTo(
    () => 'charts/properties/save',
    (scene) => ({ chartIds: [scene.chartId], changes: { title: 'Matrix' } }),
  ),
  chartsDelete: postTo(
    () => 'charts/delete',
    (scene) => ({ chartIds: [scene.chartId] }),
  ),
  chartsBinEmpty: postTo(() => 'charts/bin/empty'),
  chartShare: postTo(
    (scene) => `chart/share/${scene.chartId}`,
    () => ({ allowExport: true }),
  ),
  chartClone: postTo((scene) => `chart/clone/${scene.chartId}`),
  chartRestore: postTo((scene) => `chart/restore/${scene.chartId}`),
  chartImage: (server, scene, cookies) =>
    statusOnly(server, {
      method: 'GET',
      url: `/nl/ajax/chart/image/${scene.chartId}/1`,
      ...withCookies(cookies),
    }),
  chartBackups: getFrom((scene) => `chart/backups/${scene.chartId}`),
  chartBackupRestore: postTo(
    (scene) => `chart/backup/restore/${scene.chartId}`,
    () => ({ revisionNumber: 1, s: newTabId() }),
  ),
  folders: getFrom(() => 'folders'),
  folderCreate: postTo(
    () => 'folder/create',
    () => ({ title: `Matrix ${newTabId()}` }),
  ),
  folderRename: postTo(
    (scene) => `folder/rename/${scene.folderId}`,
    () => ({ title: `Hernoemd ${newTabId()}` }),
  ),
  folderDelete: postTo((scene) => `folder/delete/${scene.folderId}`),
  progressTrackerStatus: getFrom((scene) => `chart/progress-tracker/status/${scene.chartId}`),
  progressTrackerSaveGridRowsDone: postTo(
    (scene) => `chart/progress-tracker/save-grid-rows-done/${scene.chartId}`,
    () => ({ columnCount: 4, rowCount: 3, done: rowsOf(new Uint8Array(12).fill(1)), s: newTabId() }),
  ),
  progressTrackerSaveStyles: postTo(
    (scene) => `chart/progress-tracker/save-styles/${scene.chartId}`,
    () => ({ styleIds: '1,2', customLineStyleIds: '', halfStitchStyleIds: '', quarterStitchStyleIds: '' }),
  ),
  symbols: getFrom(() => 'symbols?id=onbekend&v=1'),
  notifications: getFrom(() => 'notifications'),
  notificationDismiss: postTo(() => 'notification/dismiss/999999999'),
  cataloguePalettes: getFrom(() => 'catalogue/palettes'),
  cataloguePalette: getFrom(() => 'catalogue/palette/matrix'),
  catalogueProducts: getFrom(() => 'catalogue/products?q=matrix'),
  catalogueCategories: getFrom(() => 'catalogue/categories'),
  catalogueFavourite: postTo(
    () => 'catalogue/favourite',
    () => ({ productId: 'matrix-1', favourite: false }),
  ),
  paymentCreate: postTo(
    () => 'payment/create',
    () => ({ planId: 'month', returnTo: '/nl/premium/pricing' }),
  ),
  paymentStatus: getFrom((scene) => `payment/status/${scene.paymentId}`),
  payments: getFrom(() => 'payments'),
  paymentWebhook: (server, _scene, cookies) =>
    send(server, {
      method: 'POST',
      url: '/nl/ajax/payment/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=tst_onbekend',
      ...withCookies(cookies),
    }),
  accountExport: (server, _scene, cookies) =>
    statusOnly(server, { method: 'GET', url: '/nl/ajax/account/export', ...withCookies(cookies) }),
  accountDelete: postTo(
    () => 'account/delete',
    (scene) => ({ password: scene.askerPassword, confirm: true }),
  ),
};
