import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type {
  ProgressTrackerStatusResponse,
  SaveGridRowsDoneRequest,
  SaveProgressStylesRequest,
} from '@steekwerk/model';
import {
  ajaxActions,
  ajaxBasePath,
  saveGridRowsDoneRequestSchema,
  saveProgressStylesRequestSchema,
} from '@steekwerk/model';
import type { UserEntity } from '../account/user.entity';
import { chartIdParam } from '../charts/charts.controller';
import { viewerOf } from '../charts/viewer';
import { ZodBody } from '../http/zod-body.pipe';
import { SessionUser } from '../session/session.decorators';
import { ProgressService } from './progress.service';

/** The progress-tracker calls of spec §7. */
@Controller(ajaxBasePath)
export class ProgressController {
  constructor(@Inject(ProgressService) private readonly progress: ProgressService) {}

  /** `GET /nl/ajax/chart/progress-tracker/status/{chartId}` */
  @Get(ajaxActions.progressTrackerStatus.path)
  status(
    @Param('chartId', chartIdParam) chartId: string,
    @SessionUser() user: UserEntity | null,
  ): Promise<ProgressTrackerStatusResponse> {
    return this.progress.status(chartId, viewerOf(user));
  }

  /** `POST /nl/ajax/chart/progress-tracker/save-grid-rows-done/{chartId}` */
  @Post(ajaxActions.progressTrackerSaveGridRowsDone.path)
  @HttpCode(200)
  saveDone(
    @Param('chartId', chartIdParam) chartId: string,
    @Body(new ZodBody(saveGridRowsDoneRequestSchema)) body: SaveGridRowsDoneRequest,
    @SessionUser() user: UserEntity | null,
  ) {
    return this.progress.saveDone(chartId, viewerOf(user), body);
  }

  /** `POST /nl/ajax/chart/progress-tracker/save-styles/{chartId}` */
  @Post(ajaxActions.progressTrackerSaveStyles.path)
  @HttpCode(200)
  saveStyles(
    @Param('chartId', chartIdParam) chartId: string,
    @Body(new ZodBody(saveProgressStylesRequestSchema)) body: SaveProgressStylesRequest,
    @SessionUser() user: UserEntity | null,
  ) {
    return this.progress.saveStyles(chartId, viewerOf(user), body);
  }
}
