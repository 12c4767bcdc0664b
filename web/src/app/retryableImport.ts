/**
 * Dynamic imports that can be tried again after they fail.
 *
 * Some browsers remember a module that failed to load and fail every later import of the same URL at once.
 * So when a plain retry fails too, the failed chunk's URL is imported with a query added, which the browser
 * treats as a new module.
 */

/** Imports a module by URL; injectable for tests. */
export type UrlImporter = (url: string) => Promise<unknown>;

const importByUrl: UrlImporter = (url) => import(/* @vite-ignore */ url);

/** The script URL a failed dynamic import names in its message (Chromium and Firefox do; Safari does not). */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const match = /(https?:\/\/[^\s'"]+?\.(?:m?js|tsx?|jsx))(?:[?#][^\s'"]*)?(?=$|[\s'"])/.exec(message);
  if (!match?.[1]) return undefined;
  try {
    const url = new URL(match[1]);
    // Only ever re-import our own scripts.
    return url.origin === window.location.origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Wraps `importer` so that each call is a fresh attempt. A retry calls `importer` again (current Chromium fetches
 * a failed module anew); when that fails too and the error named the chunk's URL, it imports that URL with
 * `?retry=<attempt>` added, for browsers that keep failed modules.
 */
export function retryableImport<Module>(
  importer: () => Promise<Module>,
  importUrl: UrlImporter = importByUrl,
): () => Promise<Module> {
  let attempt = 0;
  return async () => {
    attempt += 1;
    try {
      return await importer();
    } catch (error) {
      const url = attempt > 1 ? failedModuleUrl(error) : undefined;
      if (!url) throw error;
      return (await importUrl(`${url}?retry=${attempt}`)) as Module;
    }
  };
}
