import { Controller, Get } from '@nestjs/common';
import type { OutboxResponse } from '@steekwerk/model';
import { ajaxActions, ajaxBasePath } from '@steekwerk/model';
import { OutboxService } from './outbox.service';

@Controller(ajaxBasePath)
export class OutboxController {
  constructor(private readonly outbox: OutboxService) {}

  /** `GET /nl/ajax/email/outbox`: a 404 envelope where the outbox is not shown. */
  @Get(ajaxActions.emailOutbox.path)
  async list(): Promise<OutboxResponse> {
    return { sfRequest: 'ok', mails: await this.outbox.list() };
  }
}
