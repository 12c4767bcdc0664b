import { Controller, Get } from '@nestjs/common';
import type { HealthResponse } from '@steekwerk/model';
import { ajaxActions, ajaxBasePath } from '@steekwerk/model';
import { HealthService } from './health.service';

@Controller(ajaxBasePath)
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** `GET /nl/ajax/health` */
  @Get(ajaxActions.health.path)
  check(): Promise<HealthResponse> {
    return this.health.check();
  }
}
