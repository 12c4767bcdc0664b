/**
 * pdf.js's data files beside the web build: its standard fonts (the 14 PDF fonts a file may name without embedding
 * them, ZapfDingbats's chart symbols among them) and its image decoders' wasm. pdf.js fetches them by name below a
 * base URL when a PDF needs them, so they are plain files, not modules: nothing in any bundle, fetched only by a PDF
 * import or preview that uses them. The build copies them to `assets/pdfjs-<version>/` (a versioned folder: the
 * API's one-year cache of `/assets/` stays right); the dev server reads them from node_modules.
 *
 * Build-time code: imported by vite.config.ts only, never by the app.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The pdf.js folders copied, each as `<base>/<folder>/`. */
export const pdfjsDataFolders = ['standard_fonts', 'wasm'] as const;

/** The folder of the installed pdfjs-dist and its version. */
export function installedPdfjs(from: string): { root: string; version: string } {
  const manifest = createRequire(from).resolve('pdfjs-dist/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return { root: dirname(manifest), version };
}

/** The build's folder of the data files: versioned, below the hashed assets. */
export const builtPdfjsBase = (version: string): string => `assets/pdfjs-${version}/`;

/** The data files of `folder` that pdf.js fetches (its licences stay out of the fetch path, copied alongside). */
export function pdfjsDataFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder)).filter((name) => !name.startsWith('.'));
}

/**
 * Emits pdf.js's data files into the build and defines `__PDFJS_BASE__`, the URL path (ending in `/`) below which
 * they are: `/assets/pdfjs-<version>/` in the build, `/@fs/<node_modules>/pdfjs-dist/` on the dev server.
 */
export function pdfjsAssetsPlugin(from: string): Plugin {
  const { root, version } = installedPdfjs(from);
  let building = false;
  return {
    name: 'steekwerk-pdfjs-assets',
    config(_config, env) {
      building = env.command === 'build';
      const base = building ? `/${builtPdfjsBase(version)}` : `/@fs${root.replace(/\\/g, '/')}/`;
      return { define: { __PDFJS_BASE__: JSON.stringify(base) } };
    },
    generateBundle() {
      if (!building) return;
      for (const folder of pdfjsDataFolders) {
        for (const name of pdfjsDataFiles(root, folder)) {
          this.emitFile({
            type: 'asset',
            fileName: `${builtPdfjsBase(version)}${folder}/${name}`,
            source: readFileSync(join(root, folder, name)),
          });
        }
      }
    },
  };
}
