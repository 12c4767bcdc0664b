import { isLoggedIn, type ChartState } from '@steekwerk/model';
import { useEffect } from 'react';
import { useAccount } from '../../account/useAccount';
import { useOpenChartCrumb } from '../../app/shell/openChartCrumb';
import type { EditorMenuContext } from '../../charts/editorMenu';
import { useEditorStore } from '../../editor/editorStore';
import { editorHelpSlug } from './help/editorHelpTopic';

/** What the editor's chart menu and read-only notice need to know about the open chart and its viewer. */
export interface ChartFacts extends EditorMenuContext {
  readonly loggedIn: boolean;
}

/**
 * The facts of the open chart (`base`: the state it was opened from; undefined while loading): its id as saved,
 * whether the viewer owns it (a chart opened as new is theirs), what its owner allows others, its size and lock.
 * Tells the breadcrumbs the chart's title and whether it is the viewer's own, and the top bar's help button the
 * article for what the maker is doing (editorHelpTopic.ts).
 */
export function useChartFacts(base: ChartState | undefined, title: string, premium: boolean): ChartFacts {
  const user = useAccount((state) => state.user);
  const loggedIn = isLoggedIn(user);
  const chartId = useEditorStore((state) => state.chartId);
  const locked = useEditorStore((state) => state.settings?.locked ?? false);
  const columnCount = useEditorStore((state) => state.columnCount);
  const rowCount = useEditorStore((state) => state.rowCount);
  const owner =
    base === undefined ||
    base.settings.chartId === 'new' ||
    (loggedIn && base.details.ownerUserId === user.userId);
  const helpSlug = useEditorStore((state) => editorHelpSlug(state.mode, state.settings?.bottomPanel));
  const tell = useOpenChartCrumb((state) => state.tell);
  const opened = base !== undefined;
  useEffect(() => {
    if (opened && chartId !== '') tell({ chartId, title, own: owner, helpSlug });
  }, [opened, chartId, title, owner, helpSlug, tell]);
  return {
    chartId,
    owner,
    loggedIn,
    locked,
    allowClone: base?.details.allowClone ?? false,
    allowExport: base?.details.allowExport ?? false,
    premiumUser: premium,
    columnCount,
    rowCount,
  };
}
