import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { ChartBackupsParsedQuery, ChartBackupsResponse } from '@steekwerk/model';
import { ajaxActions, ajaxBasePath, chartBackupsQuerySchema, savedChartIdSchema } from '@steekwerk/model';
import type { UserEntity } from '../../account/user.entity';
import { ZodBody } from '../../http/zod-body.pipe';
import { SessionUser } from '../../session/session.decorators';
import { viewerOf } from '../viewer';
import { ChartBackupsService } from './chart-backups.service';

/** The Back-ups panel's list of earlier revisions; the rules live in the service. */
@Controller(ajaxBasePath)
export class ChartBackupsController {
  constructor(@Inject(ChartBackupsService) private readonly backups: ChartBackupsService) {}

  /** `GET /nl/ajax/chart/backups/{chartId}?before&limit` */
  @Get(ajaxActions.chartBackups.path)
  list(
    @Param('chartId', new ZodBody(savedChartIdSchema, 'chartId')) chartId: string,
    @Query(new ZodBody(chartBackupsQuerySchema, 'query')) query: ChartBackupsParsedQuery,
    @SessionUser() user: UserEntity | null,
  ): Promise<ChartBackupsResponse> {
    return this.backups.list(chartId, viewerOf(user), query);
  }
}
