import { Inject, Injectable } from '@nestjs/common';
import { GridRowsError, type Engine } from '@steekwerk/engine/node';
import {
  emptyProgressTrackerExtras,
  progressTrackerExtrasSchema,
  tierLimits,
  type ProgressTrackerStatusResponse,
  type SaveGridRowsDoneRequest,
  type SaveProgressStylesRequest,
} from '@steekwerk/model';
import { decideChartAccess, type Viewer } from '../charts/chart-access';
import { CLOCK, type Clock } from '../charts/chart-clock';
import { ChartRepository } from '../charts/charts.repository';
import { RevisionStorage } from '../charts/revisions/revision-storage';
import { ENGINE } from '../engine/engine.module';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import { packDone } from './progress-done-bits';
import { defaultProgressMode, ProgressRepository, type ProgressRow } from './progress.repository';

/**
 * The progress-tracker calls of spec §7: anyone who may read a chart keeps their own progress on it; anonymous
 * visitors see an empty tracker and cannot save one.
 */
@Injectable()
export class ProgressService {
  constructor(
    private readonly charts: ChartRepository,
    private readonly progress: ProgressRepository,
    @Inject(ENGINE) private readonly engine: Engine,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RevisionStorage) private readonly storage: RevisionStorage,
  ) {}

  /** `chart/progress-tracker/status/{chartId}`. */
  async status(chartId: string, viewer: Viewer | null): Promise<ProgressTrackerStatusResponse> {
    const chart = await this.readableChart(chartId, viewer);
    const row = viewer ? await this.progress.find(chartId, viewer.userId) : undefined;
    return { sfRequest: 'ok', ...this.trackerOf(chartId, row, chart) };
  }

  /**
   * A user's stored progress on a chart as `status` answers it, whether or not they may still read the chart: the
   * account's data export. Undefined when they have none.
   *
   * @param chartSize the chart's size, for a tracker that has not stored one
   */
  async storedTracker(
    chartId: string,
    userId: string,
    chartSize: { readonly columnCount: number; readonly rowCount: number },
  ): Promise<Omit<ProgressTrackerStatusResponse, 'sfRequest'> | undefined> {
    const row = await this.progress.find(chartId, userId);
    return row && this.trackerOf(chartId, row, chartSize);
  }

  private trackerOf(
    chartId: string,
    row: ProgressRow | undefined,
    chart: { readonly columnCount: number; readonly rowCount: number },
  ): Omit<ProgressTrackerStatusResponse, 'sfRequest'> {
    const done =
      row?.done && row.columnCount > 0 && row.rowCount > 0
        ? this.engine.encodeRows(row.done, row.columnCount, row.rowCount)
        : '';
    return {
      chartId,
      revision: row?.revision ?? 0,
      mode: row?.mode ?? defaultProgressMode,
      width: row?.width ?? 0,
      columnCount: row?.columnCount || chart.columnCount,
      rowCount: row?.rowCount || chart.rowCount,
      position: row?.position ?? 0,
      done,
      extras: this.extrasOf(row?.extras),
    };
  }

  /** `chart/progress-tracker/save-grid-rows-done/{chartId}`: the done cells, `"1:" + base64` like the rows. */
  async saveDone(chartId: string, viewer: Viewer | null, request: SaveGridRowsDoneRequest) {
    const user = this.loggedIn(viewer);
    await this.readableChart(chartId, user);
    const packed = this.packedDone(request, user.premium);
    // Progress counts to the user's storage: a row that grows must fit.
    const stored = await this.storage.progressRowBytes(chartId, user.userId);
    if (!(await this.storage.fits(user.userId, user.premium, packed.length - stored.done))) {
      throw new AppException(ErrorCode.StorageFull);
    }
    const revision = await this.progress.saveDone(
      chartId,
      user.userId,
      { columnCount: request.columnCount, rowCount: request.rowCount, packed },
      this.clock.now(),
    );
    return { sfRequest: 'ok' as const, progressTrackerRevision: revision };
  }

  /** `chart/progress-tracker/save-styles/{chartId}`. */
  async saveStyles(chartId: string, viewer: Viewer | null, request: SaveProgressStylesRequest) {
    const user = this.loggedIn(viewer);
    await this.readableChart(chartId, user);
    const stored = await this.storage.progressRowBytes(chartId, user.userId);
    const styles =
      request.styleIds.length +
      request.customLineStyleIds.length +
      request.halfStitchStyleIds.length +
      request.quarterStitchStyleIds.length;
    if (!(await this.storage.fits(user.userId, user.premium, styles - stored.styles))) {
      throw new AppException(ErrorCode.StorageFull);
    }
    await this.progress.saveStyles(chartId, user.userId, request, this.clock.now());
    return { sfRequest: 'ok' as const, status: 'ok' as const };
  }

  /**
   * The done cells of a save as stored (progress-done-bits.ts): a grid the viewer's tier could hold (the tracker
   * may keep an older size of the chart, never a larger one than a chart could be), one byte per cell, each 0 or 1.
   */
  private packedDone(request: SaveGridRowsDoneRequest, premium: boolean): Buffer {
    const { maxGridSize } = tierLimits(premium);
    if (request.columnCount > maxGridSize || request.rowCount > maxGridSize) {
      throw new AppException(ErrorCode.ChartTooLarge, `Hoogstens ${maxGridSize} × ${maxGridSize} steken.`);
    }
    let cells: Uint8Array;
    try {
      cells = this.engine.decodeRows(request.done, request.columnCount, request.rowCount);
    } catch (error) {
      if (error instanceof GridRowsError) throw new AppException(ErrorCode.InvalidGridRows);
      throw error;
    }
    const packed = packDone(cells);
    if (!packed) throw new AppException(ErrorCode.InvalidGridRows);
    return packed;
  }

  /** A logged-in, activated user: saving needs one (spec §5), like saving a chart. */
  private loggedIn(viewer: Viewer | null): Viewer {
    if (!viewer) throw new AppException(ErrorCode.NotLoggedIn);
    if (viewer.pending) throw new AppException(ErrorCode.AccountPending);
    return viewer;
  }

  /** The stored extras, or none when there are none or they no longer pass the schema (never a 500). */
  private extrasOf(stored: unknown) {
    if (stored === null || stored === undefined) return emptyProgressTrackerExtras;
    const parsed = progressTrackerExtrasSchema.safeParse(stored);
    return parsed.success ? parsed.data : emptyProgressTrackerExtras;
  }

  /** The chart when the viewer may read it; otherwise a 404 (unknown, in the bin) or 403. */
  private async readableChart(chartId: string, viewer: Viewer | null) {
    const chart = await this.charts.findChart(chartId);
    const access = decideChartAccess(chart, viewer);
    if (!chart || !access.ok) {
      const reason = access.ok ? 'notFound' : access.reason;
      throw new AppException(
        reason === 'notFound' || reason === 'deleted' ? ErrorCode.NotFound : ErrorCode.Forbidden,
      );
    }
    return chart;
  }
}
