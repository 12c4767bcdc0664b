/** The sidebar is open while the location's hash is `#sidebar` (spec §2), so Back closes it. */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const sidebarHash = '#sidebar';

/** Whether the sidebar is open, and how to open and close it. */
export function useSidebar(): { open: boolean; openSidebar: () => void; closeSidebar: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const open = location.hash === sidebarHash;
  const openSidebar = useCallback(() => {
    navigate({ pathname: location.pathname, search: location.search, hash: sidebarHash });
  }, [navigate, location.pathname, location.search]);
  const closeSidebar = useCallback(() => {
    // Opened by this app: one step back. Arrived with #sidebar in the address: drop the hash instead of leaving.
    if (location.key === 'default') {
      navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    } else {
      navigate(-1);
    }
  }, [navigate, location.key, location.pathname, location.search]);
  return { open, openSidebar, closeSidebar };
}

/** The page under the sidebar: the location without the `#sidebar` hash. */
export function withoutSidebar<Location extends { hash: string }>(location: Location): Location {
  return location.hash === sidebarHash ? { ...location, hash: '' } : location;
}
