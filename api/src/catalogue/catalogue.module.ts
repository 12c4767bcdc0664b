import { Module } from '@nestjs/common';
import { SessionModule } from '../session/session.module';
import { CatalogueProductsController } from './catalogue-products.controller';
import { CatalogueProductsService } from './catalogue-products.service';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';

/**
 * `GET catalogue/palettes` and `GET catalogue/palette/{brandId}` (the brand palettes of picture import), and the
 * catalogue screen's `GET catalogue/products`, `GET catalogue/categories` and `POST catalogue/favourite`.
 */
@Module({
  imports: [SessionModule],
  controllers: [CatalogueController, CatalogueProductsController],
  providers: [CatalogueService, CatalogueProductsService],
})
export class CatalogueModule {}
