import { useEffect, useState } from 'react';
import type { ExportSource, SavedProgress } from './exportSource';

/**
 * The viewer's saved progress once `wanted` (a file type that carries it is chosen): undefined while loading, when
 * there is none (nothing done, anonymous, a new chart) or when it could not be read (the file is then written
 * without it, as if there were none).
 */
export function useViewerProgress(source: ExportSource, wanted: boolean): SavedProgress | undefined {
  const load = source.progress;
  const [loaded, setLoaded] = useState<{ load: typeof load; progress: SavedProgress | undefined }>();
  const needed = wanted && load !== undefined && loaded?.load !== load;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    load()
      .then(
        (progress) => progress,
        () => undefined,
      )
      .then((progress) => {
        if (current) setLoaded({ load, progress: progress && progress.doneCount > 0 ? progress : undefined });
      });
    return () => {
      current = false;
    };
  }, [needed, load]);
  return loaded !== undefined && loaded.load === load ? loaded.progress : undefined;
}
