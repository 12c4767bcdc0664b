import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { SymbolsQuery, SymbolsResponse } from '@steekwerk/model';
import { ajaxActions, ajaxBasePath, symbolsQuerySchema } from '@steekwerk/model';
import { ZodBody } from '../http/zod-body.pipe';
import { SymbolsService } from './symbols.service';

@Controller(ajaxBasePath)
export class SymbolsController {
  constructor(@Inject(SymbolsService) private readonly symbols: SymbolsService) {}

  /** `GET /nl/ajax/symbols?id=a,b&v=1` */
  @Get(ajaxActions.symbols.path)
  find(@Query(new ZodBody(symbolsQuerySchema, 'query')) query: SymbolsQuery): SymbolsResponse {
    return { sfRequest: 'ok', symbols: this.symbols.find(query.id) };
  }
}
