import type { ChartListEntry } from '@steekwerk/model';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useStore } from 'zustand';
import { useAccount, useViewer } from '../../account/useAccount';
import { useAppServices } from '../../services/appServices';
import { createChartListStore } from '../../charts/chartListStore';
import { useChartsServices } from '../../charts/chartsServices';
import { chartMenuEntries, type ChartMenuEntry } from '../../charts/contextMenu';
import { displayTitle, firstPageSize, isSelectable, type ListFolder } from '../../charts/listRules';
import { useInfiniteScroll } from '../../charts/useInfiniteScroll';
import { useSelectionLocationRule } from '../../charts/useSelectionLocationRule';
import { nl } from '../../i18n/nl';
import { ChartContextMenu } from './ChartContextMenu';
import { ChartTable } from './ChartTable';
import { ChartThumbnails } from './ChartThumbnails';
import { SelectionBar } from './SelectionBar';
import { useChartMenuActions } from './useChartMenuActions';
import './charts.css';

export interface ChartListProps {
  readonly folder: ListFolder;
  /** Search text; empty for none. */
  readonly q?: string;
  /** Table or thumbnails; default: the user's `chartsListFormat` setting. */
  readonly format?: 'table' | 'thumbnails';
  /** One row of 7 charts, without more (spec §9). */
  readonly singleLine?: boolean;
  /** Where the "Nieuwe maken" tile goes in the thumbnails, if anywhere. */
  readonly newTile?: 'before' | 'after';
  /** The scroll box the list is in; default: the window. */
  readonly scrollBox?: RefObject<HTMLElement | null>;
  /** Called after the list changed charts (delete, restore), e.g. to count the folders again. */
  readonly onChanged?: () => void;
}

interface OpenMenu {
  readonly entry: ChartListEntry;
  readonly entries: readonly ChartMenuEntry[];
  readonly point: { x: number; y: number };
  readonly trigger: HTMLElement;
}

/**
 * A charts list (spec §2 "Charts list screen"): the charts of a folder view or a search, sorted by the user's
 * `chartsOrder`, as a table or thumbnails, 50 first and 20 more with "Meer weergeven..." or on scrolling near the
 * end; context menus on right-click and the menu cell; select mode.
 */
export function ChartList(props: ChartListProps) {
  const { timers, account } = useAppServices();
  const { api, selection, folders } = useChartsServices();
  const location = useLocation();
  const order = useAccount((state) => state.settings.chartsOrder);
  const settingFormat = useAccount((state) => state.settings.chartsListFormat);
  const { premium } = useViewer();
  const [list] = useState(() => createChartListStore({ api, timers }));
  const { entries, status, next, loadingMore } = useStore(list);
  const selecting = useStore(selection, (state) => state.active);
  const selectedIds = useStore(selection, (state) => state.chartIds);
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const folderList = useStore(folders, (state) => state.folders);
  const [menu, setMenu] = useState<OpenMenu | undefined>(undefined);
  const q = (props.q ?? '').trim();
  const singleLine = props.singleLine ?? false;
  const format = props.format ?? settingFormat;
  const inBin = props.folder === 'deleted';
  const onAction = useChartMenuActions(list, location.key, props.onChanged);

  useEffect(() => {
    void list.getState().open({ folder: props.folder, order, q }, firstPageSize(singleLine));
  }, [list, props.folder, order, q, singleLine]);
  useEffect(() => () => list.getState().dispose(), [list]);
  useEffect(() => {
    if (folders.getState().status === 'idle')
      void folders
        .getState()
        .load()
        .catch(() => undefined);
  }, [folders]);
  useSelectionLocationRule();
  useEffect(() => {
    // The session ended (spec §8 "notLoggedIn": go to login): reloading the user lets the login guard take over.
    if (status === 'notLoggedIn') void account.getState().load();
  }, [status, account]);
  useEffect(() => {
    if (!selecting) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) selection.getState().leave();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [selecting, selection]);
  useInfiniteScroll(() => void list.getState().loadMore(), {
    enabled: !singleLine && next !== null,
    scrollBox: props.scrollBox,
    timers,
  });

  const folderTitle = (folderId: string) => folderList.find((folder) => folder.folderId === folderId)?.title;
  const openMenu = (entry: ChartListEntry, point: { x: number; y: number }, trigger: HTMLElement) => {
    const mode = inBin ? 'bin' : selecting ? 'select' : 'chart';
    setMenu({
      entry,
      point,
      trigger,
      entries: chartMenuEntries({ mode, entry, selectedCount: selectedIds.length, premiumUser: premium }),
    });
  };
  const closeMenu = () => {
    const trigger = menu?.trigger;
    setMenu(undefined);
    if (trigger?.isConnected) trigger.focus();
  };
  const toggle = (entry: ChartListEntry) => {
    if (isSelectable(entry)) selection.getState().toggle(entry.chartId);
  };

  if (status === 'loading' || status === 'idle') {
    return (
      <p role="status" className="chart-list__status">
        {nl.charts.loading}
      </p>
    );
  }
  if (status === 'failed' || status === 'notLoggedIn') {
    return (
      <div className="chart-list__status" role="alert">
        <p>{nl.charts.loadFailed}</p>
        <button type="button" className="button" onClick={() => void list.getState().refresh()}>
          {nl.charts.retry}
        </button>
      </div>
    );
  }

  const itemProps = {
    entries,
    selecting,
    selected,
    inBin,
    folderTitle,
    onOpenMenu: openMenu,
    onToggle: toggle,
  };
  const showTiles = format === 'thumbnails';
  const selectionAction = (action: 'selectionProperties' | 'deselectAll' | 'deleteSelection') =>
    void onAction({ action, premium: false });
  return (
    <div className="chart-list">
      {selecting && !inBin && (
        <SelectionBar
          count={selectedIds.length}
          onProperties={() => selectionAction('selectionProperties')}
          onDeselectAll={() => selectionAction('deselectAll')}
          onDelete={() => selectionAction('deleteSelection')}
          onDone={() => selection.getState().leave()}
        />
      )}
      {entries.length === 0 && <p className="chart-list__empty">{nl.charts.empty}</p>}
      {showTiles && (entries.length > 0 || props.newTile) && (
        <ChartThumbnails {...itemProps} newTile={props.newTile} singleLine={singleLine} />
      )}
      {!showTiles && entries.length > 0 && <ChartTable {...itemProps} />}
      {!singleLine && next !== null && (
        <p className="chart-list__more">
          <button
            type="button"
            className="button"
            disabled={loadingMore}
            onClick={() => void list.getState().loadMore()}
          >
            {nl.charts.more}
          </button>
          {loadingMore && (
            <span role="status" className="visually-hidden">
              {nl.charts.loadingMore}
            </span>
          )}
        </p>
      )}
      {menu && (
        <ChartContextMenu
          entries={menu.entries}
          point={menu.point}
          label={
            selecting && !inBin
              ? nl.charts.selection.count(selectedIds.length)
              : displayTitle(menu.entry.title)
          }
          onClose={closeMenu}
          onAction={(item) => {
            const entry = menu.entry;
            closeMenu();
            void onAction(item, entry);
          }}
        />
      )}
    </div>
  );
}
