/**
 * A block of cells drawn with the grid shader over the chart (the preview layer's cells): its own small index
 * texture (R8UI, one byte per cell) with the chart's palette, style table, symbol atlas, line ranks, theme and
 * brightness (`CellLook`), so the block shows exactly as the same cells of the chart would — colours, symbols and
 * grid lines — one quad and one draw call whatever its size. Empty cells are drawn as empty cells (an opaque layer)
 * or not at all (a transparent one: the chart shows through).
 */
import type { BufferImageSource, Mesh, MeshGeometry, Shader } from 'pixi.js';
import { integerSource, placeQuad } from '../cellQuad';
import { applyScale } from '../gridShader';
import { createGridScene, destroyGridScene, type GridScene } from '../gridScene';
import type { CellLook } from '../RenderLayer';
import { PartStitchesLayer } from '../parts/PartStitchesLayer';
import { TrackerLayer } from '../trackerLayer';

/** Where the block's top-left corner is and how large a cell is, in CSS pixels, and the device pixel ratio. */
export interface CellsPlacement {
  readonly left: number;
  readonly top: number;
  readonly cellWidth: number;
  readonly cellHeight: number;
  readonly resolution: number;
}

export class LayerCellsMesh {
  private cells: BufferImageSource | undefined;
  private columnCount = 0;
  private rowCount = 0;
  private transparentEmpty = true;
  private scene: GridScene | undefined;
  /** The grid shader's tracker inputs, switched off (placeholders). */
  private readonly tracker = new TrackerLayer();
  /** The grid shader's part stitches, none (the layer's part stitches are drawn with its items). */
  private readonly partStitches = new PartStitchesLayer();
  private readonly overview = integerSource(new Uint8Array(1), 1, 1);
  private placement: CellsPlacement | undefined;

  /** The mesh to add to a container (undefined until cells are given). */
  get mesh(): Mesh<MeshGeometry, Shader> | undefined {
    return this.scene?.mesh;
  }

  /** Shows new cells (row-major style ids, read in place): a new texture and shader. */
  setCells(cells: Uint8Array, columnCount: number, rowCount: number, opaque: boolean, look: CellLook): void {
    const previous = this.cells;
    this.cells = integerSource(cells, columnCount, rowCount);
    this.columnCount = columnCount;
    this.rowCount = rowCount;
    this.transparentEmpty = !opaque;
    this.rebuild(look);
    previous?.destroy();
  }

  /** The chart's look changed (atlas, theme, brightness): the shader is made again over the new textures. */
  setLook(look: CellLook): void {
    if (this.cells) this.rebuild(look);
  }

  /** Places the quad (one device pixel more at the right and bottom, for the closing grid lines). */
  layout(placement: CellsPlacement): void {
    this.placement = placement;
    const scene = this.scene;
    if (!scene) return;
    placeQuad(scene, { columnCount: this.columnCount, rowCount: this.rowCount }, placement);
    const { cellWidth, cellHeight, resolution } = placement;
    applyScale(scene.uniforms, cellWidth * resolution, cellHeight * resolution);
  }

  destroy(): void {
    this.destroyScene();
    this.cells?.destroy();
    this.overview.destroy();
    this.tracker.destroy();
    this.partStitches.destroy();
  }

  private rebuild(look: CellLook): void {
    const cells = this.cells;
    if (!cells) return;
    const parent = this.scene?.mesh.parent;
    const index = parent && this.scene ? parent.getChildIndex(this.scene.mesh) : -1;
    this.destroyScene();
    const scene = createGridScene({
      cells,
      columnCount: this.columnCount,
      rowCount: this.rowCount,
      look,
      overview: this.overview,
      tracker: this.tracker,
      partStitches: this.partStitches,
      transparentEmpty: this.transparentEmpty,
    });
    const { mesh } = scene;
    this.scene = scene;
    if (parent) parent.addChildAt(mesh, Math.max(0, index));
    if (this.placement) this.layout(this.placement);
  }

  private destroyScene(): void {
    const scene = this.scene;
    if (!scene) return;
    this.scene = undefined;
    destroyGridScene(scene);
  }
}
