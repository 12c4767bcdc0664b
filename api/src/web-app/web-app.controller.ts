import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WebAppService } from './web-app.service';

/** The web app's files and pages. Action routes are more specific, so Fastify matches them first. */
@Controller()
export class WebAppController {
  constructor(private readonly webApp: WebAppService) {}

  @Get()
  home(@Req() request: FastifyRequest, @Res() reply: FastifyReply): FastifyReply {
    return this.webApp.redirectHome(request.url, reply);
  }

  @Get('*')
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return this.webApp.serve(request.url, reply);
  }
}
