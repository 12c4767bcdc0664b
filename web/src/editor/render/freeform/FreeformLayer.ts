/**
 * A freeform chart's drawing (issue 29), above the (one-cell) grid: the chart's background over its size, then each
 * visible layer's symbols as one mesh (`freeformGeometry.ts`, one draw call per layer however many symbols show),
 * built for the part of the chart around the view (culled) and rebuilt when the view leaves it, zooms in far or the
 * chart changes. Hidden layers are not built; an inactive layer may be faded (its mesh's alpha). The grid renderer's
 * camera maps one cell to one freeform unit, so the layer scales its content by the cell size.
 */
import type { FreeformSymbol } from '@steekwerk/model';
import {
  BufferImageSource,
  Buffer,
  BufferUsage,
  Container,
  Geometry,
  Graphics,
  Mesh,
  type Shader,
} from 'pixi.js';
import type { LayerHost, LayerView, RenderLayer } from '../RenderLayer';
import {
  buildFreeformGeometry,
  cullRegionFor,
  freeformVertexFloats,
  regionServes,
  type FreeformStyleLook,
  type UnitRect,
} from './freeformGeometry';
import { createFreeformShader } from './freeformShader';

/** What the layer draws. */
export interface FreeformScene {
  readonly width: number;
  readonly height: number;
  /** The chart's background, `0xrrggbb`. */
  readonly background: number;
  readonly symbols: readonly FreeformSymbol[];
  /** The chart's layers, bottom first: hidden ones are not drawn, `alpha` below 1 fades one. */
  readonly layers: readonly { readonly layerId: number; readonly visible: boolean; readonly alpha: number }[];
  readonly lookOf: (styleId: number) => FreeformStyleLook | undefined;
}

/** The symbols' atlas: coverage bytes, `columns × rows` tiles of `tileSize` texels. */
export interface FreeformAtlas {
  readonly coverage: Uint8Array<ArrayBuffer>;
  readonly columns: number;
  readonly rows: number;
  readonly tileSize: number;
}

export class FreeformLayer implements RenderLayer {
  readonly display = new Container();
  private readonly content = new Container();
  private readonly background = new Graphics();
  private meshes: Mesh<Geometry, Shader>[] = [];
  private scene: FreeformScene | undefined;
  private atlas: { source: BufferImageSource; shader: Shader; columns: number; rows: number } | undefined;
  private view: LayerView | undefined;
  private builtRegion: UnitRect | undefined;
  private stale = false;
  /** Symbols in the meshes last built (tests and benchmarks). */
  builtSymbolCount = 0;
  /** Meshes last built: one per visible layer with symbols in the region. */
  get meshCount(): number {
    return this.meshes.length;
  }

  constructor(private readonly host: LayerHost) {
    this.display.addChild(this.content);
    this.content.addChild(this.background);
  }

  /** Shows a chart (again): its size, background, layers and symbols. */
  setScene(scene: FreeformScene): void {
    this.scene = scene;
    this.background.clear().rect(0, 0, scene.width, scene.height).fill({ color: scene.background });
    this.stale = true;
    this.host.redrawAll();
  }

  /** Replaces the symbol atlas (undefined: no symbols are drawn). */
  setAtlas(atlas: FreeformAtlas | undefined): void {
    this.releaseAtlas();
    if (atlas) {
      const source = new BufferImageSource({
        resource: atlas.coverage,
        width: atlas.columns * atlas.tileSize,
        height: atlas.rows * atlas.tileSize,
        format: 'r8unorm',
        scaleMode: 'linear',
        mipmapFilter: 'linear',
        autoGenerateMipmaps: true,
        alphaMode: 'no-premultiply-alpha',
      });
      this.atlas = { source, shader: createFreeformShader(source), columns: atlas.columns, rows: atlas.rows };
    }
    this.stale = true;
    this.host.redrawAll();
  }

  layout(view: LayerView): void {
    this.view = view;
    const offsetX = Math.round(view.originX * view.resolution) / view.resolution;
    const offsetY = Math.round(view.originY * view.resolution) / view.resolution;
    this.content.position.set(offsetX, offsetY);
    this.content.scale.set(view.cellWidth, view.cellHeight);
    if (!regionServes(this.builtRegion, this.viewRegion(view))) this.stale = true;
  }

  prepare(): void {
    if (!this.stale || !this.view) return;
    this.stale = false;
    this.clearMeshes();
    const scene = this.scene;
    const atlas = this.atlas;
    const region = cullRegionFor(this.viewRegion(this.view));
    this.builtRegion = region;
    this.builtSymbolCount = 0;
    if (!scene || !atlas) return;
    for (const layer of scene.layers) {
      if (!layer.visible) continue;
      const { vertices, indices, count } = buildFreeformGeometry(
        scene.symbols,
        layer.layerId,
        region,
        scene.lookOf,
        atlas,
      );
      if (count === 0) continue;
      this.builtSymbolCount += count;
      const buffer = new Buffer({ data: vertices, usage: BufferUsage.VERTEX });
      const stride = freeformVertexFloats * 4;
      const geometry = new Geometry({
        attributes: {
          aPosition: { buffer, format: 'float32x2', stride, offset: 0 },
          aTexel: { buffer, format: 'float32x2', stride, offset: 8 },
          aColor: { buffer, format: 'float32x3', stride, offset: 16 },
        },
        indexBuffer: indices,
      });
      const mesh = new Mesh<Geometry, Shader>({ geometry, shader: atlas.shader });
      mesh.alpha = layer.alpha;
      this.meshes.push(mesh);
      this.content.addChild(mesh);
    }
  }

  destroy(): void {
    this.clearMeshes();
    this.releaseAtlas();
    this.display.destroy({ children: true });
  }

  /** The part of the chart in view, in units. */
  private viewRegion(view: LayerView): UnitRect {
    const width = view.bufferWidth / view.resolution;
    const height = view.bufferHeight / view.resolution;
    return {
      left: -view.originX / view.cellWidth,
      top: -view.originY / view.cellHeight,
      right: (width - view.originX) / view.cellWidth,
      bottom: (height - view.originY) / view.cellHeight,
    };
  }

  private clearMeshes(): void {
    for (const mesh of this.meshes) {
      this.content.removeChild(mesh);
      mesh.geometry.destroy(true);
      mesh.destroy();
    }
    this.meshes = [];
  }

  private releaseAtlas(): void {
    if (!this.atlas) return;
    this.clearMeshes();
    this.atlas.shader.destroy();
    this.atlas.source.destroy();
    this.atlas = undefined;
  }
}
