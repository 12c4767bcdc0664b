import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import type {
  CatalogueCategoriesResponse,
  CatalogueFavouriteRequest,
  CatalogueFavouriteResponse,
  CatalogueProductsParsedQuery,
  CatalogueProductsResponse,
} from '@steekwerk/model';
import {
  ajaxActions,
  ajaxBasePath,
  catalogueFavouriteRequestSchema,
  catalogueProductsQuerySchema,
} from '@steekwerk/model';
import type { UserEntity } from '../account/user.entity';
import { ZodBody } from '../http/zod-body.pipe';
import { RequireActiveUser, SessionUser } from '../session/session.decorators';
import { CatalogueProductsService } from './catalogue-products.service';

/**
 * The catalogue screen's calls: products and categories are open to everyone (spec §6), a favourite needs an
 * activated user (a visitor gets 403 "Je bent niet ingelogd.", a pending user "Activeer eerst je account.").
 */
@Controller(ajaxBasePath)
export class CatalogueProductsController {
  constructor(@Inject(CatalogueProductsService) private readonly catalogue: CatalogueProductsService) {}

  /** `GET /nl/ajax/catalogue/products?q&brand&category&color&order&favourites&ids&offset&limit` */
  @Get(ajaxActions.catalogueProducts.path)
  products(
    @Query(new ZodBody(catalogueProductsQuerySchema, 'query')) query: CatalogueProductsParsedQuery,
    @SessionUser() user: UserEntity | null,
  ): Promise<CatalogueProductsResponse> {
    return this.catalogue.products(query, user?.id ?? null);
  }

  /** `GET /nl/ajax/catalogue/categories` */
  @Get(ajaxActions.catalogueCategories.path)
  categories(@SessionUser() user: UserEntity | null): Promise<CatalogueCategoriesResponse> {
    return this.catalogue.categories(user?.id ?? null);
  }

  /** `POST /nl/ajax/catalogue/favourite` */
  @Post(ajaxActions.catalogueFavourite.path)
  @HttpCode(200)
  @RequireActiveUser()
  favourite(
    @Body(new ZodBody(catalogueFavouriteRequestSchema)) body: CatalogueFavouriteRequest,
    @SessionUser() user: UserEntity,
  ): Promise<CatalogueFavouriteResponse> {
    return this.catalogue.setFavourite(user.id, body.productId, body.favourite);
  }
}
