import type { ChartListEntry } from '@steekwerk/model';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { useAppServices } from '../../services/appServices';
import type { ChartListStore } from '../../charts/chartListStore';
import { useChartsServices } from '../../charts/chartsServices';
import type { ChartMenuItem } from '../../charts/contextMenu';
import { clearEditorOf } from '../../charts/editorLink';
import { chartPath, chartPropertiesPath } from '../../charts/listRules';
import { nl } from '../../i18n/nl';

/**
 * What each context-menu item does (spec §2): open, the properties page (of one chart or the selection), share,
 * copy (or the upsell for a copy beyond the free size), select mode, delete (to the bin, refreshing the list
 * 500 ms later and clearing the editor if it shows the chart), restore (then the chart opens).
 */
export function useChartMenuActions(list: ChartListStore, locationKey: string, onChanged?: () => void) {
  const navigate = useNavigate();
  const { flash } = useAppServices();
  const { api, selection } = useChartsServices();
  const selected = useStore(selection, (state) => state.chartIds);

  const moveToBin = async (chartIds: readonly string[]) => {
    try {
      const answer = await api.delete(chartIds);
      list.getState().remove(answer.deleted);
      clearEditorOf(answer.deleted);
      const message = [
        answer.deleted.length > 0 ? nl.charts.movedToBin(answer.deleted.length) : '',
        answer.refused.length > 0 ? nl.charts.notMoved(answer.refused.length) : '',
      ]
        .filter(Boolean)
        .join(' ');
      flash.getState().show(message);
    } catch {
      flash.getState().show(nl.charts.failed);
    }
    list.getState().refreshLater();
    onChanged?.();
  };

  /** Carries out `item` (for `entry`: the chart the menu was opened on; the selection's items need none). */
  return async (item: Pick<ChartMenuItem, 'action' | 'premium'>, entry?: ChartListEntry) => {
    const chartId = entry?.chartId ?? '';
    switch (item.action) {
      case 'open':
        navigate(chartPath(chartId));
        return;
      case 'properties':
        navigate(chartPropertiesPath([chartId]));
        return;
      case 'share':
        navigate(chartPath(chartId, 'share'));
        return;
      case 'clone':
        navigate(
          item.premium
            ? `/nl/c/${encodeURIComponent(chartId)}/premium/order?s=34`
            : chartPath(chartId, 'clone'),
        );
        return;
      case 'select':
        selection.getState().start(chartId, locationKey);
        return;
      case 'delete':
        await moveToBin([chartId]);
        return;
      case 'selectionProperties':
        navigate(chartPropertiesPath(selected));
        return;
      case 'deselectAll':
        selection.getState().deselectAll();
        return;
      case 'deleteSelection': {
        const chartIds = [...selected];
        selection.getState().leave();
        await moveToBin(chartIds);
        return;
      }
      case 'restore':
        try {
          const answer = await api.restore(chartId);
          if (answer.status !== 'ok') {
            flash.getState().show(nl.charts.refusals[answer.reason]);
            return;
          }
          flash.getState().show(nl.charts.restored);
          onChanged?.();
          navigate(chartPath(chartId));
        } catch {
          flash.getState().show(nl.charts.failed);
        }
        return;
      case 'cancel':
        return;
    }
  };
}
