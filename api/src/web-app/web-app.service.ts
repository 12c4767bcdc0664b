import { Inject, Injectable } from '@nestjs/common';
import { ajaxBasePath } from '@steekwerk/model';
import type { FastifyReply } from 'fastify';
import { stat } from 'node:fs/promises';
import * as path from 'node:path';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';

/** Vite puts content-hashed files here: they never change, so browsers may keep them for a year. */
const hashedAssetsFolder = 'assets';
export const hashedAssetCacheControl = 'public, max-age=31536000, immutable';
/** Everything else (index.html first) is revalidated on every use, so a new build shows at once. */
export const revalidateCacheControl = 'no-cache';
export const notBuiltMessage =
  'De webapp is nog niet gebouwd. Bouw hem met `make build` (of `npx vite build` in web/) en laad de pagina opnieuw.';

/**
 * Serves the built web app from the same origin as the API: real files from `WEB_DIST`, and
 * `index.html` for every other GET outside `/nl/ajax/` and `/assets/`, so the client-side router
 * (and its own 404 page) handles `/nl/c/new`, `/nl/anything`.
 */
@Injectable()
export class WebAppService {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = config.webDist;
  }

  /**
   * Answers a GET below `/` other than the actions: a file, `index.html`, or a plain 503 when the
   * web app is not built.
   *
   * @param url the request URL (path and query)
   * @param reply the Fastify reply
   * @throws AppException `UnknownAction` (404) for a GET below `/nl/ajax/` that no action answers
   * @throws AppException `NotFound` (404) for a source map (`*.map`)
   */
  async serve(url: string, reply: FastifyReply): Promise<FastifyReply> {
    const pathname = url.split('?', 1)[0] ?? '/';
    if (pathname === ajaxBasePath || pathname.startsWith(`${ajaxBasePath}/`)) {
      throw new AppException(ErrorCode.UnknownAction);
    }
    // Source maps are never published, should a build (or a stray file) contain them: 404, not index.html.
    if (isSourceMapPath(pathname)) throw new AppException(ErrorCode.NotFound);
    const file = await this.findFile(pathname);
    if (file !== undefined) return this.sendFile(reply, file);
    // A chunk of an older build: a 404 lets the app report "Loading chunk … failed" (spec §8)
    // instead of parsing index.html as a script.
    if (pathname.startsWith(`/${hashedAssetsFolder}/`)) throw new AppException(ErrorCode.NotFound);
    if ((await this.findFile('/index.html')) === undefined) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(notBuiltMessage);
    }
    return this.sendFile(reply, 'index.html');
  }

  /**
   * Redirects `/` to the app's home, `/nl`, keeping the query.
   *
   * @param url the request URL
   * @param reply the Fastify reply
   */
  redirectHome(url: string, reply: FastifyReply): FastifyReply {
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    return reply.redirect(`/nl${query}`, 302);
  }

  /**
   * The path of a regular file below the root named by a URL path, relative to the root; nothing
   * for directories, dot files, paths escaping the root and paths that do not decode.
   */
  private async findFile(pathname: string): Promise<string | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
    const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
    if (relative === '' || relative.split('/').some((segment) => segment.startsWith('.'))) {
      return undefined;
    }
    const absolute = path.join(this.root, relative);
    if (!absolute.startsWith(this.root + path.sep)) return undefined;
    try {
      return (await stat(absolute)).isFile() ? relative : undefined;
    } catch {
      return undefined;
    }
  }

  private sendFile(reply: FastifyReply, relative: string): FastifyReply {
    const hashed = relative.startsWith(`${hashedAssetsFolder}/`);
    reply.header('cache-control', hashed ? hashedAssetCacheControl : revalidateCacheControl);
    if (relative.endsWith('.wasm')) reply.type('application/wasm');
    return reply.sendFile(relative, this.root, { cacheControl: false });
  }
}

/** Whether a URL path names a source map, also when spelled with escapes (`.ma%70`). */
function isSourceMapPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Undecodable paths are never files (see findFile); the raw spelling decides.
  }
  return decoded.toLowerCase().endsWith('.map');
}
