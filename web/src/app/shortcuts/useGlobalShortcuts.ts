import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openChartId } from '../shell/navigation';
import { shortcutPath } from './globalShortcuts';

/** Listens for the global shortcuts (see {@link shortcutPath}) while the app is shown. */
export function useGlobalShortcuts(folderId?: string): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const chartId = openChartId(pathname);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const path = shortcutPath(event, { chartId, folderId });
      if (path === undefined) return;
      event.preventDefault();
      navigate(path);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, pathname, folderId]);
}
