import type { ChartListEntry } from '@steekwerk/model';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Link } from 'react-router';
import { browsePath, chartPath, displayTitle, isSelectable } from '../../charts/listRules';
import { nl } from '../../i18n/nl';

/** What the table and the thumbnails need to show charts and react to them. */
export interface ChartItemsProps {
  readonly entries: readonly ChartListEntry[];
  readonly selecting: boolean;
  readonly selected: ReadonlySet<string>;
  /** In the bin: charts are not opened by their title (the menu restores them). */
  readonly inBin: boolean;
  readonly folderTitle: (folderId: string) => string | undefined;
  /** Opens the chart's menu at `point`; `trigger` gets the focus back when it closes. */
  readonly onOpenMenu: (entry: ChartListEntry, point: { x: number; y: number }, trigger: HTMLElement) => void;
  readonly onToggle: (entry: ChartListEntry) => void;
}

/** The point below the left edge of an element (a menu opened from the keyboard or a button). */
export function pointBelow(element: HTMLElement): { x: number; y: number } {
  const rect = element.getBoundingClientRect();
  return { x: rect.left, y: rect.bottom };
}

/** Right-click opens the menu at the pointer. */
export function contextMenuHandler(props: ChartItemsProps, entry: ChartListEntry) {
  return (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    props.onOpenMenu(entry, { x: event.clientX, y: event.clientY }, event.currentTarget);
  };
}

/** In select mode a click anywhere on a chart (but its own controls) toggles it. */
export function selectClickHandler(props: ChartItemsProps, entry: ChartListEntry) {
  if (!props.selecting) return undefined;
  return (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a, button, input')) return;
    props.onToggle(entry);
  };
}

/** The context-menu key or shift+F10 on a chart opens its menu. */
export function menuKeyHandler(props: ChartItemsProps, entry: ChartListEntry) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      const target = event.target instanceof HTMLElement ? event.target : event.currentTarget;
      props.onOpenMenu(entry, pointBelow(target), target);
    }
  };
}

/** The chart's title: a link to the editor; in select mode a click selects instead; in the bin, plain text. */
export function ChartTitle({ props, entry }: { props: ChartItemsProps; entry: ChartListEntry }) {
  const title = displayTitle(entry.title);
  if (props.inBin) return <span className="chart-item__title">{title}</span>;
  return (
    <Link
      className="chart-item__title"
      to={chartPath(entry.chartId)}
      onClick={(event) => {
        if (!props.selecting) return;
        event.preventDefault();
        props.onToggle(entry);
      }}
    >
      {title}
    </Link>
  );
}

/** The selection checkbox of select mode (locked charts and others' charts cannot be selected). */
export function ChartCheckbox({ props, entry }: { props: ChartItemsProps; entry: ChartListEntry }) {
  return (
    <input
      type="checkbox"
      className="chart-item__check"
      aria-label={nl.charts.selectChart(displayTitle(entry.title))}
      checked={props.selected.has(entry.chartId)}
      disabled={!isSelectable(entry)}
      onChange={() => props.onToggle(entry)}
    />
  );
}

/** The chart's thumbnail (decorative: the title says what it is). */
export function ChartImage({ entry, size }: { entry: ChartListEntry; size: 'small' | 'large' }) {
  return (
    <img
      className={`chart-item__image chart-item__image--${size}`}
      src={entry.imageLink}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

/** The button that opens the chart's menu (the table's menu cell, the thumbnails' menu icon). */
export function ChartMenuButton({ props, entry }: { props: ChartItemsProps; entry: ChartListEntry }) {
  return (
    <button
      type="button"
      className="chart-item__menu"
      title={nl.charts.menuHint}
      aria-label={nl.charts.menuOf(displayTitle(entry.title))}
      aria-haspopup="menu"
      onClick={(event) => props.onOpenMenu(entry, pointBelow(event.currentTarget), event.currentTarget)}
    >
      <span aria-hidden="true">⋮</span>
    </button>
  );
}

/** The folder cell: a link to the chart's folder, "Geen map", or that the chart is shared with the user. */
export function FolderLink({ props, entry }: { props: ChartItemsProps; entry: ChartListEntry }) {
  if (!entry.ownedByUser) return <span className="chart-item__muted">{nl.charts.sharedChart}</span>;
  const title = props.folderTitle(entry.folderId);
  if (entry.folderId === '' || entry.folderId === 'deleted' || title === undefined) {
    return <span className="chart-item__muted">{nl.charts.noFolder}</span>;
  }
  return <Link to={browsePath(entry.folderId)}>{title}</Link>;
}
