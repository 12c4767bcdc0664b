/**
 * A freeform chart's drawing (issue 29), above the (one-cell) grid: the chart's background over its size, then each
 * visible layer's symbols as one mesh (`freeformGeometry.ts`, one draw call per layer however many symbols show),
 * built for the part of the chart around the view (culled) and rebuilt when the view leaves it or zooms in far. An
 * edit rebuilds only the meshes of the layers whose symbols changed (a layer's symbols are compared by reference:
 * the freeform commands keep the objects of symbols they leave alone); showing, hiding, fading or reordering layers
 * rebuilds nothing. Hidden layers are not built; an inactive layer may be faded (its mesh's alpha). Zoomed out, at
 * the frame after a change, the background and the meshes are drawn into one texture, and the frames after that
 * (panning) draw only that (`freeformTexture.ts`). The grid renderer's camera maps one cell to one freeform unit,
 * so the layer scales its content by the cell size.
 */
import type { FreeformSymbol } from '@steekwerk/model';
import { BufferImageSource, Container, Graphics, type Shader } from 'pixi.js';
import type { LayerHost, LayerView, RenderLayer } from '../RenderLayer';
import {
  buildFreeformGeometry,
  cullRegionFor,
  freeformVertexFloats,
  regionServes,
  type FreeformStyleLook,
  type UnitRect,
} from './freeformGeometry';
import { createFreeformMesh, destroyFreeformMesh, type FreeformMesh } from './freeformMesh';
import { FreeformTexture } from './freeformTexture';
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
  /** How each style's symbols look; a new function when the looks change (every layer is built again then). */
  readonly lookOf: (styleId: number) => FreeformStyleLook | undefined;
}

/** The symbols' atlas: coverage bytes, `columns × rows` tiles of `tileSize` texels. */
export interface FreeformAtlas {
  readonly coverage: Uint8Array<ArrayBuffer>;
  readonly columns: number;
  readonly rows: number;
  readonly tileSize: number;
}

/** What a layer's mesh was built from: its symbols (in list order), the looks and the region. */
interface BuiltLayer {
  readonly symbols: readonly FreeformSymbol[];
  readonly lookOf: FreeformScene['lookOf'];
  /** Undefined when none of its symbols meets the region. */
  readonly mesh: FreeformMesh | undefined;
  readonly count: number;
  /** Where the mesh's quads lie (units). */
  readonly bounds: UnitRect;
}

/**
 * Zoomed out, the chart is drawn from one texture (`freeformTexture.ts`) while it would hold at most this many times
 * the view's pixels: panning then draws one quad, not every symbol.
 */
const textureViewShare = 1.5;
/** Nor is the texture larger than this on a side (WebGL 2 guarantees 2048; SwiftShader and GPUs give 8192). */
const textureMaxSide = 4096;

/** The bounds of a mesh's vertices (units). */
function boundsOf(vertices: Float32Array, floatsPerVertex: number): UnitRect {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (let at = 0; at < vertices.length; at += floatsPerVertex) {
    const x = vertices[at]!;
    const y = vertices[at + 1]!;
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < top) top = y;
    if (y > bottom) bottom = y;
  }
  return { left, top, right, bottom };
}

/** Whether two lists hold the same symbol objects in the same order. */
function sameSymbols(a: readonly FreeformSymbol[], b: readonly FreeformSymbol[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

/** The symbols of each layer, in list order. */
function symbolsByLayer(symbols: readonly FreeformSymbol[]): Map<number, FreeformSymbol[]> {
  const byLayer = new Map<number, FreeformSymbol[]>();
  for (const symbol of symbols) {
    const list = byLayer.get(symbol.layerId);
    if (list) list.push(symbol);
    else byLayer.set(symbol.layerId, [symbol]);
  }
  return byLayer;
}

const noSymbols: readonly FreeformSymbol[] = [];

export class FreeformLayer implements RenderLayer {
  readonly display = new Container();
  private readonly content = new Container();
  private readonly background = new Graphics();
  /** The built meshes by layer id (hidden layers keep theirs until their symbols change or the view moves away). */
  private built = new Map<number, BuiltLayer>();
  /** The chart drawn into one texture, zoomed out (undefined when off). */
  private texture: FreeformTexture | undefined = new FreeformTexture();
  /** What the texture is to hold, until it is drawn (at the frame after the last arrangement). */
  private pending: { items: Container[]; bounds: UnitRect; layers: number } | undefined;
  private scene: FreeformScene | undefined;
  private backgroundKey = '';
  private atlas: { source: BufferImageSource; shader: Shader; columns: number; rows: number } | undefined;
  private view: LayerView | undefined;
  private builtRegion: UnitRect | undefined;
  /** The scene changed since the last frame. */
  private stale = false;
  /** Every layer must be built again (the atlas or the region changed). */
  private rebuildAll = false;
  /** Symbols in the meshes shown (tests and benchmarks). */
  builtSymbolCount = 0;
  /** Layer meshes built since the layer was made (tests and benchmarks). */
  meshesBuilt = 0;
  /** Layers drawn from the texture in the last frame (tests and benchmarks). */
  texturedLayers = 0;

  constructor(private readonly host: LayerHost) {
    this.display.addChild(this.content);
    this.content.addChild(this.background);
  }

  /** Meshes shown: one per visible layer with symbols in the region. */
  get meshCount(): number {
    return this.shownMeshes().length;
  }

  /** The mesh shown for a layer (tests: an edit elsewhere leaves it the same object). */
  meshOf(layerId: number): FreeformMesh | undefined {
    const mesh = this.built.get(layerId)?.mesh;
    return mesh?.visible ? mesh : undefined;
  }

  /** Whether the chart is drawn from one texture when zoomed out (on; off to compare, in tests and benchmarks). */
  useTextures(enabled: boolean): void {
    if (enabled === (this.texture !== undefined)) return;
    this.texture?.destroy();
    this.texture = enabled ? new FreeformTexture() : undefined;
    this.stale = true;
    this.host.redrawAll();
  }

  /** Times the chart was drawn into its texture (tests and benchmarks). */
  get textureDraws(): number {
    return this.texture?.draws ?? 0;
  }

  /** Shows a chart (again): its size, background, layers and symbols. */
  setScene(scene: FreeformScene): void {
    this.scene = scene;
    const backgroundKey = `${scene.width}x${scene.height}:${scene.background}`;
    if (backgroundKey !== this.backgroundKey) {
      this.backgroundKey = backgroundKey;
      this.background.clear().rect(0, 0, scene.width, scene.height).fill({ color: scene.background });
    }
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
    this.rebuildAll = true;
    this.host.redrawAll();
  }

  layout(view: LayerView): void {
    // Another scale arranges the meshes again (drawn as they are for one frame).
    if (view.cellWidth !== this.view?.cellWidth || view.resolution !== this.view.resolution)
      this.stale = true;
    this.view = view;
    const offsetX = Math.round(view.originX * view.resolution) / view.resolution;
    const offsetY = Math.round(view.originY * view.resolution) / view.resolution;
    this.content.position.set(offsetX, offsetY);
    this.content.scale.set(view.cellWidth, view.cellHeight);
    if (!regionServes(this.builtRegion, this.viewRegion(view))) {
      this.stale = true;
      this.rebuildAll = true;
    }
  }

  prepare(): void {
    if (this.stale && this.view) this.rebuild(this.view);
    else if (this.pending) this.drawTexture();
  }

  /** Builds the meshes that changed and arranges them. */
  private rebuild(view: LayerView): void {
    this.stale = false;
    const scene = this.scene;
    const atlas = this.atlas;
    if (this.rebuildAll) {
      this.rebuildAll = false;
      this.builtRegion = cullRegionFor(this.viewRegion(view));
      this.clearMeshes();
    }
    const region = this.builtRegion ?? cullRegionFor(this.viewRegion(view));
    this.builtRegion = region;
    if (!scene || !atlas) {
      this.clearMeshes();
      this.builtSymbolCount = 0;
      this.texturedLayers = 0;
      this.background.renderable = true;
      if (this.texture) this.texture.sprite.visible = false;
      this.pending = undefined;
      return;
    }
    const byLayer = symbolsByLayer(scene.symbols);
    const next = new Map<number, BuiltLayer>();
    for (const layer of scene.layers) {
      const symbols = byLayer.get(layer.layerId) ?? noSymbols;
      const old = this.built.get(layer.layerId);
      const current = old && old.lookOf === scene.lookOf && sameSymbols(old.symbols, symbols);
      if (current) {
        next.set(layer.layerId, old);
        continue;
      }
      if (old?.mesh) destroyFreeformMesh(old.mesh);
      // A hidden layer is built once it shows.
      if (!layer.visible) continue;
      next.set(layer.layerId, this.buildLayer(symbols, layer.layerId, region, scene.lookOf, atlas));
    }
    // Layers gone from the chart.
    for (const [layerId, old] of this.built)
      if (!next.has(layerId) && old.mesh) destroyFreeformMesh(old.mesh);
    this.built = next;
    this.arrange(scene);
  }

  destroy(): void {
    this.clearMeshes();
    this.texture?.destroy();
    this.releaseAtlas();
    this.display.destroy({ children: true });
  }

  private buildLayer(
    symbols: readonly FreeformSymbol[],
    layerId: number,
    region: UnitRect,
    lookOf: FreeformScene['lookOf'],
    atlas: { readonly shader: Shader; readonly columns: number; readonly rows: number },
  ): BuiltLayer {
    const geometry = buildFreeformGeometry(symbols, layerId, region, lookOf, atlas);
    this.meshesBuilt += 1;
    const mesh = geometry.count > 0 ? createFreeformMesh(geometry, atlas.shader) : undefined;
    const bounds = boundsOf(geometry.vertices, freeformVertexFloats);
    return { symbols, lookOf, mesh, count: geometry.count, bounds };
  }

  /**
   * Puts the layers in their order, shown or hidden, at their alpha; zoomed out, draws them with the background
   * into the texture and shows that instead.
   */
  private arrange(scene: FreeformScene): void {
    this.builtSymbolCount = 0;
    this.texturedLayers = 0;
    if (this.content.children.length > 1) this.content.removeChildren(1);
    const shown: FreeformMesh[] = [];
    let bounds: UnitRect = { left: 0, top: 0, right: scene.width, bottom: scene.height };
    for (const layer of scene.layers) {
      const built = this.built.get(layer.layerId);
      const mesh = built?.mesh;
      if (!built || !mesh) continue;
      mesh.visible = layer.visible;
      mesh.alpha = layer.alpha;
      mesh.renderable = true;
      this.content.addChild(mesh);
      if (!layer.visible) continue;
      this.builtSymbolCount += built.count;
      shown.push(mesh);
      bounds = {
        left: Math.min(bounds.left, built.bounds.left),
        top: Math.min(bounds.top, built.bounds.top),
        right: Math.max(bounds.right, built.bounds.right),
        bottom: Math.max(bounds.bottom, built.bounds.bottom),
      };
    }
    this.background.renderable = true;
    this.pending = undefined;
    const texture = this.texture;
    if (!texture) return;
    texture.sprite.visible = false;
    this.content.addChild(texture.sprite);
    this.pending = { items: [this.background, ...shown], bounds, layers: shown.length };
  }

  /**
   * Draws what the last arrangement shows into the texture and shows that instead: at the frame after a change (a
   * frame that shows an edit or a zoom step draws the meshes, as drawing them into the texture costs as much).
   */
  private drawTexture(): void {
    const pending = this.pending;
    const view = this.view;
    const texture = this.texture;
    this.pending = undefined;
    if (!pending || !view || !texture) return;
    const textured = texture.draw(
      this.host.renderer,
      pending.items,
      pending.bounds,
      view.cellWidth * view.resolution,
      view.bufferWidth * view.bufferHeight * textureViewShare,
      textureMaxSide,
    );
    texture.sprite.visible = textured;
    if (textured) this.texturedLayers = pending.layers;
  }

  private shownMeshes(): FreeformMesh[] {
    return [...this.built.values()].flatMap((built) => (built.mesh?.visible ? [built.mesh] : []));
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
    for (const built of this.built.values()) if (built.mesh) destroyFreeformMesh(built.mesh);
    this.built = new Map();
  }

  private releaseAtlas(): void {
    if (!this.atlas) return;
    this.clearMeshes();
    this.atlas.shader.destroy();
    this.atlas.source.destroy();
    this.atlas = undefined;
  }
}
