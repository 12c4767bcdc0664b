/**
 * The renderer draws a list of layers, bottom to top: the cells (`cells/CellsLayer.ts`: index texture and grid
 * shader, with the tracker and the part stitches), then custom lines, knots and beads, the preview layer and the
 * selection. Each layer above the cells is a module of its own implementing {@link RenderLayer}; the renderer owns
 * the frame loop, the scroll copy and the scissored redraws, and asks every layer to lay itself out when the view
 * moves and to upload what changed before a frame.
 *
 * A layer never draws per item with a sprite or a draw call each: its cost must follow the view, not the chart
 * (docs/architecture.md, "The editor": the renderer).
 */
import type { Container, TextureSource, WebGLRenderer } from 'pixi.js';
import type { CellRect } from '../document/ChartDocument';
import type { GridTheme } from './gridTheme';

/** Where the grid is on the canvas: CSS pixels, and the device pixels per CSS pixel. */
export interface LayerView {
  /** The grid's top-left corner in CSS pixels of the canvas (may be negative when scrolled). */
  readonly originX: number;
  readonly originY: number;
  /** One cell in CSS pixels. */
  readonly cellWidth: number;
  readonly cellHeight: number;
  /** Device pixels per CSS pixel. */
  readonly resolution: number;
  /** The drawing buffer in device pixels. */
  readonly bufferWidth: number;
  readonly bufferHeight: number;
}

/**
 * How the chart's cells look, for a layer that draws cells of its own with the grid shader (the preview layer): the
 * style textures (updated in place when the palette changes), the symbol atlas (replaced when the symbols in use
 * change), the line ranks of the view, the theme and the brightness.
 */
export interface CellLook {
  readonly palette: TextureSource;
  readonly styles: TextureSource;
  readonly atlas: TextureSource;
  /** The atlas's size in tiles; [0, 0] without symbols. */
  readonly atlasTiles: readonly [number, number];
  readonly lineRanksX: TextureSource;
  readonly lineRanksY: TextureSource;
  readonly theme: GridTheme;
  /** −1 black … 0 as is … 1 white (`brightnessAmount`). */
  readonly brightness: number;
}

/** What a layer may ask of the renderer that draws it. */
export interface LayerHost {
  /** The WebGL 2 renderer (for textures and uploads). */
  readonly renderer: WebGLRenderer;
  /** How the chart's cells look now (read again after {@link RenderLayer.lookChanged}). */
  cellLook(): CellLook;
  /** Something changed over these cells: drawn at once when no frame was drawn lately, else with the next one. */
  redrawCells(rects: readonly CellRect[]): void;
  /** The whole view must be drawn again with the next frame (a change that is not a few cells). */
  redrawAll(): void;
}

export interface RenderLayer {
  /** What the layer draws, added to the stage in the list's order (above the layers before it). */
  readonly display: Container;
  /** The grid moved or scaled, or the canvas changed size (and once when the layer is added). */
  layout(view: LayerView): void;
  /** Before a frame: uploads pending data to the GPU. */
  prepare(): void;
  /** The atlas, theme or brightness of the cells changed (a layer drawing cells takes the new look). */
  lookChanged?(): void;
  /** Releases the layer's GPU resources; the renderer removes `display` from the stage first. */
  destroy(): void;
}
