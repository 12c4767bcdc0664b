/**
 * The charts list's context menus (spec §2 "Context menus") as plain data: which items a chart, a selection or a
 * chart in the bin gets, how the keyboard moves through them, and whether the menu pops up where it was asked
 * for or shows as a modal (on mobile, or when it does not fit the window). Sizes from spec §9.
 */
import { freeTierLimits, type ChartListEntry } from '@steekwerk/model';
import { nl } from '../i18n/nl';

/** Spec §9: width 260, item height 27, divider 19. */
export const contextMenuSizes = { width: 260, itemHeight: 27, dividerHeight: 19 } as const;

/** Spec §2: mobile screens are narrower than 768 px. */
export const mobileWidth = 768;

export type ChartMenuAction =
  | 'open'
  | 'properties'
  | 'share'
  | 'clone'
  | 'download'
  | 'select'
  | 'delete'
  | 'cancel'
  | 'selectionProperties'
  | 'deselectAll'
  | 'deleteSelection'
  | 'restore'
  | 'chartProperties'
  | 'zoom';

export interface ChartMenuItem {
  readonly kind: 'item';
  readonly action: ChartMenuAction;
  readonly label: string;
  /** Shown but cannot be activated. */
  readonly disabled: boolean;
  /** Shows a Premium badge and leads to the upsell page for users without premium. */
  readonly premium: boolean;
}

export type ChartMenuEntry = ChartMenuItem | { readonly kind: 'divider' };

export interface ChartMenuContext {
  /** `select` in select mode, `bin` for a chart in the bin, `chart` otherwise. */
  readonly mode: 'chart' | 'select' | 'bin';
  readonly entry: ChartListEntry;
  readonly selectedCount: number;
  readonly premiumUser: boolean;
}

/** A line between groups of items. */
export const divider = { kind: 'divider' } as const;

/** A menu item with its Dutch label. */
export function item(action: ChartMenuAction, disabled = false, premium = false): ChartMenuItem {
  return { kind: 'item', action, label: nl.charts.menu[action], disabled, premium };
}

/** Whether a copy of the chart would be larger than a free user may have (a copy then needs premium). */
export function copyNeedsPremium(entry: Pick<ChartListEntry, 'columnCount' | 'rowCount'>): boolean {
  return Math.max(entry.columnCount, entry.rowCount) > freeTierLimits.maxGridSize;
}

/** The items of the menu (spec §2), with the disabled and premium ones marked. */
export function chartMenuEntries(context: ChartMenuContext): ChartMenuEntry[] {
  const { entry } = context;
  if (context.mode === 'bin') return [item('restore', !entry.ownedByUser), item('cancel')];
  if (context.mode === 'select') {
    const none = context.selectedCount === 0;
    return [
      item('selectionProperties', none),
      item('deselectAll', none),
      item('deleteSelection', none),
      item('cancel'),
    ];
  }
  const notOwner = !entry.ownedByUser;
  const cloneAllowed = entry.ownedByUser || entry.allowClone;
  const entries: ChartMenuEntry[] = [item('open')];
  if (!entry.locked) entries.push(item('properties', notOwner));
  entries.push(item('share', notOwner));
  entries.push(item('clone', !cloneAllowed, cloneAllowed && !context.premiumUser && copyNeedsPremium(entry)));
  if (!entry.locked) entries.push(item('select', notOwner));
  entries.push(divider);
  if (!entry.locked) entries.push(item('delete', notOwner), divider);
  entries.push(item('cancel'));
  return entries;
}

/** The height of a menu of these entries in pixels. */
export function menuHeight(entries: readonly ChartMenuEntry[]): number {
  return entries.reduce(
    (height, entry) =>
      height + (entry.kind === 'divider' ? contextMenuSizes.dividerHeight : contextMenuSizes.itemHeight),
    0,
  );
}

export type MenuPlacement =
  { readonly kind: 'modal' } | { readonly kind: 'popup'; left: number; top: number };

/**
 * Where the menu shows: at the point it was asked for, flipped left or up when it would run off the window there,
 * or as a modal on mobile or when it fits neither way.
 */
export function menuPlacement(
  point: { readonly x: number; readonly y: number },
  entries: readonly ChartMenuEntry[],
  viewport: { readonly width: number; readonly height: number },
): MenuPlacement {
  if (viewport.width < mobileWidth) return { kind: 'modal' };
  const width = contextMenuSizes.width;
  const height = menuHeight(entries);
  const left = point.x + width <= viewport.width ? point.x : point.x - width;
  const top = point.y + height <= viewport.height ? point.y : point.y - height;
  if (left < 0 || top < 0) return { kind: 'modal' };
  return { kind: 'popup', left, top };
}

/** The positions of the items (not the dividers) of a menu. */
function itemPositions(entries: readonly ChartMenuEntry[]): number[] {
  return entries.flatMap((entry, index) => (entry.kind === 'item' ? [index] : []));
}

/** The item focused first: the first that can be activated. */
export function firstFocus(entries: readonly ChartMenuEntry[]): number {
  return entries.findIndex((entry) => entry.kind === 'item' && !entry.disabled);
}

/**
 * The item a key moves the focus to (ArrowDown/ArrowUp wrap around, Home, End), skipping dividers; disabled
 * items can be focused but not activated. Other keys keep the focus.
 */
export function moveFocus(entries: readonly ChartMenuEntry[], current: number, key: string): number {
  const positions = itemPositions(entries);
  if (positions.length === 0) return current;
  const at = positions.indexOf(current);
  switch (key) {
    case 'ArrowDown':
      return positions[(at + 1) % positions.length]!;
    case 'ArrowUp':
      return positions[at <= 0 ? positions.length - 1 : at - 1]!;
    case 'Home':
      return positions[0]!;
    case 'End':
      return positions[positions.length - 1]!;
    default:
      return current;
  }
}

/** Whether a key activates the focused item (Enter or Space, spec §2). */
export function activatesItem(key: string): boolean {
  return key === 'Enter' || key === ' ';
}
