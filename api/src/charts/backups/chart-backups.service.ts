import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  SAVE_PROTOCOL_VERSION,
  type ChartBackupRestoreRequest,
  type ChartBackupRestoreResponse,
  type ChartBackupsParsedQuery,
  type ChartBackupsResponse,
  type ChartFailureReason,
} from '@steekwerk/model';
import { AppException } from '../../errors/app.exception';
import { ErrorCode } from '../../errors/error-codes';
import { decideChartAccess, type Viewer } from '../chart-access';
import { CLOCK, WRITE_LOCK_LEASE_MS, type Clock } from '../chart-clock';
import { ChartRepository, type ChartRow } from '../charts.repository';
import { ChartsService } from '../charts.service';
import { ChartBackupsRepository } from './chart-backups.repository';

const failure = (reason: ChartFailureReason) => ({ sfRequest: 'ok', status: reason, reason }) as const;

/**
 * The Back-ups panel: the list of earlier revisions and "Deze versie terugzetten". Earlier revisions are the
 * writers' only (issue 14): a reader of a shared or public chart sees the current revision and nothing before.
 */
@Injectable()
export class ChartBackupsService {
  constructor(
    @Inject(ChartRepository) private readonly charts: ChartRepository,
    @Inject(ChartBackupsRepository) private readonly backups: ChartBackupsRepository,
    @Inject(ChartsService) private readonly chartsService: ChartsService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(WRITE_LOCK_LEASE_MS) private readonly leaseMs: number,
  ) {}

  /** The writer's chart, or why not. */
  private async writable(
    chartId: string,
    viewer: Viewer | null,
  ): Promise<{ refused: ReturnType<typeof failure> } | { chart: ChartRow; viewer: Viewer }> {
    if (!viewer) return { refused: failure('notLoggedIn') };
    if (viewer.pending) throw new AppException(ErrorCode.AccountPending);
    const chart = await this.charts.findChart(chartId);
    const access = decideChartAccess(chart, viewer);
    if (!chart || !access.ok) return { refused: failure(access.ok ? 'notFound' : access.reason) };
    if (!access.canWrite) return { refused: failure('accessDenied') };
    return { chart, viewer };
  }

  /** `chart/backups/{chartId}`: earlier revisions, newest first, a page at a time. */
  async list(
    chartId: string,
    viewer: Viewer | null,
    query: ChartBackupsParsedQuery,
  ): Promise<ChartBackupsResponse> {
    const found = await this.writable(chartId, viewer);
    if ('refused' in found) return found.refused;
    const { chart } = found;
    const below = Math.min(query.before ?? chart.revision, chart.revision);
    // One more than asked tells whether another page follows.
    const rows = await this.backups.listBackups(chartId, below, query.limit + 1);
    const page = rows.slice(0, query.limit);
    return {
      sfRequest: 'ok',
      status: 'ok',
      revision: chart.revision,
      backups: page,
      next: rows.length > query.limit ? page[page.length - 1]!.revisionNumber : null,
    };
  }

  /**
   * `chart/backup/restore/{chartId}`: saves an earlier revision's drawing (grid, palette, layers, freeform) as the
   * newest revision, through the ordinary save (its checks, limits and thumbnail), from the tab `s`, which takes
   * the write lock when it is free. The chart's current title, notes, folder and sharing stay: restoring a drawing
   * never silently shares or unshares it. A restore is itself undone by restoring the revision before it.
   */
  async restore(
    chartId: string,
    viewer: Viewer | null,
    request: ChartBackupRestoreRequest,
  ): Promise<ChartBackupRestoreResponse> {
    const found = await this.writable(chartId, viewer);
    if ('refused' in found) return found.refused;
    const { chart } = found;
    if (request.revisionNumber >= chart.revision) return failure('notFound');
    const [current, backup] = await Promise.all([
      this.chartsService.get(chartId, found.viewer, { s: request.s }),
      this.chartsService.get(chartId, found.viewer, { s: request.s, revisionNumber: request.revisionNumber }),
    ]);
    if (current.status !== 'ok') return failure(current.reason);
    if (backup.status !== 'ok' || backup.state.settings.revisionNumber !== request.revisionNumber) {
      return failure('notFound');
    }
    const hasLock = await this.charts.acquireLock(chartId, request.s, this.clock.now(), this.leaseMs);
    if (!hasLock) return failure('writeLockLost');
    const saved = await this.chartsService.save(chartId, found.viewer, {
      state: {
        ...current.state,
        grid: backup.state.grid,
        palette: backup.state.palette,
        layers: backup.state.layers,
        freeform: backup.state.freeform,
        settings: { ...current.state.settings, revision: chart.revision, revisionNumber: 0 },
      },
      s: request.s,
      v: SAVE_PROTOCOL_VERSION,
      saveId: `restore-${randomBytes(9).toString('base64url')}`,
    });
    if (saved.status !== 'ok') return failure(saved.reason);
    return { sfRequest: 'ok', status: 'ok', revision: saved.revision, accessSession: saved.accessSession };
  }
}
