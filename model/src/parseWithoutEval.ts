/**
 * In a browser (page or worker) zod parses without compiling parsers through `new Function`: the web app's
 * Content-Security-Policy allows no `unsafe-eval` (api/src/http/security-headers.ts), and zod's probe for eval
 * alone, made when the first object schema is built, would be reported as a violation. `index.ts` imports this
 * module first, so the setting is in place before any schema exists. Under Node (the API, tests) zod keeps its
 * faster compiled parsers.
 */
import { z } from 'zod';

const scope = globalThis as { document?: unknown; importScripts?: unknown };
if (scope.document !== undefined || typeof scope.importScripts === 'function') {
  z.config({ jitless: true });
}

/**
 * Every model module takes `z` from here, never from 'zod' itself (ESLint enforces it): a module that builds a
 * schema then always runs after the setting above, whatever order the bundler puts the modules' chunks in.
 */
export { z };
