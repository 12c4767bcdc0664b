import { Inject, Injectable } from '@nestjs/common';
import type { ChartBackupsParsedQuery, ChartBackupsResponse } from '@steekwerk/model';
import { AppException } from '../../errors/app.exception';
import { ErrorCode } from '../../errors/error-codes';
import { decideChartAccess, type Viewer } from '../chart-access';
import { ChartRepository } from '../charts.repository';
import { ChartBackupsRepository } from './chart-backups.repository';

const failure = (reason: Extract<ChartBackupsResponse, { reason: string }>['reason']) =>
  ({ sfRequest: 'ok', status: reason, reason }) as const;

/**
 * `chart/backups/{chartId}`: the Back-ups panel's list. Earlier revisions are the writers' only (issue 14): a
 * reader of a shared or public chart sees the current revision and nothing before it.
 */
@Injectable()
export class ChartBackupsService {
  constructor(
    @Inject(ChartRepository) private readonly charts: ChartRepository,
    @Inject(ChartBackupsRepository) private readonly backups: ChartBackupsRepository,
  ) {}

  async list(
    chartId: string,
    viewer: Viewer | null,
    query: ChartBackupsParsedQuery,
  ): Promise<ChartBackupsResponse> {
    if (!viewer) return failure('notLoggedIn');
    if (viewer.pending) throw new AppException(ErrorCode.AccountPending);
    const chart = await this.charts.findChart(chartId);
    const access = decideChartAccess(chart, viewer);
    if (!chart || !access.ok) return failure(access.ok ? 'notFound' : access.reason);
    if (!access.canWrite) return failure('accessDenied');
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
}
