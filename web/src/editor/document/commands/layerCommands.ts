/**
 * Layer commands (spec §3 "Layers", docs/decisions/layers.md): add, rename, move, show or hide, delete (never the
 * last) and select a layer of a grid chart. Each swaps the layers and their cell arrays for new ones and returns the
 * swap back as its inverse, so undo and redo restore exactly the arrays there were (cell edits name their layer by
 * id, see `cellPatch.ts`, so they stay with their layer).
 */
import { nextLayerId, type FreeformSymbol, type Layer, type Layers } from '@steekwerk/model';
import type { ChartDocument } from '../ChartDocument';
import { defineCommand, sequence, type Command, type CommandResult, type Invocation } from './command';

/**
 * Puts a freeform chart's symbols (and their per-session ids) to the given list; the inverse puts back the list
 * there was, order and ids included. Deleting a layer takes its symbols away with this (a grid chart's editor loads
 * none of the freeform commands, `freeformCommands.ts`).
 */
function swapSymbolsTo(symbols: readonly FreeformSymbol[], ids: readonly number[]): Invocation {
  return {
    name: 'setFreeformSymbols',
    run(document) {
      const before = { symbols: document.freeformSymbols, ids: document.freeformSymbolIds };
      const kept = new Set(ids);
      const had = new Set(before.ids);
      document.replaceFreeform({ ...document.meta.freeform, symbols: [...symbols] }, ids, {
        added: ids.filter((id) => !had.has(id)),
        removed: before.ids.filter((id) => !kept.has(id)),
        changed: [],
        settings: false,
      });
      return { inverse: swapSymbolsTo(before.symbols, [...before.ids]) };
    },
  };
}

/** Takes away a freeform layer's symbols; false when it has none. */
function removeLayerSymbols(document: ChartDocument, layerId: number): CommandResult | false {
  const ids = document.freeformSymbolIds;
  const symbols = document.freeformSymbols;
  const keep = symbols.flatMap((symbol, at) => (symbol.layerId === layerId ? [] : [at]));
  if (keep.length === symbols.length) return false;
  return swapSymbolsTo(
    keep.map((at) => symbols[at]!),
    keep.map((at) => ids[at]!),
  ).run(document);
}

/** The most characters of a layer title (the wire format's bound). */
export const MAX_LAYER_TITLE = 200;

function swapTo(layers: Layers, cells: Uint8Array[]): Invocation {
  return {
    name: 'setLayers',
    run(document) {
      const before = { layers: document.meta.layers, cells: [...document.layerCells] };
      document.replaceLayers(layers, cells);
      return { inverse: swapTo(before.layers, before.cells) };
    },
  };
}

function apply(document: ChartDocument, layers: Layers, cells: Uint8Array[]): CommandResult {
  return swapTo(layers, cells).run(document) as CommandResult;
}

function indexOf(document: ChartDocument, layerId: number): number {
  return document.hasMetadata
    ? document.meta.layers.items.findIndex((layer) => layer.layerId === layerId)
    : -1;
}

/** A title as kept: trimmed, at most {@link MAX_LAYER_TITLE} characters; undefined when empty. */
export function layerTitle(title: string): string | undefined {
  const trimmed = title.trim().slice(0, MAX_LAYER_TITLE);
  return trimmed.length > 0 ? trimmed : undefined;
}

/** Adds an empty layer just above the selected one and selects it. */
export const addLayer: Command<{ readonly title: string }> = {
  ...defineCommand<{ readonly title: string }>('addLayer', (document, { title }) => {
    if (!document.hasMetadata) return false;
    const name = layerTitle(title);
    if (!name) return false;
    const { items } = document.meta.layers;
    const layer: Layer = { layerId: nextLayerId(document.meta.layers), title: name, visible: true };
    const at = document.selectedLayerIndex + 1;
    const cells = [...document.layerCells];
    cells.splice(at, 0, new Uint8Array(document.columnCount * document.rowCount));
    const nextItems = [...items.slice(0, at), layer, ...items.slice(at)];
    return apply(document, { items: nextItems, selectedLayerId: layer.layerId }, cells);
  }),
  layersAfter: (document) => document.layerCells.length + 1,
};

/** Renames a layer (refused for an empty title or no change). */
export const renameLayer = defineCommand<{ readonly layerId: number; readonly title: string }>(
  'renameLayer',
  (document, { layerId, title }) => {
    const index = indexOf(document, layerId);
    const name = layerTitle(title);
    if (index < 0 || !name || document.meta.layers.items[index]!.title === name) return false;
    const items = document.meta.layers.items.map((layer, at) =>
      at === index ? { ...layer, title: name } : layer,
    );
    return apply(document, { ...document.meta.layers, items }, [...document.layerCells]);
  },
);

/** Shows or hides a layer: hidden, its cells are neither drawn, exported nor counted. */
export const setLayerVisible = defineCommand<{ readonly layerId: number; readonly visible: boolean }>(
  'setLayerVisible',
  (document, { layerId, visible }) => {
    const index = indexOf(document, layerId);
    if (index < 0 || document.meta.layers.items[index]!.visible === visible) return false;
    const items = document.meta.layers.items.map((layer, at) =>
      at === index ? { ...layer, visible } : layer,
    );
    return apply(document, { ...document.meta.layers, items }, [...document.layerCells]);
  },
);

/** Moves a layer to another place (0 the bottom); the layers between shift. */
export const moveLayer = defineCommand<{ readonly layerId: number; readonly toIndex: number }>(
  'moveLayer',
  (document, { layerId, toIndex }) => {
    const index = indexOf(document, layerId);
    const count = document.layerCells.length;
    if (index < 0 || !Number.isInteger(toIndex) || toIndex < 0 || toIndex >= count || toIndex === index)
      return false;
    const items = [...document.meta.layers.items];
    const cells = [...document.layerCells];
    const [layer] = items.splice(index, 1);
    const [layerCells] = cells.splice(index, 1);
    items.splice(toIndex, 0, layer!);
    cells.splice(toIndex, 0, layerCells!);
    return apply(document, { ...document.meta.layers, items }, cells);
  },
);

/** Deletes a layer and its cells (never the last one); the layer below it (or above) becomes the selected one. */
export const deleteLayer = defineCommand<{ readonly layerId: number }>(
  'deleteLayer',
  (document, { layerId }) => {
    const index = indexOf(document, layerId);
    const { items, selectedLayerId } = document.hasMetadata
      ? document.meta.layers
      : { items: [], selectedLayerId: 0 };
    if (index < 0 || items.length <= 1) return false;
    const nextItems = items.filter((_, at) => at !== index);
    const cells = document.layerCells.filter((_, at) => at !== index);
    const selected =
      selectedLayerId === layerId ? nextItems[Math.max(0, index - 1)]!.layerId : selectedLayerId;
    // A freeform layer's symbols go with it (and come back with undo).
    const removal = removeLayerSymbols(document, layerId);
    const swapped = apply(document, { items: nextItems, selectedLayerId: selected }, cells);
    if (!removal) return swapped;
    return { inverse: sequence('deleteLayer', [swapped.inverse, removal.inverse]) };
  },
);

/** Selects the layer drawing, erasing, fills and pastes go to. */
export const selectLayer = defineCommand<{ readonly layerId: number }>(
  'selectLayer',
  (document, { layerId }) => {
    const index = indexOf(document, layerId);
    if (index < 0 || document.meta.layers.selectedLayerId === layerId) return false;
    return apply(document, { ...document.meta.layers, selectedLayerId: layerId }, [...document.layerCells]);
  },
);
