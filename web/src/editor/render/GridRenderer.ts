/**
 * Draws a chart grid with PixiJS 8 (WebGL 2): cells are texels of one index texture, coloured through a palette
 * texture, with grid lines drawn procedurally by the same shader. The frame cost depends on the canvas size only,
 * never on the number of cells. Frames are drawn on demand, at most one per animation frame.
 *
 * The renderer reads the cells it is given and never writes them.
 */
import {
  autoDetectRenderer,
  BufferImageSource,
  Container,
  Mesh,
  MeshGeometry,
  RendererType,
  type Renderer,
  type Shader,
  type WebGLRenderer,
} from 'pixi.js';
import { fitGridLayout } from './gridCamera';
import { createGridShader, type GridUniforms } from './gridShader';
import { defaultGridTheme, type GridTheme, type Rgb } from './gridTheme';

/** Thrown by {@link GridRenderer.create} when no WebGL 2 context can be made. */
export class WebGlUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('WebGL 2 is not available', options);
    this.name = 'WebGlUnavailableError';
  }
}

export interface GridRendererOptions {
  readonly canvas: HTMLCanvasElement;
  /** Size in CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** Device pixels per CSS pixel; defaults to `window.devicePixelRatio`. */
  readonly resolution?: number;
  readonly theme?: GridTheme;
  /** The colour around the grid. */
  readonly background?: string;
  /** Called after every frame drawn. */
  readonly onFrame?: () => void;
}

/** Entries in the palette texture: one per possible cell value. */
export const paletteSize = 256;

/** A palette of `paletteSize` RGBA entries: `emptyCell` for 0 (an empty cell), `fill` for every style id. */
export function createPalette(emptyCell: Rgb, fill: Rgb = [0xbf, 0x3f, 0x3f]): Uint8Array<ArrayBuffer> {
  const palette = new Uint8Array(paletteSize * 4);
  for (let index = 0; index < paletteSize; index++) {
    const colour = index === 0 ? emptyCell : fill;
    palette.set([colour[0], colour[1], colour[2], 0xff], index * 4);
  }
  return palette;
}

interface GridScene {
  readonly mesh: Mesh<MeshGeometry, Shader>;
  readonly geometry: MeshGeometry;
  readonly shader: Shader;
  readonly uniforms: GridUniforms;
  readonly cells: BufferImageSource;
  readonly columnCount: number;
  readonly rowCount: number;
}

export class GridRenderer {
  private readonly stage = new Container();
  private readonly palette: BufferImageSource;
  private scene: GridScene | undefined;
  private frameRequest = 0;
  private destroyed = false;

  /** Creates the WebGL 2 renderer on `canvas`; rejects with {@link WebGlUnavailableError} when that fails. */
  static async create(options: GridRendererOptions): Promise<GridRenderer> {
    let renderer: Renderer;
    try {
      renderer = await autoDetectRenderer({
        preference: ['webgl'],
        preferWebGLVersion: 2,
        canvas: options.canvas,
        width: options.width,
        height: options.height,
        resolution: options.resolution ?? window.devicePixelRatio,
        autoDensity: true,
        antialias: false,
        background: options.background ?? '#f4f4f4',
      });
    } catch (error) {
      throw new WebGlUnavailableError({ cause: error });
    }
    if (renderer.type !== RendererType.WEBGL || (renderer as WebGLRenderer).context.webGLVersion !== 2) {
      renderer.destroy();
      throw new WebGlUnavailableError();
    }
    return new GridRenderer(renderer as WebGLRenderer, options);
  }

  private constructor(
    private readonly renderer: WebGLRenderer,
    private readonly options: GridRendererOptions,
  ) {
    const theme = options.theme ?? defaultGridTheme;
    this.palette = new BufferImageSource({
      resource: createPalette(theme.emptyCell),
      width: paletteSize,
      height: 1,
      format: 'rgba8unorm',
      scaleMode: 'nearest',
      alphaMode: 'no-premultiply-alpha',
    });
  }

  /** The largest grid side the GPU accepts. */
  get maximumGridSide(): number {
    const gl = this.renderer.gl;
    return gl.getParameter(gl.MAX_TEXTURE_SIZE) as number;
  }

  /** Shows new cells (one style id per cell, row-major). The array is used as is, not copied. */
  setCells(cells: Uint8Array, columnCount: number, rowCount: number): void {
    if (
      !Number.isSafeInteger(columnCount) ||
      !Number.isSafeInteger(rowCount) ||
      columnCount < 1 ||
      rowCount < 1
    ) {
      throw new RangeError(`Invalid grid size ${columnCount}×${rowCount}`);
    }
    if (cells.length !== columnCount * rowCount) {
      throw new RangeError(`Expected ${columnCount * rowCount} cells, got ${cells.length}`);
    }
    if (columnCount > this.maximumGridSide || rowCount > this.maximumGridSide) {
      throw new RangeError(
        `Grid ${columnCount}×${rowCount} exceeds the texture limit ${this.maximumGridSide}`,
      );
    }
    this.destroyScene();
    const cellSource = new BufferImageSource({
      resource: cells,
      width: columnCount,
      height: rowCount,
      format: 'r8uint',
      scaleMode: 'nearest',
      alphaMode: 'no-premultiply-alpha',
    });
    const theme = this.options.theme ?? defaultGridTheme;
    const { shader, uniforms } = createGridShader(cellSource, this.palette, columnCount, rowCount, theme);
    const geometry = new MeshGeometry({
      positions: new Float32Array(8),
      uvs: new Float32Array(8),
      indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
    });
    const mesh = new Mesh<MeshGeometry, Shader>({ geometry, shader });
    this.stage.addChild(mesh);
    this.scene = { mesh, geometry, shader, uniforms, cells: cellSource, columnCount, rowCount };
    this.layout();
    this.requestRender();
  }

  /** Uploads the cells of a changed rectangle (in cells) and redraws. */
  updateRect(x: number, y: number, width: number, height: number): void {
    const scene = this.scene;
    if (!scene) return;
    const left = Math.max(0, Math.floor(x));
    const top = Math.max(0, Math.floor(y));
    const right = Math.min(scene.columnCount, Math.ceil(x + width));
    const bottom = Math.min(scene.rowCount, Math.ceil(y + height));
    if (right <= left || bottom <= top) return;
    this.useByteAlignedRows();
    // The texel span from the rectangle's first to its last cell: at most three texSubImage2D calls.
    scene.cells.update(top * scene.columnCount + left, (bottom - 1) * scene.columnCount + right);
    this.requestRender();
  }

  /** Recolours the palette (256 RGBA entries) and redraws. */
  setPalette(rgba: Uint8Array): void {
    if (rgba.length !== paletteSize * 4) throw new RangeError(`Expected ${paletteSize * 4} palette bytes`);
    (this.palette.resource as Uint8Array).set(rgba);
    this.palette.update();
    this.requestRender();
  }

  /** Changes the canvas size (CSS pixels), fits the grid again and redraws. */
  resize(width: number, height: number): void {
    this.renderer.resize(Math.max(1, width), Math.max(1, height));
    this.layout();
    this.requestRender();
  }

  /** Draws a frame at the next animation frame (once, however often it is asked). */
  requestRender(): void {
    if (this.frameRequest || this.destroyed) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0;
      this.render();
    });
  }

  /** Draws a frame now. */
  render(): void {
    if (this.destroyed) return;
    this.useByteAlignedRows();
    this.renderer.render(this.stage);
    this.options.onFrame?.();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    cancelAnimationFrame(this.frameRequest);
    this.destroyScene();
    this.palette.destroy();
    this.stage.destroy();
    // The canvas belongs to whoever created it.
    this.renderer.destroy({ removeView: false });
  }

  /** Positions the grid quad so the whole grid fits, cell edges on device pixel edges. */
  private layout(): void {
    const scene = this.scene;
    if (!scene) return;
    const resolution = this.renderer.resolution;
    const { cellSize, offsetX, offsetY } = fitGridLayout(
      this.renderer.screen.width * resolution,
      this.renderer.screen.height * resolution,
      scene.columnCount,
      scene.rowCount,
    );
    // One extra device pixel right and below holds the closing grid lines.
    const width = scene.columnCount + 1 / cellSize;
    const height = scene.rowCount + 1 / cellSize;
    const corners = new Float32Array([0, 0, width, 0, width, height, 0, height]);
    scene.geometry.positions = corners;
    scene.geometry.uvs = corners;
    scene.mesh.scale.set(cellSize / resolution);
    scene.mesh.position.set(offsetX / resolution, offsetY / resolution);
  }

  /** Cell rows are bytes, not 4-byte aligned: WebGL's default unpack alignment of 4 would misread them. */
  private useByteAlignedRows(): void {
    const gl = this.renderer.gl;
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
  }

  private destroyScene(): void {
    const scene = this.scene;
    if (!scene) return;
    this.scene = undefined;
    scene.mesh.destroy();
    scene.geometry.destroy();
    scene.shader.destroy();
    scene.cells.destroy();
  }
}
