import { useSyncExternalStore } from 'react';
import { nl } from '../../i18n/nl';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it is online (`navigator.onLine`, following its `online`/`offline` events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Says the editor and tracker work on while offline, and that their changes are kept and saved later. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-notice" role="status">
      {nl.editor.unsaved.offline}
    </p>
  );
}
