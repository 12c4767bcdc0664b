/**
 * Freeform commands (issue 29, docs/decisions/freeform.md): the one generic edit of a freeform chart's symbols —
 * add, remove and change symbols by their per-session id, as one undo step whose inverse restores exactly the list
 * there was (order and ids included) — and the chart's size and background. Every tool (place, select, move,
 * rotate, align, paste) comes down to these. Each symbol's `boundingBox` is derived here (`boundingBoxOf`), so no
 * caller can let it drift.
 */
import {
  SymbolPlaces,
  freeformSchema,
  hexColorSchema,
  type Freeform,
  type FreeformSymbol,
} from '@steekwerk/model';
import type { ChartDocument } from '../ChartDocument';
import { defineCommand, invoke, type Command, type CommandResult } from './command';
import { checkedFreeformSymbol, type ChartIds } from './freeformSymbolCheck';
import { setRoundGuides } from './roundGuideCommands';

/** A symbol to add under its new id (`document.newFreeformId()`), at a place in the list (absent: on top). */
export interface AddedFreeformSymbol {
  readonly id: number;
  readonly symbol: FreeformSymbol;
  /** Its index in the list once added (0 the bottom); absent or beyond the end: the top. */
  readonly index?: number;
}

export interface ChangedFreeformSymbol {
  readonly id: number;
  readonly symbol: FreeformSymbol;
}

/** One edit of the symbols: removals first, then changes, then additions (in order of their indexes). */
export interface FreeformSymbolEdit {
  readonly added?: readonly AddedFreeformSymbol[];
  readonly removed?: readonly number[];
  readonly changed?: readonly ChangedFreeformSymbol[];
}

/** A symbol with its `boundingBox` derived from its placement; undefined when it is not a valid symbol. */
export function normaliseFreeformSymbol(symbol: FreeformSymbol): FreeformSymbol | undefined {
  return checkedFreeformSymbol(symbol);
}

function isId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1;
}

/** The style ids of the palette and the layer ids of the chart, gathered once per edit. */
function chartIdsOf(document: ChartDocument): ChartIds {
  const layerIds = document.isFreeform ? document.meta.layers.items.map((layer) => layer.layerId) : [1];
  return {
    styleIds: new Set(document.palette.styles.map((style) => style.styleId)),
    layerIds: new Set(layerIds),
  };
}

function sameSymbol(a: FreeformSymbol, b: FreeformSymbol): boolean {
  return (
    a.x === b.x &&
    a.y === b.y &&
    a.width === b.width &&
    a.height === b.height &&
    a.rotate === b.rotate &&
    a.size === b.size &&
    a.styleId === b.styleId &&
    a.layerId === b.layerId
  );
}

/** The symbols an edit adds and changes, normalised; undefined when any id or symbol is invalid. */
function checkEdit(
  document: ChartDocument,
  edit: FreeformSymbolEdit,
): { added: AddedFreeformSymbol[]; changed: ChangedFreeformSymbol[]; removed: number[] } | undefined {
  const removed = [...(edit.removed ?? [])];
  const seen = new Set<number>();
  for (const id of removed) {
    if (!isId(id) || seen.has(id) || document.freeformIndexOf(id) < 0) return undefined;
    seen.add(id);
  }
  const chart = chartIdsOf(document);
  const changed: ChangedFreeformSymbol[] = [];
  for (const entry of edit.changed ?? []) {
    if (!isId(entry.id) || seen.has(entry.id) || document.freeformIndexOf(entry.id) < 0) return undefined;
    const symbol = checkedFreeformSymbol(entry.symbol, chart);
    if (!symbol) return undefined;
    seen.add(entry.id);
    changed.push({ id: entry.id, symbol });
  }
  const added: AddedFreeformSymbol[] = [];
  for (const entry of edit.added ?? []) {
    if (!isId(entry.id) || seen.has(entry.id) || document.freeformIndexOf(entry.id) >= 0) return undefined;
    const symbol = checkedFreeformSymbol(entry.symbol, chart);
    if (!symbol) return undefined;
    if (entry.index !== undefined && (!Number.isSafeInteger(entry.index) || entry.index < 0))
      return undefined;
    seen.add(entry.id);
    added.push(entry.index === undefined ? { id: entry.id, symbol } : { ...entry, symbol });
  }
  return { added, changed, removed };
}

/**
 * Adds, removes and changes freeform symbols as one undo step. Refused (false) in a grid chart, for an empty edit
 * or one that changes nothing, for an unknown or repeated id, an added id already in use, a symbol that is not
 * valid (schema, finite numbers, width and height above 0, size 0.25–8) or whose style or layer the chart lacks.
 */
export const editFreeformSymbols: Command<FreeformSymbolEdit> = {
  ...defineCommand<FreeformSymbolEdit>('editFreeformSymbols', (document, edit): CommandResult | false => {
    if (!document.isFreeform) return false;
    const checked = checkEdit(document, edit);
    if (!checked) return false;
    const symbols = document.freeformSymbols;
    const ids = document.freeformSymbolIds;
    const removedSet = new Set(checked.removed);
    const changedById = new Map(checked.changed.map((entry) => [entry.id, entry.symbol]));
    const restore: AddedFreeformSymbol[] = [];
    const restoreChanged: ChangedFreeformSymbol[] = [];
    const nextSymbols: FreeformSymbol[] = [];
    const nextIds: number[] = [];
    const changedIndexes: number[] = [];
    let changesSomething = checked.removed.length > 0 || checked.added.length > 0;
    for (const [index, symbol] of symbols.entries()) {
      const id = ids[index]!;
      if (removedSet.has(id)) {
        restore.push({ id, symbol, index });
        continue;
      }
      const replacement = changedById.get(id);
      if (replacement) {
        restoreChanged.push({ id, symbol });
        changedIndexes.push(index);
        if (!sameSymbol(symbol, replacement)) changesSomething = true;
      }
      nextSymbols.push(replacement ?? symbol);
      nextIds.push(id);
    }
    if (!changesSomething) return false;
    const placed = checked.added.filter((entry) => entry.index !== undefined);
    const onTop = checked.added.filter((entry) => entry.index === undefined);
    placed.sort((a, b) => a.index! - b.index!);
    for (const entry of [...placed, ...onTop]) {
      const at = Math.min(entry.index ?? nextSymbols.length, nextSymbols.length);
      nextSymbols.splice(at, 0, entry.symbol);
      nextIds.splice(at, 0, entry.id);
    }
    // The symmetry's index of symbol places follows a list whose symbols only changed (`SymbolPlaces.carry`).
    if (checked.added.length === 0 && checked.removed.length === 0)
      SymbolPlaces.carry(symbols, nextSymbols, changedIndexes);
    document.replaceFreeform({ ...document.meta.freeform, symbols: nextSymbols }, nextIds, {
      added: checked.added.map((entry) => entry.id),
      removed: checked.removed,
      changed: checked.changed.map((entry) => entry.id),
      settings: false,
    });
    return {
      inverse: invoke(editFreeformSymbols, {
        added: restore,
        removed: checked.added.map((entry) => entry.id),
        changed: restoreChanged,
      }),
    };
  }),
  freeformAfter: (document, edit) => ({
    symbolCount: document.freeformSymbols.length + (edit.added?.length ?? 0) - (edit.removed?.length ?? 0),
  }),
};

/** The size and background of a freeform chart. */
export interface FreeformSettingsChange {
  readonly size?: Freeform['size'];
  readonly backgroundColor?: string;
}

/**
 * Changes a freeform chart's size (whole units, 1 up to the tier's largest) or background colour (a hex colour).
 * Symbols stay where they are, also outside a smaller chart.
 */
export const setFreeformSettings: Command<FreeformSettingsChange> = {
  ...defineCommand<FreeformSettingsChange>('setFreeformSettings', (document, change) => {
    if (!document.isFreeform) return false;
    const current = document.meta.freeform;
    const size = change.size ?? current.size;
    if (!Number.isSafeInteger(size.width) || !Number.isSafeInteger(size.height)) return false;
    let backgroundColor = current.backgroundColor;
    if (change.backgroundColor !== undefined) {
      const parsed = hexColorSchema.safeParse(change.backgroundColor);
      if (!parsed.success) return false;
      backgroundColor = parsed.data;
    }
    const next = { ...current, size: { width: size.width, height: size.height }, backgroundColor };
    if (!freeformSchema.safeParse(next).success) return false;
    const sameSize = size.width === current.size.width && size.height === current.size.height;
    if (sameSize && backgroundColor === current.backgroundColor) return false;
    document.replaceFreeform(next, document.freeformSymbolIds, {
      added: [],
      removed: [],
      changed: [],
      settings: true,
    });
    return {
      inverse: invoke(setFreeformSettings, {
        size: current.size,
        backgroundColor: current.backgroundColor,
      }),
    };
  }),
  freeformAfter: (_document, change) => (change.size ? { size: change.size } : {}),
};

/**
 * The freeform commands of the command table (`commands/commandTable.ts`), by name. The freeform feature carries
 * them (a grid chart's editor loads none of this file), and the editor runs them by name once it has the feature.
 */
export const freeformCommandTable = {
  editFreeformSymbols,
  setFreeformSettings,
  setRoundGuides,
} as const;

export type FreeformCommandTable = typeof freeformCommandTable;
