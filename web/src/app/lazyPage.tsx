import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { PageLoadFailed, PageLoading } from './PageLoadViews';
import { report } from './errorReporting/report';
import { failedModuleUrl, retryableImport, type UrlImporter } from './retryableImport';

/** A screen's code could not be loaded (a failed chunk import). */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('Loading the page failed', { cause });
    this.name = 'PageLoadError';
  }
}

interface BoundaryProps {
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

/** Shows the page-load failure view for a {@link PageLoadError}; passes every other error on. */
class PageLoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof PageLoadError) return <PageLoadFailed onRetry={this.props.onRetry} />;
    throw error;
  }
}

/**
 * The message of a failed section load (spec §8): "Loading chunk {id} failed", the id being the chunk's file name
 * when the browser names it (Chromium and Firefox do), else `unknown`.
 */
export function chunkLoadMessage(error: unknown): string {
  const url = failedModuleUrl(error);
  const id = url ? (new URL(url).pathname.split('/').pop() ?? 'unknown') : 'unknown';
  return `Loading chunk ${id} failed`;
}

/** The spec's type of a failed section load: `timeout`, `missing` or `error`. */
function chunkFailureType(error: unknown): 'timeout' | 'missing' | 'error' {
  const message = error instanceof Error ? error.message : String(error);
  if (/time(d)? ?out/i.test(message)) return 'timeout';
  if (/\b404\b|not found/i.test(message)) return 'missing';
  return 'error';
}

export interface LazyPageOptions {
  /** Imports a module by URL, for retries; tests inject it. */
  readonly importUrl?: UrlImporter;
}

/**
 * A screen whose code loads on first use: the loading view while it loads, the failure view (with a retry
 * that imports again) when it fails. `pick` takes the component from the module, so pages keep named exports.
 */
export function lazyPage<Module, Props extends object>(
  importer: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  options: LazyPageOptions = {},
): ComponentType<Props> {
  const load = retryableImport(importer, options.importUrl);
  let loaded: ComponentType<Props> | undefined;

  function getComponent(): ComponentType<Props> {
    loaded ??= lazy(async () => {
      try {
        return { default: pick(await load()) };
      } catch (error) {
        // Forget the failed attempt, so a retry (or the next visit) imports again.
        loaded = undefined;
        report(chunkLoadMessage(error), {
          action: `sectionLoad:${chunkFailureType(error)}`,
          stack: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error),
        });
        throw new PageLoadError(error);
      }
    });
    return loaded;
  }

  function LazyPage(props: Props) {
    const [attempt, setAttempt] = useState(0);
    const Page = getComponent();
    return (
      <PageLoadBoundary key={attempt} onRetry={() => setAttempt((previous) => previous + 1)}>
        <Suspense fallback={<PageLoading />}>
          <Page {...props} />
        </Suspense>
      </PageLoadBoundary>
    );
  }
  return LazyPage;
}
