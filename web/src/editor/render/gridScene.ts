/**
 * A block of cells drawn by the grid shader as one quad: the chart's cells (`cells/CellsLayer.ts`) and the preview
 * layer's (`preview/LayerCellsMesh.ts`) are made and destroyed the same way, with the chart's look (`CellLook`), an
 * overview, the tracker's textures and the part stitches' (placeholders where a block has none).
 */
import type { Mesh, MeshGeometry, Shader, TextureSource } from 'pixi.js';
import { quadMesh } from './cellQuad';
import { createGridShader, type GridLayers, type GridUniforms } from './gridShader';
import type { PartStitchesLayer } from './parts/PartStitchesLayer';
import type { CellLook } from './RenderLayer';
import type { TrackerLayer } from './trackerLayer';

export interface GridScene {
  readonly mesh: Mesh<MeshGeometry, Shader>;
  readonly geometry: MeshGeometry;
  readonly shader: Shader;
  readonly uniforms: GridUniforms;
}

export interface GridSceneInputs {
  /** The cells' index texture (R8UI, a byte per cell) and its size in cells. */
  readonly cells: TextureSource;
  readonly columnCount: number;
  readonly rowCount: number;
  readonly look: CellLook;
  /** The reduced overview drawn far out, and how many cells a texel of it covers (0: none). */
  readonly overview: TextureSource;
  readonly overviewFactor?: number;
  readonly tracker: TrackerLayer;
  readonly partStitches: PartStitchesLayer;
  /** Empty cells are not drawn (the chart shows through a transparent preview layer). */
  readonly transparentEmpty?: boolean;
  /** A chart of several layers: composed by the shader from their array texture (then `cells` is not bound). */
  readonly layers?: GridLayers;
}

/** Makes the shader and the quad of a block of cells (not yet added to the stage). */
export function createGridScene(inputs: GridSceneInputs): GridScene {
  const { look, tracker, partStitches } = inputs;
  const { shader, uniforms } = createGridShader(
    {
      cells: inputs.cells,
      palette: look.palette,
      styles: look.styles,
      atlas: look.atlas,
      overview: inputs.overview,
      lineRanksX: look.lineRanksX,
      lineRanksY: look.lineRanksY,
      done: tracker.done,
      lines: tracker.lines,
      trackerTable: tracker.colourTable,
      halfStitches: partStitches.halves,
      quarterStitches: partStitches.quarters,
    },
    inputs.columnCount,
    inputs.rowCount,
    look.theme,
    tracker.uniforms,
    partStitches.uniforms,
    inputs.layers,
  );
  uniforms.uniforms.uBrightness = look.brightness;
  uniforms.uniforms.uAtlasTiles = new Float32Array(look.atlasTiles);
  uniforms.uniforms.uOverviewFactor = inputs.overviewFactor ?? 0;
  uniforms.uniforms.uTransparentEmpty = inputs.transparentEmpty ? 1 : 0;
  uniforms.update();
  const { mesh, geometry } = quadMesh(shader);
  return { mesh, geometry, shader, uniforms };
}

/** Takes a scene off the stage and frees it (the textures it bound stay with their owners). */
export function destroyGridScene(scene: GridScene): void {
  scene.mesh.removeFromParent();
  scene.mesh.destroy();
  scene.geometry.destroy();
  scene.shader.destroy();
}
