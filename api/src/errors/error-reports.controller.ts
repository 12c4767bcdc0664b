import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { LogJavascriptErrorRequest, LogJavascriptErrorResponse } from '@steekwerk/model';
import { ajaxActions, ajaxBasePath, logJavascriptErrorRequestSchema } from '@steekwerk/model';
import type { FastifyRequest } from 'fastify';
import { clientOf } from '../http/client';
import { ZodBody } from '../http/zod-body.pipe';
import { ErrorReportsService } from './error-reports.service';

@Controller(ajaxBasePath)
export class ErrorReportsController {
  constructor(private readonly errorReports: ErrorReportsService) {}

  /** `POST /nl/ajax/log/javascripterror` (64 KiB body limit, see `src/http/body-limits.ts`). */
  @Post(ajaxActions.logJavascriptError.path)
  @HttpCode(200)
  async logJavascriptError(
    @Body(new ZodBody(logJavascriptErrorRequestSchema)) report: LogJavascriptErrorRequest,
    @Req() request: FastifyRequest,
  ): Promise<LogJavascriptErrorResponse> {
    return { sfRequest: 'ok', status: await this.errorReports.report(report, clientOf(request)) };
  }
}
