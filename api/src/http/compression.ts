import type { FastifyCompressOptions } from '@fastify/compress';
import { constants } from 'node:zlib';

/**
 * Response compression: brotli or gzip, as the client accepts, for responses above 1 KiB. A chart's rows are
 * base64 of one byte per cell, which compresses well; brotli at quality 4 compresses a 5 MB chart about as fast
 * as gzip does while sending less (`make bench`, `api.chart_load`). Only responses: compressed request bodies are
 * request-decompression.ts's.
 */
export const responseCompression: FastifyCompressOptions = {
  global: true,
  // Request bodies are inflated by request-decompression.ts, within each route's body limit.
  globalDecompression: false,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};
