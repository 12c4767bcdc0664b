import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { CataloguePaletteResponse, CataloguePalettesResponse } from '@steekwerk/model';
import { ajaxActions, ajaxBasePath, brandIdSchema } from '@steekwerk/model';
import { ZodBody } from '../http/zod-body.pipe';
import { CatalogueService } from './catalogue.service';

const brandIdParam = new ZodBody(brandIdSchema, 'brandId');

/** The catalogue's brand palettes; open to everyone (spec §6: the catalogue is public). */
@Controller(ajaxBasePath)
export class CatalogueController {
  constructor(@Inject(CatalogueService) private readonly catalogue: CatalogueService) {}

  /** `GET /nl/ajax/catalogue/palettes` */
  @Get(ajaxActions.cataloguePalettes.path)
  palettes(): Promise<CataloguePalettesResponse> {
    return this.catalogue.palettes();
  }

  /** `GET /nl/ajax/catalogue/palette/{brandId}` */
  @Get(ajaxActions.cataloguePalette.path)
  palette(@Param('brandId', brandIdParam) brandId: string): Promise<CataloguePaletteResponse> {
    return this.catalogue.palette(brandId);
  }
}
