/**
 * The overview of a chart of several layers (overview.ts reduces each layer's own cells: a block's most frequent
 * style, 0 included): one R8UI 2D array texture with a layer per chart layer, composed by the grid shader with the
 * same visibility mask as the cells — so far out a layer switch is the mask too, with no pass over the chart. The
 * composition of reduced layers can differ from the reduction of the composed cells in a block an upper layer only
 * partly covers (less than its most frequent value): at two device pixels a block or less, that is the difference of
 * a pixel's colour. Computed whole once a zoom shows it (one pass per layer), then kept up to date by each layer's
 * edit rectangles.
 */
import { TextureSource, type WebGLRenderer } from 'pixi.js';
import type { CellRect } from '../../document/ChartDocument';
import { computeOverview, overviewFactor, overviewSize } from '../overview';

export class LayerOverviews {
  readonly texture: TextureSource;
  /** Cells per overview texel side, or 0 when the grid is drawn cell by cell at any zoom. */
  readonly factor: number;
  private readonly width: number;
  private readonly height: number;
  private readonly buffers: Uint8Array[];
  private stale = true;

  constructor(
    private readonly arrays: readonly Uint8Array[],
    private readonly columnCount: number,
    private readonly rowCount: number,
  ) {
    this.factor = overviewFactor(columnCount, rowCount);
    const size = this.factor > 0 ? overviewSize(columnCount, rowCount, this.factor) : { width: 1, height: 1 };
    this.width = size.width;
    this.height = size.height;
    this.buffers = arrays.map(() => new Uint8Array(this.width * this.height));
    this.texture = new TextureSource({
      width: this.width,
      height: this.height,
      arrayLayerCount: arrays.length,
      format: 'r8uint',
      scaleMode: 'nearest',
      alphaMode: 'no-premultiply-alpha',
    });
  }

  get bytes(): number {
    return this.width * this.height * this.arrays.length;
  }

  /** Whether a zoom of `devicePixelsPerCell` draws the overview. */
  shownAt(devicePixelsPerCell: number): boolean {
    return this.factor > 0 && devicePixelsPerCell * this.factor <= 2;
  }

  /** The cells a changed cell's screen rectangle is rounded out to: whole blocks when the overview is drawn. */
  redrawBlock(devicePixelsPerCell: number): number {
    return this.shownAt(devicePixelsPerCell) ? this.factor : 1;
  }

  /** Before a frame: computes every layer's overview when stale and this zoom shows it. */
  refresh(renderer: WebGLRenderer, devicePixelsPerCell: number): void {
    if (!this.stale || !this.shownAt(devicePixelsPerCell)) return;
    this.arrays.forEach((cells, layer) => {
      computeOverview(cells, this.columnCount, this.rowCount, this.factor, this.buffers[layer]!);
    });
    this.upload(
      renderer,
      this.arrays.map((_, layer) => layer),
    );
    this.stale = false;
  }

  /** Cells of `layer` changed in these rectangles (just uploaded): its blocks recomputed, unless stale. */
  update(renderer: WebGLRenderer, layer: number, rects: readonly CellRect[]): void {
    if (this.factor === 0 || this.stale || rects.length === 0) return;
    for (const rect of rects) {
      computeOverview(
        this.arrays[layer]!,
        this.columnCount,
        this.rowCount,
        this.factor,
        this.buffers[layer]!,
        rect,
      );
    }
    this.upload(renderer, [layer]);
  }

  destroy(): void {
    this.texture.destroy();
  }

  /** Uploads whole overview layers (at most 512 × 512 bytes each). */
  private upload(renderer: WebGLRenderer, layers: readonly number[]): void {
    const gl = renderer.gl;
    renderer.texture.bindSource(this.texture, 0);
    const activeUnit = gl.getParameter(gl.ACTIVE_TEXTURE) as number;
    gl.activeTexture(gl.TEXTURE0);
    const glTexture = renderer.texture.getGlSource(this.texture);
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
    for (const layer of layers) {
      gl.texSubImage3D(
        gl.TEXTURE_2D_ARRAY,
        0,
        0,
        0,
        layer,
        this.width,
        this.height,
        1,
        glTexture.format,
        glTexture.type,
        this.buffers[layer]!,
      );
    }
    gl.activeTexture(activeUnit);
  }
}
