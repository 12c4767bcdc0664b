import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type {
  ChartCloneResponse,
  ChartRestoreResponse,
  ChartsBinEmptyResponse,
  ChartsDeleteResponse,
  ChartShareResponse,
  ChartsListParsedQuery,
  ChartsListResponse,
  ChartsPropertiesResponse,
  ChartsPropertiesSaveResponse,
} from '@steekwerk/model';
import {
  ajaxActions,
  ajaxBasePath,
  chartCloneRequestSchema,
  chartShareRequestSchema,
  chartsDeleteRequestSchema,
  chartsListQuerySchema,
  chartsPropertiesQuerySchema,
  chartsPropertiesSaveRequestSchema,
  savedChartIdSchema,
} from '@steekwerk/model';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { UserEntity } from '../../account/user.entity';
import { ZodBody } from '../../http/zod-body.pipe';
import { RequireActiveUser, SessionUser } from '../../session/session.decorators';
import { viewerOf } from '../viewer';
import { ChartCopiesService } from './chart-copies.service';
import { ChartImagesService } from './chart-images.service';
import { ChartListsService } from './chart-lists.service';
import { ChartPropertiesService } from './chart-properties.service';

const chartIdParam = new ZodBody(savedChartIdSchema, 'chartId');
const revisionParam = new ZodBody(z.coerce.number().int().min(1).max(2_000_000_000), 'revision');

/** A thumbnail never changes at its address (the revision is part of it), so browsers may keep it. */
export const thumbnailCacheControl = 'private, max-age=31536000, immutable';

/**
 * The charts list, properties, sharing, copies, the bin and thumbnails (spec §2 "Charts list screen", chart
 * sub-screens); every rule lives in the services.
 */
@Controller(ajaxBasePath)
export class ChartListsController {
  constructor(
    @Inject(ChartListsService) private readonly lists: ChartListsService,
    @Inject(ChartPropertiesService) private readonly properties: ChartPropertiesService,
    @Inject(ChartCopiesService) private readonly copies: ChartCopiesService,
    @Inject(ChartImagesService) private readonly images: ChartImagesService,
  ) {}

  /** `GET /nl/ajax/charts/list?folder&order&q&after&limit` */
  @Get(ajaxActions.chartsList.path)
  list(
    @Query(new ZodBody(chartsListQuerySchema, 'query')) query: ChartsListParsedQuery,
    @SessionUser() user: UserEntity | null,
  ): Promise<ChartsListResponse> {
    return this.lists.list(viewerOf(user), query);
  }

  /** `GET /nl/ajax/charts/properties?ids=a,b` */
  @Get(ajaxActions.chartsProperties.path)
  @RequireActiveUser()
  getProperties(
    @Query(new ZodBody(chartsPropertiesQuerySchema, 'query'))
    query: z.output<typeof chartsPropertiesQuerySchema>,
    @SessionUser() user: UserEntity,
  ): Promise<ChartsPropertiesResponse> {
    return this.properties.get(query.ids, viewerOf(user)!);
  }

  /** `POST /nl/ajax/charts/properties/save` */
  @Post(ajaxActions.chartsPropertiesSave.path)
  @HttpCode(200)
  @RequireActiveUser()
  saveProperties(
    @Body(new ZodBody(chartsPropertiesSaveRequestSchema))
    body: z.output<typeof chartsPropertiesSaveRequestSchema>,
    @SessionUser() user: UserEntity,
  ): Promise<ChartsPropertiesSaveResponse> {
    return this.properties.save(body.chartIds, body.changes, viewerOf(user)!);
  }

  /** `POST /nl/ajax/chart/share/{chartId}` */
  @Post(ajaxActions.chartShare.path)
  @HttpCode(200)
  share(
    @Param('chartId', chartIdParam) chartId: string,
    @Body(new ZodBody(chartShareRequestSchema)) body: z.output<typeof chartShareRequestSchema>,
    @SessionUser() user: UserEntity | null,
  ): Promise<ChartShareResponse> {
    return this.properties.share(chartId, body, viewerOf(user));
  }

  /** `POST /nl/ajax/chart/clone/{chartId}` */
  @Post(ajaxActions.chartClone.path)
  @HttpCode(200)
  clone(
    @Param('chartId', chartIdParam) chartId: string,
    @Body(new ZodBody(chartCloneRequestSchema)) body: z.output<typeof chartCloneRequestSchema>,
    @SessionUser() user: UserEntity | null,
  ): Promise<ChartCloneResponse> {
    return this.copies.clone(chartId, body, viewerOf(user));
  }

  /** `POST /nl/ajax/chart/restore/{chartId}` */
  @Post(ajaxActions.chartRestore.path)
  @HttpCode(200)
  restore(
    @Param('chartId', chartIdParam) chartId: string,
    @SessionUser() user: UserEntity | null,
  ): Promise<ChartRestoreResponse> {
    return this.copies.restore(chartId, viewerOf(user));
  }

  /** `POST /nl/ajax/charts/delete` */
  @Post(ajaxActions.chartsDelete.path)
  @HttpCode(200)
  @RequireActiveUser()
  delete(
    @Body(new ZodBody(chartsDeleteRequestSchema)) body: z.output<typeof chartsDeleteRequestSchema>,
    @SessionUser() user: UserEntity,
  ): Promise<ChartsDeleteResponse> {
    return this.copies.delete(body.chartIds, viewerOf(user)!);
  }

  /** `POST /nl/ajax/charts/bin/empty` */
  @Post(ajaxActions.chartsBinEmpty.path)
  @HttpCode(200)
  @RequireActiveUser()
  emptyBin(@SessionUser() user: UserEntity): Promise<ChartsBinEmptyResponse> {
    return this.copies.emptyBin(viewerOf(user)!);
  }

  /** `GET /nl/ajax/chart/image/{chartId}/{revision}`: the revision's thumbnail, `image/png`. */
  @Get(ajaxActions.chartImage.path)
  async image(
    @Param('chartId', chartIdParam) chartId: string,
    @Param('revision', revisionParam) revision: number,
    @SessionUser() user: UserEntity | null,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const png = await this.images.thumbnail(chartId, revision, viewerOf(user));
    await reply.type('image/png').header('cache-control', thumbnailCacheControl).send(png);
  }
}
