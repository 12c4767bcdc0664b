/**
 * What every grid-shader quad shares (the chart's cells, a preview layer's cells): integer textures of one value
 * per cell, the quad mesh in cell units, and its placement — scaled to the cell size, one device pixel larger at the
 * right and bottom for the closing grid lines.
 */
import { BufferImageSource, Mesh, MeshGeometry, type Shader } from 'pixi.js';

/** Throws a RangeError for a grid size that is no whole number of at least 1, or beyond the texture limit. */
export function checkGridSize(columnCount: number, rowCount: number, maximumSide: number): void {
  if (
    !Number.isSafeInteger(columnCount) ||
    !Number.isSafeInteger(rowCount) ||
    columnCount < 1 ||
    rowCount < 1
  ) {
    throw new RangeError(`Invalid grid size ${columnCount}×${rowCount}`);
  }
  if (columnCount > maximumSide || rowCount > maximumSide) {
    throw new RangeError(`Grid ${columnCount}×${rowCount} exceeds the texture limit ${maximumSide}`);
  }
}

/** An integer texture over an array (read in place): one value per cell, never filtered. */
export function integerSource(
  resource: Uint8Array | Uint16Array,
  width: number,
  height: number,
  format: 'r8uint' | 'r16uint' = 'r8uint',
): BufferImageSource {
  return new BufferImageSource({
    resource,
    width,
    height,
    format,
    scaleMode: 'nearest',
    alphaMode: 'no-premultiply-alpha',
  });
}

/** A quad drawn by `shader` (its corners set by {@link placeQuad}). */
export function quadMesh(shader: Shader): { mesh: Mesh<MeshGeometry, Shader>; geometry: MeshGeometry } {
  const geometry = new MeshGeometry({
    positions: new Float32Array(8),
    uvs: new Float32Array(8),
    indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
  });
  return { mesh: new Mesh<MeshGeometry, Shader>({ geometry, shader }), geometry };
}

/**
 * Sizes the quad to `columnCount` × `rowCount` cells of `cellWidth` × `cellHeight` CSS pixels (plus one device
 * pixel for the closing lines) with its top-left corner at (left, top).
 */
export function placeQuad(
  quad: { mesh: Mesh<MeshGeometry, Shader>; geometry: MeshGeometry },
  size: { columnCount: number; rowCount: number },
  at: { left: number; top: number; cellWidth: number; cellHeight: number; resolution: number },
): void {
  const width = size.columnCount + 1 / (at.cellWidth * at.resolution);
  const height = size.rowCount + 1 / (at.cellHeight * at.resolution);
  const corners = new Float32Array([0, 0, width, 0, width, height, 0, height]);
  quad.geometry.positions = corners;
  quad.geometry.uvs = corners;
  quad.mesh.scale.set(at.cellWidth, at.cellHeight);
  quad.mesh.position.set(at.left, at.top);
}
