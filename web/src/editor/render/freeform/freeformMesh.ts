/**
 * One freeform layer's mesh (issue 29): the quads of `freeformGeometry.ts` in a PixiJS mesh over the symbols'
 * atlas shader, and its release.
 */
import { Buffer, BufferUsage, Geometry, Mesh, type Shader } from 'pixi.js';
import { freeformVertexFloats, type FreeformGeometry } from './freeformGeometry';

export type FreeformMesh = Mesh<Geometry, Shader>;

/** A mesh of the geometry, drawn with `shader`. */
export function createFreeformMesh(built: FreeformGeometry, shader: Shader): FreeformMesh {
  const buffer = new Buffer({ data: built.vertices, usage: BufferUsage.VERTEX });
  const stride = freeformVertexFloats * 4;
  const geometry = new Geometry({
    attributes: {
      aPosition: { buffer, format: 'float32x2', stride, offset: 0 },
      aTexel: { buffer, format: 'float32x2', stride, offset: 8 },
      aColor: { buffer, format: 'float32x3', stride, offset: 16 },
    },
    indexBuffer: built.indices,
  });
  return new Mesh<Geometry, Shader>({ geometry, shader });
}

/** Takes the mesh off its parent and frees its buffers. */
export function destroyFreeformMesh(mesh: FreeformMesh): void {
  mesh.removeFromParent();
  mesh.geometry.destroy(true);
  mesh.destroy();
}
