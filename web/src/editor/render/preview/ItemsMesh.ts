/**
 * The preview layer's lines, part stitches, knots and beads on the GPU: the triangles of `previewItems.ts` in one
 * vertex buffer (position and colour per vertex) drawn by a small shader in one draw call, in cell units (the caller
 * scales it to the cell size). New items replace the buffers; a move only moves the mesh.
 */
import { Geometry, Mesh, Shader } from 'pixi.js';
import type { ItemTriangles } from './previewItems';

const vertex = /* glsl */ `#version 300 es
in vec2 aPosition;
in vec4 aColor;

uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;

out vec4 vColor;

void main() {
  mat3 modelViewProjection = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((modelViewProjection * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  vColor = aColor;
}
`;

const fragment = /* glsl */ `#version 300 es
precision mediump float;
in vec4 vColor;
out vec4 finalColor;

void main() {
  finalColor = vec4(vColor.rgb * vColor.a, vColor.a);
}
`;

export class ItemsMesh {
  private readonly shader = Shader.from({ gl: { vertex, fragment, name: 'steekwerk-items' } });
  private current: { readonly mesh: Mesh<Geometry, Shader>; readonly geometry: Geometry } | undefined;

  /** The mesh of the items shown (undefined without items): add it to a container. */
  get mesh(): Mesh<Geometry, Shader> | undefined {
    return this.current?.mesh;
  }

  /** Shows these triangles (none: no mesh). Returns the mesh replaced, already removed from its parent. */
  setTriangles(triangles: ItemTriangles): void {
    const previous = this.current;
    const parent = previous?.mesh.parent;
    const index = parent && previous ? parent.getChildIndex(previous.mesh) : -1;
    this.release();
    if (triangles.vertexCount === 0) return;
    const geometry = new Geometry({
      attributes: {
        aPosition: { buffer: triangles.positions, format: 'float32x2' },
        aColor: { buffer: triangles.colours, format: 'float32x4' },
      },
    });
    const mesh = new Mesh<Geometry, Shader>({ geometry, shader: this.shader });
    this.current = { mesh, geometry };
    if (parent) parent.addChildAt(mesh, Math.max(0, index));
  }

  destroy(): void {
    this.release();
    this.shader.destroy();
  }

  private release(): void {
    const current = this.current;
    if (!current) return;
    this.current = undefined;
    current.mesh.removeFromParent();
    current.mesh.destroy();
    current.geometry.destroy(true);
  }
}
