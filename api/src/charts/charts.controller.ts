import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import type {
  ChartChangesRequest,
  ChartChangesResponse,
  ChartGetQuery,
  ChartGetResponse,
  ChartOpenRequest,
  ChartOpenResponse,
  ChartSaveRequest,
  ChartSaveResponse,
  ChartsUserResponse,
  WriteLockReleaseRequest,
  WriteLockTakeRequest,
  WriteLockTakeResponse,
} from '@steekwerk/model';
import {
  ajaxActions,
  ajaxBasePath,
  chartChangesRequestSchema,
  chartGetQuerySchema,
  chartIdSchema,
  chartOpenRequestSchema,
  chartSaveRequestSchema,
  writeLockReleaseRequestSchema,
  writeLockTakeRequestSchema,
} from '@steekwerk/model';
import type { UserEntity } from '../account/user.entity';
import { ZodBody } from '../http/zod-body.pipe';
import { SessionUser } from '../session/session.decorators';
import { ChartsService } from './charts.service';
import { viewerOf } from './viewer';

/** A chart id in the path: `new` or letters, digits, `-`, `_` (otherwise 400). */
export const chartIdParam = new ZodBody(chartIdSchema, 'chartId');

/** The chart calls of spec §7; every rule lives in {@link ChartsService}. */
@Controller(ajaxBasePath)
export class ChartsController {
  constructor(@Inject(ChartsService) private readonly charts: ChartsService) {}

  /** `GET /nl/ajax/chart/get/{chartId}?s&v&f&revisionNumber&m` */
  @Get(ajaxActions.chartGet.path)
  get(
    @Param('chartId', chartIdParam) chartId: string,
    @Query(new ZodBody(chartGetQuerySchema, 'query')) query: ChartGetQuery,
    @SessionUser() user: UserEntity | null,
  ): Promise<ChartGetResponse> {
    return this.charts.get(chartId, viewerOf(user), query);
  }

  /** `POST /nl/ajax/chart/open/{chartId}`: takes a free write lock and records the open. */
  @Post(ajaxActions.chartOpen.path)
  @HttpCode(200)
  open(
    @Param('chartId', chartIdParam) chartId: string,
    @Body(new ZodBody(chartOpenRequestSchema)) body: ChartOpenRequest,
    @SessionUser() user: UserEntity | null,
  ): Promise<ChartOpenResponse> {
    return this.charts.open(chartId, viewerOf(user), body.s);
  }

  /** `POST /nl/ajax/chart/save/{chartId|new}` (24 MiB body limit, see `src/http/body-limits.ts`). */
  @Post(ajaxActions.chartSave.path)
  @HttpCode(200)
  save(
    @Param('chartId', chartIdParam) chartId: string,
    @Body(new ZodBody(chartSaveRequestSchema)) body: ChartSaveRequest,
    @SessionUser() user: UserEntity | null,
  ): Promise<ChartSaveResponse> {
    return this.charts.save(chartId, viewerOf(user), body);
  }

  /** `POST /nl/ajax/chart/changes/{chartId}` */
  @Post(ajaxActions.chartChanges.path)
  @HttpCode(200)
  changes(
    @Param('chartId', chartIdParam) chartId: string,
    @Body(new ZodBody(chartChangesRequestSchema)) body: ChartChangesRequest,
    @SessionUser() user: UserEntity | null,
  ): Promise<ChartChangesResponse> {
    return this.charts.changes(chartId, viewerOf(user), body);
  }

  /** `POST /nl/ajax/chart/writelock/release` */
  @Post(ajaxActions.chartWriteLockRelease.path)
  @HttpCode(200)
  async releaseLock(
    @Body(new ZodBody(writeLockReleaseRequestSchema)) body: WriteLockReleaseRequest,
    @SessionUser() user: UserEntity | null,
  ) {
    await this.charts.releaseLock(body.chartId, viewerOf(user), body.s);
    return { sfRequest: 'ok' as const, status: 'ok' as const };
  }

  /** `POST /nl/ajax/chart/writelock/take/{chartId}` ("Hier verder bewerken") */
  @Post(ajaxActions.chartWriteLockTake.path)
  @HttpCode(200)
  takeLock(
    @Param('chartId', chartIdParam) chartId: string,
    @Body(new ZodBody(writeLockTakeRequestSchema)) body: WriteLockTakeRequest,
    @SessionUser() user: UserEntity | null,
  ): Promise<WriteLockTakeResponse> {
    return this.charts.takeLock(chartId, viewerOf(user), body.s);
  }

  /** `POST /nl/ajax/chart/delete/{chartId}/{chartId}` */
  @Post(ajaxActions.chartDelete.path)
  @HttpCode(200)
  delete(
    @Param('chartId', chartIdParam) chartId: string,
    @Param('confirmChartId', chartIdParam) confirmChartId: string,
    @SessionUser() user: UserEntity | null,
  ) {
    return this.charts.delete(chartId, confirmChartId, viewerOf(user));
  }

  /** `GET /nl/ajax/charts/user` */
  @Get(ajaxActions.chartsUser.path)
  listForUser(@SessionUser() user: UserEntity | null): Promise<ChartsUserResponse> {
    return this.charts.listForUser(viewerOf(user));
  }
}
