// What the browser benchmarks share: a local static server for a built bench page, and Debian's Chromium.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.png': 'image/png',
  '.json': 'application/json',
};

/**
 * Serves on a free loopback port what `resolve` gives for each path (without its leading slash): a file's path,
 * or `{ body }` to answer with; unknown or unreadable paths get 404.
 *
 * @param {(path: string) => string | { body: string | Buffer }} resolve
 * @returns {Promise<{ base: string, close: () => void }>}
 */
export async function serveBench(resolve) {
  const server = createServer(async (request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://localhost').pathname).replace(/^\/+/, '');
    try {
      const target = resolve(path);
      const body = typeof target === 'string' ? await readFile(target) : target.body;
      response.writeHead(200, { 'content-type': types[extname(path)] ?? 'text/html' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** The flags of the rendering benches: WebGL 2 through SwiftShader, a 1280 × 800 window at one device pixel per CSS pixel. */
export const swiftShaderWindow = [
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--window-size=1280,800',
  '--force-device-scale-factor=1',
];

/** Debian's Chromium, headless, with no network of its own; `args` adds flags. */
export function launchChromium(args = []) {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless=new',
      '--disable-background-networking',
      '--disable-component-update',
      ...args,
    ],
  });
}
