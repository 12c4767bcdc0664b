// The alternative the renderer did not take, kept for the benchmark to measure against: the half stitches drawn as
// a layer of their own above the cells (one full-grid mesh whose fragments read the same texel per cell and
// discard where a cell has none), instead of inside the cells' shader.
import { hexToRgb, type PartStitch, type PaletteStyle } from '@steekwerk/model';
import { BufferImageSource, Container, Mesh, MeshGeometry, Shader } from 'pixi.js';
import { gridVertex } from '../../web/src/editor/render/gridShader';
import { packPartStitches, texelBytes } from '../../web/src/editor/render/parts/partStitchTexels';
import type { LayerView, RenderLayer } from '../../web/src/editor/render/RenderLayer';
import { buildPaletteRgba, paletteSize } from '../../web/src/editor/render/styleTextures';

const fragment = /* glsl */ `#version 300 es
precision highp float;
precision highp int;
in vec2 vCell;
uniform highp usampler2D uHalves;
uniform sampler2D uStylePalette;
out vec4 finalColor;
void main() {
  ivec2 cell = ivec2(floor(vCell));
  vec2 inCell = fract(vCell);
  int corner = (inCell.x < 0.5 ? 0 : 1) + (inCell.y < 0.5 ? 0 : 2);
  uvec4 halves = texelFetch(uHalves, cell, 0);
  uint styleId = halves[corner];
  if (styleId == 0u) {
    int across = (corner == 0 || corner == 3)
      ? (inCell.x > inCell.y ? 1 : 2)
      : (inCell.x + inCell.y < 1.0 ? 0 : 3);
    styleId = halves[across];
  }
  if (styleId == 0u) discard;
  finalColor = vec4(texelFetch(uStylePalette, ivec2(int(styleId), 0), 0).rgb, 1.0);
}
`;

/** Half stitches as a full-grid layer of their own. */
export class SeparatePassLayer implements RenderLayer {
  readonly display = new Container();
  private readonly mesh: Mesh<MeshGeometry, Shader>;
  private readonly sources: BufferImageSource[];

  constructor(stitches: readonly PartStitch[], styles: readonly PaletteStyle[], size: number) {
    const texels = new Uint8Array(size * size * texelBytes);
    packPartStitches(stitches, size, size, texels);
    const halves = new BufferImageSource({
      resource: texels,
      width: size,
      height: size,
      format: 'rgba8uint',
      scaleMode: 'nearest',
      alphaMode: 'no-premultiply-alpha',
    });
    const visuals = styles.map((style) => ({
      styleId: style.styleId,
      background: hexToRgb(style.colorBackground),
      foreground: hexToRgb(style.colorForeground),
    }));
    const palette = new BufferImageSource({
      resource: buildPaletteRgba(visuals, [255, 255, 255]),
      width: paletteSize,
      height: 1,
      format: 'rgba8unorm',
      scaleMode: 'nearest',
      alphaMode: 'no-premultiply-alpha',
    });
    this.sources = [halves, palette];
    const corners = new Float32Array([0, 0, size, 0, size, size, 0, size]);
    const geometry = new MeshGeometry({
      positions: corners,
      uvs: corners,
      indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
    });
    const shader = Shader.from({
      gl: { vertex: gridVertex, fragment, name: 'bench-separate-half-stitches' },
      resources: { uHalves: halves, uStylePalette: palette },
    });
    this.mesh = new Mesh<MeshGeometry, Shader>({ geometry, shader });
    this.display.addChild(this.mesh);
  }

  layout(view: LayerView): void {
    this.mesh.position.set(
      Math.round(view.originX * view.resolution) / view.resolution,
      Math.round(view.originY * view.resolution) / view.resolution,
    );
    this.mesh.scale.set(view.cellWidth, view.cellHeight);
  }

  prepare(): void {}

  destroy(): void {
    // The shader first: its bind group must no longer hold the textures when they go.
    this.mesh.shader?.destroy();
    this.mesh.destroy();
    for (const source of this.sources) source.destroy();
    this.display.destroy();
  }
}
