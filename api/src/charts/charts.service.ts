import { Inject, Injectable } from '@nestjs/common';
import type { Engine } from '@steekwerk/engine/node';
import {
  CHART_GET_VERSION,
  chartImageLink,
  collapseChartActions,
  rulerAfterCraftChange,
  tierLimits,
  type AccessSession,
  type ChartChangesRequest,
  type ChartChangesResponse,
  type ChartFailureReason,
  type ChartGetQuery,
  type ChartGetResponse,
  type ChartOpenResponse,
  type ChartSaveRequest,
  type ChartSaveResponse,
  type ChartState,
  type ChartsUserResponse,
  type WriteLockTakeResponse,
} from '@steekwerk/model';
import type { EntityManager } from 'typeorm';
import { ENGINE } from '../engine/engine.module';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import { decideChartAccess, sharedAddressOf, type ChartAccess, type Viewer } from './chart-access';
import { CLOCK, WRITE_LOCK_LEASE_MS, type Clock } from './chart-clock';
import { newChartId } from './chart-id';
import { validateChartForSave } from './chart-validation';
import { ChartRepository, type ChartRow, type ChartView, type RevisionRow } from './charts.repository';
import { ProgressRepository } from '../progress/progress.repository';
import { RevisionStorage } from './revisions/revision-storage';
import { ChartThumbnails } from './thumbnails/chart-thumbnails.service';
import { FoldersService } from '../folders/folders.service';
import { checkSavedFields } from './saved-fields';
import { layersForClient, splitStoredCells } from './layer-cells';
import { symbolsChanged } from './symbols-changed';
import {
  mergeSavedProperties,
  propertiesOfRow,
  propertiesOfState,
  type RowProperties,
} from './saved-properties';

/** The most backups `chart/get?m=1` lists. */
export const maxListedBackups = 100;

const failure = (reason: ChartFailureReason) => ({ sfRequest: 'ok' as const, status: reason, reason });

/**
 * The chart rules of spec §4, §6, §7 and §8: load, save (with the write lock, the base revision and the save id
 * deciding), the changes loop, the lock's release, the bin and the user's list. Every call loads the chart and
 * decides access first ({@link decideChartAccess}).
 */
@Injectable()
export class ChartsService {
  constructor(
    private readonly charts: ChartRepository,
    private readonly progress: ProgressRepository,
    @Inject(ENGINE) private readonly engine: Engine,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(WRITE_LOCK_LEASE_MS) private readonly leaseMs: number,
    @Inject(ChartThumbnails) private readonly thumbnails: ChartThumbnails,
    @Inject(FoldersService) private readonly folders: FoldersService,
    @Inject(RevisionStorage) private readonly storage: RevisionStorage,
  ) {}

  /**
   * `chart/get`: the current revision, or a backup for a viewer who may edit (readers see the current revision
   * alone). Only reads: the lock and the open are `chart/open`'s, so a link from another site changes nothing.
   * `hasWriteLock` says whether the session `s` holds the lock already (a tab that reopens the chart).
   */
  async get(chartId: string, viewer: Viewer | null, query: ChartGetQuery): Promise<ChartGetResponse> {
    const chart = await this.charts.findChart(chartId);
    const access = decideChartAccess(chart, viewer);
    if (!chart || !access.ok) return failure(access.ok ? 'notFound' : access.reason);
    const asked = query.revisionNumber ?? 0;
    const backupNumber = asked > 0 && asked !== chart.revision ? asked : 0;
    if (backupNumber > 0 && !access.canWrite) {
      return failure(viewer === null ? 'accessDeniedAnonymous' : 'accessDenied');
    }
    const revision = await this.charts.findRevision(
      chartId,
      backupNumber > 0 ? backupNumber : chart.revision,
    );
    if (!revision) return failure('notFound');
    const hasWriteLock =
      backupNumber === 0 &&
      access.canWrite &&
      chart.lockSessionId === query.s &&
      chart.lockExpiresAt !== null &&
      chart.lockExpiresAt > this.clock.now();
    const view = viewer ? await this.charts.findView(chartId, viewer.userId) : undefined;
    return {
      sfRequest: 'ok',
      status: 'ok',
      state: this.composeState(chart, revision, access, view, backupNumber),
      accessSession: { hasWriteAccess: access.canWrite, hasWriteLock },
      needsRefresh: query.v !== undefined && query.v !== CHART_GET_VERSION,
      ...(query.m === '1'
        ? {
            backups: access.canWrite
              ? await this.charts.listBackups(chartId, chart.revision, maxListedBackups)
              : [],
          }
        : {}),
    };
  }

  /**
   * `chart/open/{chartId}`: takes the write lock for the session when the viewer may edit and no other session
   * holds it, and records the open of a logged-in viewer (the list's "last opened").
   */
  async open(chartId: string, viewer: Viewer | null, sessionId: string): Promise<ChartOpenResponse> {
    const chart = await this.charts.findChart(chartId);
    const access = decideChartAccess(chart, viewer);
    if (!chart || !access.ok) return failure(access.ok ? 'notFound' : access.reason);
    const now = this.clock.now();
    const hasWriteLock =
      access.canWrite && (await this.charts.acquireLock(chartId, sessionId, now, this.leaseMs));
    if (viewer) await this.charts.recordOpen(chartId, viewer.userId, now);
    return {
      sfRequest: 'ok',
      status: 'ok',
      revision: chart.revision,
      accessSession: { hasWriteAccess: access.canWrite, hasWriteLock },
    };
  }

  /**
   * `chart/save`: stores a new revision when the viewer owns the chart, its session holds an unexpired write lock
   * and the state is based on the current revision; `new` creates the chart. A save id seen before answers with
   * the revision it made, so retries never add a revision. Invalid input throws before anything is stored.
   */
  async save(chartId: string, viewer: Viewer | null, request: ChartSaveRequest): Promise<ChartSaveResponse> {
    if (!viewer) return failure('notLoggedIn');
    if (viewer.pending) throw new AppException(ErrorCode.AccountPending);
    const validated = validateChartForSave(request.state, this.engine, tierLimits(viewer.premium));
    this.storage.checkStateSize(validated.state, viewer.premium);
    const sentProperties = propertiesOfState(validated.state);
    if (chartId === 'new') await this.checkNewChartFields(viewer, validated.state, sentProperties);
    const saved = {
      state: validated.state,
      cells: validated.cells,
      columnCount: validated.columnCount,
      rowCount: validated.rowCount,
      createdBy: viewer.userId,
      sessionId: request.s,
      saveId: request.saveId,
    };
    const ok = (id: string, revision: number): ChartSaveResponse => ({
      sfRequest: 'ok',
      status: 'ok',
      chartId: id,
      revision,
      accessSession: { hasWriteAccess: true, hasWriteLock: true },
      symbolsChanged: symbolsChanged(validated.state),
    });
    const answer = await this.charts.transaction(async (manager) => {
      const now = this.clock.now();
      if (chartId === 'new') {
        await this.charts.lockUserSaves(manager, viewer.userId);
        const earlier = await this.charts.findSave(manager, viewer.userId, request.saveId);
        if (earlier) return ok(earlier.chartId, earlier.revision);
        const id = newChartId();
        await this.storage.beforeSave(manager);
        await this.charts.insertChart(manager, {
          id,
          ownerId: viewer.userId,
          revision: saved,
          now,
          leaseMs: this.leaseMs,
        });
        await this.charts.insertRevision(manager, id, 1, saved, now, this.leaseMs, []);
        if (!(await this.storage.afterSave(manager, { chartId: id, revision: 1, owner: viewer, now })))
          return failure('storageFull');
        return ok(id, 1);
      }
      const found = await this.charts.findChartForSave(
        manager,
        chartId,
        viewer.userId,
        request.saveId,
        request.state.settings.revision,
      );
      if (found?.earlierRevision != null) return ok(chartId, found.earlierRevision);
      const chart = found?.chart;
      const access = decideChartAccess(chart, viewer);
      if (!chart || !access.ok) return failure(access.ok ? 'notFound' : access.reason);
      if (!access.canWrite) return failure('accessDenied');
      // The session keeps or takes the lock unless another session holds an unexpired lease.
      const lockedByOther =
        chart.lockSessionId !== null &&
        chart.lockSessionId !== request.s &&
        chart.lockExpiresAt !== null &&
        chart.lockExpiresAt > now;
      if (lockedByOther) return failure('writeLockLost');
      if (!(await this.isCurrentFor(manager, chart, request))) return failure('staleRevision');
      checkSavedFields(sentProperties, found.baseProperties, viewer.emailAddress);
      // Properties changed outside the editor since its base revision stay unless the editor changed them too.
      const properties = mergeSavedProperties(propertiesOfRow(chart), found.baseProperties, sentProperties);
      await this.storage.beforeSave(manager);
      await this.charts.insertRevision(
        manager,
        chartId,
        chart.revision + 1,
        saved,
        now,
        this.leaseMs,
        chart.allowUsers,
        properties,
      );
      const owner = { userId: chart.ownerId, premium: chart.ownerPremium };
      if (!(await this.storage.afterSave(manager, { chartId, revision: chart.revision + 1, owner, now })))
        return failure('storageFull');
      return ok(chartId, chart.revision + 1);
    });
    // The thumbnail is made once the revision is committed, after the answer (see ChartThumbnails).
    if (answer.status === 'ok')
      this.thumbnails.afterSave(answer.chartId, answer.revision, validated.state, validated.visibleCells);
    return answer;
  }

  /** A new chart's title and addresses as the property and share screens check them, and a folder of the owner's. */
  private async checkNewChartFields(viewer: Viewer, state: ChartState, sent: RowProperties): Promise<void> {
    checkSavedFields(sent, undefined, viewer.emailAddress);
    const { folderId } = state.settings;
    if (folderId !== '' && folderId !== 'deleted' && !(await this.folders.exists(viewer, folderId))) {
      throw new AppException(ErrorCode.FolderNotFound);
    }
  }

  /**
   * Whether the saved state is based on the chart's current revision. A base one or more revisions back still
   * counts when every later revision came from the same client session: that tab's state holds those edits
   * (its earlier save went through but the answer was lost), so nobody else's work is overwritten.
   */
  private async isCurrentFor(
    manager: EntityManager,
    chart: ChartRow,
    request: ChartSaveRequest,
  ): Promise<boolean> {
    const base = request.state.settings.revision;
    if (base === chart.revision) return true;
    if (base < 1 || base > chart.revision) return false;
    return this.charts.onlySessionSavedSince(manager, chart.id, base, request.s);
  }

  /**
   * `chart/changes`: renews (or takes, when free) the write lock of a viewer who may edit, stores the view
   * actions of a logged-in viewer and tells the client the current revisions.
   */
  async changes(
    chartId: string,
    viewer: Viewer | null,
    request: ChartChangesRequest,
  ): Promise<ChartChangesResponse> {
    const userId = viewer?.userId ?? '';
    const found = await this.charts.findChartWithProgress(chartId, viewer?.userId ?? null);
    const chart = found?.chart;
    const access = decideChartAccess(chart, viewer);
    if (!chart || !access.ok) return { ...failure(access.ok ? 'notFound' : access.reason), userId };
    const now = this.clock.now();
    const actions = collapseChartActions(request.actions);
    let progressTrackerRevision = found.progressRevision;
    // The lock is written only to take it or when its lease is half gone; a tab ticking every 3 s renews it
    // about every 30 s.
    const holds =
      chart.lockSessionId === request.s && chart.lockExpiresAt !== null && chart.lockExpiresAt > now;
    const renew =
      access.canWrite && (!holds || chart.lockExpiresAt!.getTime() - now.getTime() < this.leaseMs / 2);
    let hasWriteLock = access.canWrite && holds;
    if (renew || (viewer && actions.length > 0)) {
      await this.charts.lightTransaction(async (manager) => {
        if (renew)
          hasWriteLock = await this.charts.acquireLock(chartId, request.s, now, this.leaseMs, manager);
        if (!viewer) return;
        await this.charts.saveView(chartId, viewer.userId, actions, now, manager);
        // Progress is saved by activated users only (spec §5), like the done cells.
        if (viewer.pending) return;
        const tracked = await this.progress.applyActions(
          chartId,
          viewer.userId,
          actions,
          chart,
          now,
          manager,
        );
        if (tracked !== undefined) progressTrackerRevision = tracked;
      });
    }
    const accessSession: AccessSession = { hasWriteAccess: access.canWrite, hasWriteLock };
    return {
      sfRequest: 'ok',
      status: 'ok',
      userId,
      revision: chart.revision,
      accessSession,
      progressTrackerRevision,
      progressTrackerRefresh: request.p < progressTrackerRevision,
    };
  }

  /** `chart/writelock/release`: ends the session's lease, for a viewer who may edit the chart. */
  async releaseLock(chartId: string, viewer: Viewer | null, sessionId: string): Promise<void> {
    const chart = await this.charts.findChart(chartId);
    const access = decideChartAccess(chart, viewer);
    if (access.ok && access.canWrite) await this.charts.releaseLock(chartId, sessionId);
  }

  /**
   * `chart/writelock/take/{chartId}`: moves the write lock to the session `s` of a user who may edit the chart
   * (its active owner), also when another session holds an unexpired lease. Anonymous: `notLoggedIn`; pending:
   * 403; unknown chart, bin, no access or read-only access: the access refusal.
   */
  async takeLock(chartId: string, viewer: Viewer | null, sessionId: string): Promise<WriteLockTakeResponse> {
    if (!viewer) return failure('notLoggedIn');
    if (viewer.pending) throw new AppException(ErrorCode.AccountPending);
    const chart = await this.charts.findChart(chartId);
    const access = decideChartAccess(chart, viewer);
    if (!chart || !access.ok) return failure(access.ok ? 'notFound' : access.reason);
    if (!access.canWrite) return failure('accessDenied');
    const revision = await this.charts.takeLock(chartId, sessionId, this.clock.now(), this.leaseMs);
    if (revision === undefined) return failure('deleted');
    return {
      sfRequest: 'ok',
      status: 'ok',
      revision,
      accessSession: { hasWriteAccess: true, hasWriteLock: true },
    };
  }

  /** `chart/delete/{id}/{id}`: moves the owner's chart to the bin, unless it is locked. */
  async delete(chartId: string, confirmChartId: string, viewer: Viewer | null) {
    if (!viewer) return failure('notLoggedIn');
    const chart = await this.charts.findChart(chartId);
    const access = decideChartAccess(chart, viewer);
    if (!chart || !access.ok) return failure(access.ok ? 'notFound' : access.reason);
    if (!access.isOwner) return failure('accessDenied');
    if (confirmChartId !== chartId) return failure('notFound');
    if (chart.locked) return failure('locked');
    await this.charts.moveToBin(chartId, this.clock.now());
    return { sfRequest: 'ok' as const, status: 'ok' as const };
  }

  /** `charts/user`: the viewer's own charts (not in the bin) and those shared with them (once active). */
  async listForUser(viewer: Viewer | null): Promise<ChartsUserResponse> {
    if (!viewer) return { sfRequest: 'ok', status: 'notLoggedIn' };
    const rows = await this.charts.listForUser(viewer.userId, sharedAddressOf(viewer));
    const charts: Extract<ChartsUserResponse, { status: 'ok' }>['charts'] = {};
    const ownedByUser: string[] = [];
    const sharedWithUser: string[] = [];
    for (const row of rows) {
      const owned = row.ownerId === viewer.userId;
      (owned ? ownedByUser : sharedWithUser).push(row.id);
      charts[row.id] = {
        chartId: row.id,
        title: row.title,
        imageLink: chartImageLink(row.id, row.revision),
        folderId: owned ? row.folderId : '',
        locked: row.locked,
        dateOpened: row.dateOpened?.toISOString() ?? '',
        allowAnonymous: row.allowAnonymous,
        allowUsers: owned ? [...row.allowUsers] : [],
      };
    }
    return { sfRequest: 'ok', status: 'ok', ownedByUser, sharedWithUser, charts };
  }

  /**
   * A chart as its owner gets it from `chart/get`, also from the bin: the account's data export writes each chart
   * from this. Undefined when the chart is gone (deleted meanwhile) or not the owner's.
   */
  async ownerCopy(
    chartId: string,
    owner: Viewer,
  ): Promise<{ state: ChartState; inBin: boolean } | undefined> {
    const chart = await this.charts.findChart(chartId);
    const access = decideChartAccess(chart, owner, { ownerInBin: true });
    if (!chart || !access.ok || !access.isOwner) return undefined;
    const revision = await this.charts.findRevision(chartId, chart.revision);
    if (!revision) return undefined;
    const view = await this.charts.findView(chartId, owner.userId);
    return { state: this.composeState(chart, revision, access, view, 0), inBin: chart.inBin };
  }

  /**
   * The state the client gets: the stored revision with its rows encoded again, the chart row's metadata (which
   * property changes update without a new revision), and the viewer's own view (zoom, scroll, row number).
   * Only the owner sees who else the chart is shared with.
   */
  private composeState(
    chart: ChartRow,
    revision: RevisionRow,
    access: Extract<ChartAccess, { ok: true }>,
    view: ChartView | undefined,
    backupNumber: number,
  ): ChartState {
    const stored = revision.state;
    const { columnCount, rowCount } = stored.grid.settings.size;
    const cells = new Uint8Array(revision.cells.buffer, revision.cells.byteOffset, revision.cells.byteLength);
    const { base } = splitStoredCells(stored, cells);
    const rows = this.engine.encodeRows(base, columnCount, rowCount);
    return {
      ...stored,
      settings: {
        ...stored.settings,
        chartId: chart.id,
        revision: backupNumber > 0 ? backupNumber : chart.revision,
        revisionNumber: backupNumber,
        folderId: access.isOwner ? chart.folderId : '',
        title: chart.title,
        notes: chart.notes,
        craft: chart.craft as ChartState['settings']['craft'],
        type: chart.type as ChartState['settings']['type'],
        locked: chart.locked,
        allowAnonymous: chart.allowAnonymous,
        allowUsers: access.isOwner ? [...chart.allowUsers] : [],
        zoomLevel: view?.zoomLevel ?? stored.settings.zoomLevel,
        bottomPanel: {
          ...stored.settings.bottomPanel,
          rowNumber: view?.rowNumber ?? stored.settings.bottomPanel.rowNumber,
        },
      },
      layers: layersForClient(stored, cells, this.engine),
      // A revision stored before knots and beads existed has no `ornaments`: it has none.
      grid: {
        ...stored.grid,
        settings: rulerForRowCraft(stored, chart.craft),
        ornaments: stored.grid.ornaments ?? [],
        rows,
      },
      details: {
        dateCreated: chart.createdAt.toISOString(),
        dateModified: chart.modifiedAt.toISOString(),
        ownerUserId: chart.ownerId,
        ownerPremium: chart.ownerPremium,
        scroll: view?.scroll ?? stored.details.scroll,
        allowClone: chart.allowClone,
        allowExport: chart.allowExport,
        ...(view?.mode ? { mode: view.mode } : {}),
      },
    };
  }
}

/**
 * The grid settings with the ruler of the chart's craft as the row has it: a craft changed outside the editor (the
 * charts list's properties) gives a chart on its old craft's default ruler the new craft's, as the editor's craft
 * change does (docs/decisions/rulers.md); the editor's next save stores it.
 */
function rulerForRowCraft(stored: ChartState, rowCraft: string): ChartState['grid']['settings'] {
  const settings = stored.grid.settings;
  const ruler = rulerAfterCraftChange(stored.settings.craft, rowCraft, settings.ruler);
  return ruler === settings.ruler ? settings : { ...settings, ruler };
}
