import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useChartsServices } from './chartsServices';

/** Leaves select mode when the location changes to anything but a chart-properties page (spec §2). */
export function useSelectionLocationRule(): void {
  const { selection } = useChartsServices();
  const location = useLocation();
  useEffect(() => {
    selection.getState().locationChanged(location.key, location.pathname);
  }, [selection, location.key, location.pathname]);
}
