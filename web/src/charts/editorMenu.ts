/**
 * The editor's chart menu as plain data: the items of the list's chart menu (spec §2 "Context menus") that make
 * sense inside the open chart, plus Downloaden, and where each leads. What only the owner may do is hidden for
 * everyone else (they cannot ever do it there); what the owner forbids others (a copy, a download) is shown
 * disabled, as the list does for a shared chart.
 */
import { copyNeedsPremium, divider, item, type ChartMenuEntry, type ChartMenuItem } from './contextMenu';
import { chartPath } from './listRules';

/** What the editor knows about the open chart and its viewer. */
export interface EditorMenuContext {
  /** `new` for a chart that has never been saved. */
  readonly chartId: string;
  /** The viewer owns the chart (a new chart is the viewer's own). */
  readonly owner: boolean;
  readonly locked: boolean;
  /** The owner lets others copy the chart (chart details). */
  readonly allowClone: boolean;
  /** The owner lets others download the chart (chart details). */
  readonly allowExport: boolean;
  readonly premiumUser: boolean;
  readonly columnCount: number;
  readonly rowCount: number;
}

/** The editor's own screens, first in the menu for everyone: the chart's facts and the zoom. */
const editorScreens = (): ChartMenuEntry[] => [item('chartProperties'), item('zoom'), divider];

/**
 * The items of the editor's chart menu: first the editor's screens Chartgegevens and Zoom (anyone may look), then
 * the chart's actions. A new chart offers only Downloaden (sharing, copying, properties and
 * deleting need a saved chart); the owner gets Eigenschappen, Delen, Maak een kopie, Downloaden and Verwijderen
 * (Eigenschappen and Verwijderen hidden while the chart is locked, as in the list); anyone else gets Maak een
 * kopie and Downloaden, disabled unless the owner allows them.
 */
export function editorMenuEntries(context: EditorMenuContext): ChartMenuEntry[] {
  if (context.chartId === 'new') return [...editorScreens(), item('download'), divider, item('cancel')];
  const cloneAllowed = context.owner || context.allowClone;
  const clone = item(
    'clone',
    !cloneAllowed,
    cloneAllowed && !context.premiumUser && copyNeedsPremium(context),
  );
  if (!context.owner) {
    return [...editorScreens(), clone, item('download', !context.allowExport), divider, item('cancel')];
  }
  const entries: ChartMenuEntry[] = editorScreens();
  if (!context.locked) entries.push(item('properties'));
  entries.push(item('share'), clone, item('download'), divider);
  if (!context.locked) entries.push(item('delete'), divider);
  entries.push(item('cancel'));
  return entries;
}

/**
 * Where an item of the editor's menu leads: the chart's sub-screen, or the premium offer (s=34) for a copy beyond
 * the free size; `undefined` for Annuleren and items the editor's menu does not have.
 */
export function editorMenuTarget(chartId: string, item: Pick<ChartMenuItem, 'action' | 'premium'>) {
  switch (item.action) {
    case 'properties':
      return chartPath(chartId, 'settings');
    case 'share':
      return chartPath(chartId, 'share');
    case 'clone':
      return item.premium ? `${chartPath(chartId)}/premium/order?s=34` : chartPath(chartId, 'clone');
    case 'download':
      return `${chartPath(chartId)}/download`;
    case 'delete':
      return chartPath(chartId, 'delete');
    case 'chartProperties':
      return `${chartPath(chartId)}/chart-properties`;
    case 'zoom':
      return `${chartPath(chartId)}/zoom`;
    default:
      return undefined;
  }
}
