/**
 * The cells of text to grid (spec §3 "Text to grid"): the rasterised text as style ids (0 where the chart shows
 * through). The preview tool (`tools/preview/`) places them as its preview layer.
 */
import { placeLayer, type GridExtent, type LayerCells, type PreviewLayer } from '../document/previewLayer';

/**
 * Text to grid's preview layer: centred on the chart and, unlike a paste, free to move for every user (text has no
 * other way to be positioned, and moving it was free before moving in preview mode became a premium edit; see
 * docs/decisions.md).
 */
export function textPreviewLayer(cells: LayerCells, grid: GridExtent): PreviewLayer {
  return { ...placeLayer(cells, grid), moveIsFree: true };
}

/** The layer's cells from a text mask: the text's style where the letters are, the background (or 0) elsewhere. */
export function composeTextCells(
  mask: Uint8Array,
  textStyleId: number,
  backgroundStyleId: number,
): Uint8Array {
  const cells = new Uint8Array(mask.length);
  for (let index = 0; index < mask.length; index += 1) {
    cells[index] = mask[index] ? textStyleId : backgroundStyleId;
  }
  return cells;
}
