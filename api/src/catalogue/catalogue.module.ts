import { Module } from '@nestjs/common';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';

/** `GET catalogue/palettes` and `GET catalogue/palette/{brandId}`: the brand palettes of picture import. */
@Module({ controllers: [CatalogueController], providers: [CatalogueService] })
export class CatalogueModule {}
