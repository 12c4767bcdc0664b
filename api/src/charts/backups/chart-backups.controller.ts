import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import type {
  ChartBackupRestoreRequest,
  ChartBackupRestoreResponse,
  ChartBackupsParsedQuery,
  ChartBackupsResponse,
} from '@steekwerk/model';
import {
  ajaxActions,
  ajaxBasePath,
  chartBackupRestoreRequestSchema,
  chartBackupsQuerySchema,
  savedChartIdSchema,
} from '@steekwerk/model';
import type { UserEntity } from '../../account/user.entity';
import { ZodBody } from '../../http/zod-body.pipe';
import { SessionUser } from '../../session/session.decorators';
import { viewerOf } from '../viewer';
import { ChartBackupsService } from './chart-backups.service';

const chartIdParam = new ZodBody(savedChartIdSchema, 'chartId');

/** The Back-ups panel's list of earlier revisions and its restore; the rules live in the service. */
@Controller(ajaxBasePath)
export class ChartBackupsController {
  constructor(@Inject(ChartBackupsService) private readonly backups: ChartBackupsService) {}

  /** `GET /nl/ajax/chart/backups/{chartId}?before&limit` */
  @Get(ajaxActions.chartBackups.path)
  list(
    @Param('chartId', chartIdParam) chartId: string,
    @Query(new ZodBody(chartBackupsQuerySchema, 'query')) query: ChartBackupsParsedQuery,
    @SessionUser() user: UserEntity | null,
  ): Promise<ChartBackupsResponse> {
    return this.backups.list(chartId, viewerOf(user), query);
  }

  /** `POST /nl/ajax/chart/backup/restore/{chartId}` */
  @Post(ajaxActions.chartBackupRestore.path)
  @HttpCode(200)
  restore(
    @Param('chartId', chartIdParam) chartId: string,
    @Body(new ZodBody(chartBackupRestoreRequestSchema)) body: ChartBackupRestoreRequest,
    @SessionUser() user: UserEntity | null,
  ): Promise<ChartBackupRestoreResponse> {
    return this.backups.restore(chartId, viewerOf(user), body);
  }
}
