/**
 * The PDF writer (pdf-lib, fontkit and the embedded fonts): the entry point `@steekwerk/formats/pdf`, for the web's
 * export worker and the `convert` command only; every other consumer imports an entry without it.
 */
export * from './pdf/index';
