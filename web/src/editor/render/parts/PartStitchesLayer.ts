/**
 * The renderer's half and quarter stitches on the GPU, drawn by the grid shader (partStitchShader.ts): per list an
 * RGBA8UI texture of the chart's size (partStitchTexels.ts) over an array kept here, made only once the chart has
 * stitches of that list (a 1 × 1 placeholder before), and the uniform that tells the shader which lists it has. An
 * edit repacks and uploads only the rectangle of cells it touched (texSubImage2D), like the cells' own edits, once
 * per frame for all the edits since the last one.
 *
 * Drawing them in the grid shader rather than as a layer of its own costs one or two texel reads per pixel instead
 * of a second pass over the whole view, and keeps the grid lines, the brightness and the tracker's look over them
 * (docs/decisions.md, "Half and quarter stitches, knots and beads").
 */
import type { PartStitch } from '@steekwerk/model';
import { BufferImageSource, type WebGLRenderer } from 'pixi.js';
import type { CellRect } from '../../document/ChartDocument';
import type { PartStitchKind } from '../../document/partStitches';
import { DirtyRegion } from '../dirtyRegion';
import { uploadCellRects } from '../uploadCellRects';
import { createPartStitchUniforms, type PartStitchUniforms } from './partStitchShader';
import { packPartStitches, texelBytes } from './partStitchTexels';

function texelSource(resource: Uint8Array, width: number, height: number): BufferImageSource {
  return new BufferImageSource({
    resource,
    width,
    height,
    format: 'rgba8uint',
    scaleMode: 'nearest',
    alphaMode: 'no-premultiply-alpha',
  });
}

/** One list's texels and texture. */
class PartTexture {
  source = texelSource(new Uint8Array(texelBytes), 1, 1);
  /** The texels (chart-sized), undefined while the placeholder is bound. */
  data: Uint8Array | undefined;
  columnCount = 0;
  rowCount = 0;
  /** The list as last given, and the rectangles of it to repack and upload before the next frame. */
  list: readonly PartStitch[] = [];
  readonly dirty = new DirtyRegion();
}

export class PartStitchesLayer {
  readonly uniforms: PartStitchUniforms = createPartStitchUniforms();
  private readonly textures: Record<PartStitchKind, PartTexture> = {
    halfStitches: new PartTexture(),
    quarterStitches: new PartTexture(),
  };
  private uploadedCells = 0;
  private packTime = 0;
  private uploadTime = 0;

  get halves(): BufferImageSource {
    return this.textures.halfStitches.source;
  }

  get quarters(): BufferImageSource {
    return this.textures.quarterStitches.source;
  }

  /** Bytes its textures hold on the GPU (4 per cell for each list the chart has). */
  get gpuBytes(): number {
    let bytes = 0;
    for (const texture of Object.values(this.textures)) if (texture.data) bytes += texture.data.length;
    return bytes;
  }

  /** Cells uploaded by rectangles so far, and the milliseconds spent repacking and uploading them (benchmarks). */
  get uploads(): { readonly cells: number; readonly packMs: number; readonly uploadMs: number } {
    return { cells: this.uploadedCells, packMs: this.packTime, uploadMs: this.uploadTime };
  }

  /**
   * Shows a whole list on a grid of this size. Returns the textures replaced (for the caller to destroy once the
   * scene no longer binds them); when it returns any, the scene must be rebuilt with the new ones.
   */
  set(
    kind: PartStitchKind,
    list: readonly PartStitch[],
    columnCount: number,
    rowCount: number,
  ): BufferImageSource[] {
    const texture = this.textures[kind];
    const fits =
      texture.data !== undefined && texture.columnCount === columnCount && texture.rowCount === rowCount;
    texture.list = list;
    if (fits) {
      texture.dirty.add({ x: 0, y: 0, width: columnCount, height: rowCount });
      return [];
    }
    if (list.length === 0 && texture.data === undefined) return [];
    const replaced = texture.source;
    texture.dirty.clear();
    if (list.length === 0) {
      texture.data = undefined;
      texture.source = texelSource(new Uint8Array(texelBytes), 1, 1);
    } else {
      const data = new Uint8Array(columnCount * rowCount * texelBytes);
      packPartStitches(list, columnCount, rowCount, data);
      texture.data = data;
      texture.columnCount = columnCount;
      texture.rowCount = rowCount;
      texture.source = texelSource(data, columnCount, rowCount);
    }
    this.refreshUniforms();
    return [replaced];
  }

  /**
   * The list changed within `rect` (cells): repacked and uploaded before the next frame, together with the other
   * changes since the last one (one pass over the list per frame, however many edits). Returns false when the list
   * has no texture yet (the caller then {@link set}s it whole).
   */
  update(kind: PartStitchKind, list: readonly PartStitch[], rect: CellRect): boolean {
    const texture = this.textures[kind];
    if (!texture.data) return list.length === 0;
    texture.list = list;
    texture.dirty.add(rect);
    return true;
  }

  /** Repacks and uploads the changed rectangles of both lists; returns them (the screen area to redraw). */
  upload(renderer: WebGLRenderer): CellRect[] {
    const uploaded: CellRect[] = [];
    for (const texture of Object.values(this.textures)) {
      if (!texture.data || texture.dirty.isEmpty) continue;
      const rects = texture.dirty.take();
      const started = performance.now();
      packPartStitches(texture.list, texture.columnCount, texture.rowCount, texture.data, rects);
      const packed = performance.now();
      uploadCellRects(renderer, texture.source, texture.data, texture.columnCount, rects);
      this.packTime += packed - started;
      this.uploadTime += performance.now() - packed;
      for (const rect of rects) this.uploadedCells += rect.width * rect.height;
      uploaded.push(...rects);
    }
    return uploaded;
  }

  destroy(): void {
    for (const texture of Object.values(this.textures)) texture.source.destroy();
  }

  private refreshUniforms(): void {
    const { halfStitches, quarterStitches } = this.textures;
    this.uniforms.uniforms.uPartStitches = new Float32Array([
      halfStitches.data ? 1 : 0,
      quarterStitches.data ? 1 : 0,
    ]);
    this.uniforms.update();
  }
}
