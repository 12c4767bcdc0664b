/**
 * The routes a Nest app registers, read from its controllers' decorators (path and method metadata): what the server
 * really answers, for the authorization matrix to hold against the model's action table.
 */
import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';

export interface RegisteredRoute {
  readonly method: string;
  /** The full path without its leading slash (`nl/ajax/chart/get/:chartId`). */
  readonly path: string;
}

const joined = (...parts: string[]): string =>
  parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter((part) => part !== '')
    .join('/');

export function registeredRoutes(app: INestApplication): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const paths = [Reflect.getMetadata(PATH_METADATA, handler) ?? ''].flat() as string[];
        for (const prefix of prefixes)
          for (const path of paths)
            routes.push({ method: RequestMethod[method], path: joined(prefix, path) });
      }
    }
  }
  return routes;
}
