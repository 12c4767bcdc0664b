/**
 * Route preloads (issue 25): the lazy chunk of the screen a page opens on (the editor on `/nl/c/…`, the landing
 * page on `/nl`) used to be requested only after the main chunk had run and the router had rendered. A build step
 * writes a tiny script into index.html, beside the main chunk, that adds `<link rel="modulepreload">` for that
 * screen's chunks, so they download while the main chunk does. The script is a file of its own (the CSP's
 * `script-src 'self'` allows no inline script) and runs `async`, blocking neither parsing nor the first paint.
 *
 * Build-time code: imported by vite.config.ts only, never by the app.
 */
import type { Plugin } from 'vite';

/** A screen to preload: the pattern of its addresses and the manifest key (source path) of its page. */
export interface PreloadRoute {
  readonly pattern: RegExp;
  readonly page: string;
}

/** The part of a bundled chunk the preload reads (Rollup's and Rolldown's OutputChunk). */
export interface BundledChunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
  readonly isEntry: boolean;
  /** The CSS files the chunk brings (Vite's metadata), which its dynamic import waits for. */
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> } | null;
}

/**
 * The file names of the chunk of `page`, of every chunk it imports statically and of their CSS, minus the entry's.
 */
export function chunkFilesOf(chunks: readonly BundledChunk[], page: string): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const root = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(page) === true);
  if (!root) throw new Error(`routePreload: no chunk for ${page} (renamed or moved?)`);
  const entryFiles = new Set<string>();
  const visit = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    const chunk = byName.get(fileName);
    for (const css of chunk?.viteMetadata?.importedCss ?? []) into.add(css);
    for (const imported of chunk?.imports ?? []) visit(imported, into);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) visit(entry.fileName, entryFiles);
  const files = new Set<string>();
  visit(root.fileName, files);
  return [...files].filter((file) => !entryFiles.has(file));
}

/**
 * The script: for the first route whose pattern matches the address, a link per file (`modulepreload` for a
 * script, `preload` as a style for CSS, both in CORS mode as the dynamic import later asks for them).
 */
export function routePreloadScript(routes: readonly { pattern: RegExp; files: readonly string[] }[]): string {
  const table = routes.map(({ pattern, files }) => `[${pattern.toString()},${JSON.stringify(files)}]`);
  return (
    `for(const[p,f]of[${table.join(',')}])if(p.test(location.pathname)){` +
    `for(const h of f){const l=document.createElement('link'),c=h.endsWith('.css');` +
    `l.rel=c?'preload':'modulepreload';if(c)l.setAttribute('as','style');l.crossOrigin='';` +
    `l.href='/'+h;document.head.append(l)}break}\n`
  );
}

/** The Vite plugin: emits the script (content-hashed under assets/) and names it in index.html. */
export function routePreloadPlugin(routes: readonly PreloadRoute[]): Plugin {
  return {
    name: 'steekwerk:route-preload',
    apply: 'build',
    // After Vite's own HTML step, which emits index.html in its generateBundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & BundledChunk => item.type === 'chunk',
      );
      const script = routePreloadScript(
        routes.map(({ pattern, page }) => ({ pattern, files: chunkFilesOf(chunks, page) })),
      );
      const reference = this.emitFile({ type: 'asset', name: 'route-preload.js', source: script });
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') {
        throw new Error('routePreload: index.html is not in the bundle');
      }
      const tag = `<script type="module" async crossorigin src="/${this.getFileName(reference)}"></script>`;
      html.source = html.source.replace('<script type="module"', `${tag}\n    <script type="module"`);
    },
  };
}
