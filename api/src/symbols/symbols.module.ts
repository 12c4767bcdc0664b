import { Module } from '@nestjs/common';
import { SymbolsController } from './symbols.controller';
import { SymbolsService } from './symbols.service';

/** `GET symbols`: stitch symbols by id. */
@Module({ controllers: [SymbolsController], providers: [SymbolsService] })
export class SymbolsModule {}
