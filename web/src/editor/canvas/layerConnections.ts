/**
 * What connects the editor to the renderer's layers above the cells, one row per layer in drawing order (the
 * tracker draws inside the cells' shader and connects here too). Each connection adds or feeds its layer, follows
 * the editor's document and sessions, and returns its disconnect. A new layer is a module in `render/`, a
 * connection beside this file, and a row here.
 */
import type { Editor } from '../Editor';
import type { GridRenderer } from '../render/GridRenderer';
import { connectLines } from './connectLines';
import { connectOrnaments } from './connectOrnaments';
import { connectPartStitches } from './connectPartStitches';
import { connectPreview } from './connectPreview';
import { connectSelection } from './connectSelection';
import { connectTracker } from './connectTracker';
import { connectWrongSide } from './connectWrongSide';

export type LayerConnection = (renderer: GridRenderer, editor: Editor, dark: boolean) => () => void;

export const layerConnections: readonly LayerConnection[] = [
  connectTracker,
  connectWrongSide,
  connectPartStitches,
  connectLines,
  connectOrnaments,
  connectPreview,
  connectSelection,
];

/** Connects every layer; returns the function that disconnects them all. */
export function connectLayers(renderer: GridRenderer, editor: Editor, dark: boolean): () => void {
  const disconnects = layerConnections.map((connect) => connect(renderer, editor, dark));
  return () => {
    for (const disconnect of disconnects.reverse()) disconnect();
  };
}
