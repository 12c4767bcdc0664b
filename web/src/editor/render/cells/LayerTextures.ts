/**
 * The cells of a chart of several layers on the GPU (docs/decisions/layers.md, "Cost of a switch"): one R8UI 2D
 * array texture with a layer per chart layer (bottom first), uploaded by dirty rectangles straight from each layer's
 * own array (read in place, like the single cells texture), and the visibility mask the grid shader composes them
 * with. Showing or hiding a layer sets the mask uniform: no pass over cells, no upload.
 */
import { TextureSource, type WebGLRenderer } from 'pixi.js';
import type { CellRect } from '../../document/ChartDocument';
import { DirtyRegion } from '../dirtyRegion';
import { createLayerUniforms, type GridLayers, type LayerUniforms } from '../gridShader';
import { filledBounds, unionOf } from './filledBounds';
import { LayerOverviews } from './layerOverviews';
import { maximumShaderLayers, visibilityMask } from './layerMask';

export class LayerTextures implements GridLayers {
  readonly texture: TextureSource;
  readonly uniforms: LayerUniforms;
  readonly overviews: LayerOverviews;
  private readonly dirty: DirtyRegion[];
  /** Where each layer's filled cells may lie (widened by edits, never narrowed): what its switch can change. */
  private readonly bounds: (CellRect | undefined)[];
  private uploaded = 0;

  /**
   * @param arrays every layer's cells, bottom first (read in place, not copied), each `columnCount × rowCount`
   * @param visible each layer's visibility
   */
  constructor(
    private readonly arrays: readonly Uint8Array[],
    visible: readonly boolean[],
    private readonly columnCount: number,
    private readonly rowCount: number,
  ) {
    if (arrays.length < 2 || arrays.length > maximumShaderLayers) {
      throw new RangeError(`Expected 2 to ${maximumShaderLayers} layers, got ${arrays.length}`);
    }
    const size = columnCount * rowCount;
    if (arrays.some((cells) => cells.length !== size)) {
      throw new RangeError(`Every layer needs ${size} cells`);
    }
    if (visible.length !== arrays.length) throw new RangeError('Every layer needs a visibility');
    // No resource: PixiJS allocates the array texture empty on first use; the layers are uploaded by rectangles.
    this.texture = new TextureSource({
      width: columnCount,
      height: rowCount,
      arrayLayerCount: arrays.length,
      format: 'r8uint',
      scaleMode: 'nearest',
      alphaMode: 'no-premultiply-alpha',
    });
    this.overviews = new LayerOverviews(arrays, columnCount, rowCount);
    this.uniforms = createLayerUniforms(arrays.length, visibilityMask(visible));
    this.bounds = arrays.map((cells) => filledBounds(cells, columnCount));
    const whole = { x: 0, y: 0, width: columnCount, height: rowCount };
    this.dirty = arrays.map(() => {
      const region = new DirtyRegion();
      region.add(whole);
      return region;
    });
  }

  get overviewTexture(): TextureSource {
    return this.overviews.texture;
  }

  get count(): number {
    return this.arrays.length;
  }

  /** Whether these are the arrays shown (the same arrays in the same order). */
  holds(arrays: readonly Uint8Array[]): boolean {
    return (
      arrays.length === this.arrays.length && arrays.every((cells, index) => cells === this.arrays[index])
    );
  }

  /** The mask uniform now (bit n: layer n visible). */
  get mask(): number {
    return this.uniforms.uniforms.uVisibleLayers;
  }

  /**
   * Shows and hides layers: the mask uniform only. Returns whether it changed, and the cells that may look different
   * now (the bounds of the layers shown or hidden; absent when they are empty).
   */
  setVisibility(visible: readonly boolean[]): { changed: boolean; rect?: CellRect } {
    if (visible.length !== this.arrays.length) throw new RangeError('Every layer needs a visibility');
    const mask = visibilityMask(visible);
    const toggled = mask ^ this.mask;
    if (toggled === 0) return { changed: false };
    this.uniforms.uniforms.uVisibleLayers = mask;
    this.uniforms.update();
    let rect: CellRect | undefined;
    this.bounds.forEach((bounds, index) => {
      if (toggled & (1 << index)) rect = unionOf(rect, bounds);
    });
    return rect ? { changed: true, rect } : { changed: true };
  }

  /** Cells of these layers (indexes, bottom first; undefined: all) changed within `rect`. */
  markDirty(rect: CellRect, layers?: readonly number[]): void {
    const indexes = layers ?? this.arrays.map((_, index) => index);
    for (const index of indexes) {
      if (index < 0 || index >= this.arrays.length) continue;
      this.dirty[index]!.add(rect);
      this.bounds[index] = unionOf(this.bounds[index], rect);
    }
  }

  /** Cells uploaded by rectangles so far, every layer together. */
  get uploadedCellCount(): number {
    return this.uploaded;
  }

  get bytes(): number {
    return this.columnCount * this.rowCount * this.arrays.length + this.overviews.bytes;
  }

  /**
   * Uploads the dirty rectangles of every layer (texSubImage3D from the layer's own array) and updates their
   * overviews; returns the rectangles.
   */
  upload(renderer: WebGLRenderer): CellRect[] {
    if (this.dirty.every((region) => region.isEmpty)) return [];
    const gl = renderer.gl;
    // As uploadCellRects: bound (and allocated on first use) on unit 0, the active unit restored afterwards.
    renderer.texture.bindSource(this.texture, 0);
    const activeUnit = gl.getParameter(gl.ACTIVE_TEXTURE) as number;
    gl.activeTexture(gl.TEXTURE0);
    const glTexture = renderer.texture.getGlSource(this.texture);
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
    gl.pixelStorei(gl.UNPACK_ROW_LENGTH, this.columnCount);
    // A 3D upload checks UNPACK_SKIP_ROWS + height against the image height (default: the rectangle's height).
    gl.pixelStorei(gl.UNPACK_IMAGE_HEIGHT, this.rowCount);
    const all: CellRect[] = [];
    const byLayer: CellRect[][] = this.dirty.map((region) => (region.isEmpty ? [] : region.take()));
    byLayer.forEach((rects, layer) => {
      const cells = this.arrays[layer]!;
      for (const rect of rects) {
        gl.pixelStorei(gl.UNPACK_SKIP_PIXELS, rect.x);
        gl.pixelStorei(gl.UNPACK_SKIP_ROWS, rect.y);
        gl.texSubImage3D(
          gl.TEXTURE_2D_ARRAY,
          0,
          rect.x,
          rect.y,
          layer,
          rect.width,
          rect.height,
          1,
          glTexture.format,
          glTexture.type,
          cells,
        );
        this.uploaded += rect.width * rect.height;
        all.push(rect);
      }
    });
    gl.pixelStorei(gl.UNPACK_ROW_LENGTH, 0);
    gl.pixelStorei(gl.UNPACK_IMAGE_HEIGHT, 0);
    gl.pixelStorei(gl.UNPACK_SKIP_PIXELS, 0);
    gl.pixelStorei(gl.UNPACK_SKIP_ROWS, 0);
    gl.activeTexture(activeUnit);
    byLayer.forEach((rects, layer) => this.overviews.update(renderer, layer, rects));
    return all;
  }

  destroy(): void {
    this.texture.destroy();
    this.overviews.destroy();
  }
}
