/**
 * A freeform layer's mesh drawn once into a texture of its own (issue 29, docs/decisions/freeform.md "Rendering
 * figures"): while the view's scale stays (panning, a whole motif zoomed out) a frame draws one textured quad per
 * layer instead of every symbol's quad again. The texture covers the mesh's bounds at the screen's device pixels,
 * its corner on a whole device pixel, so a texel is a pixel and it looks as the mesh would. It is drawn again when
 * the mesh is rebuilt (an edit of its layer, a view outside the built region) or the scale changes.
 */
import { Container, RenderTexture, Sprite, Texture, type Renderer } from 'pixi.js';
import type { UnitRect } from './freeformGeometry';
import type { FreeformMesh } from './freeformMesh';

export class FreeformLayerTexture {
  /** Placed in the layer's content (units); shown instead of the mesh. */
  readonly sprite = new Sprite();
  private texture: RenderTexture | undefined;
  private drawnMesh: FreeformMesh | undefined;
  private drawnScale = 0;
  private readonly stage = new Container();

  /**
   * Makes the texture show `mesh` (whose symbols lie within `bounds`, units) at `scale` device pixels per unit,
   * drawing it again only when the mesh or the scale changed. False, drawing nothing, when the texture would be
   * larger than `maxPixels` or a side than `maxSide` (zoomed in: the mesh is drawn as it is).
   */
  show(
    renderer: Renderer,
    mesh: FreeformMesh,
    bounds: UnitRect,
    scale: number,
    maxPixels: number,
    maxSide: number,
  ): boolean {
    const left = Math.floor(bounds.left * scale);
    const top = Math.floor(bounds.top * scale);
    const width = Math.max(1, Math.ceil(bounds.right * scale) - left);
    const height = Math.max(1, Math.ceil(bounds.bottom * scale) - top);
    if (width * height > maxPixels || width > maxSide || height > maxSide) {
      this.release();
      return false;
    }
    if (mesh === this.drawnMesh && scale === this.drawnScale) return true;
    if (!this.texture || this.texture.width !== width || this.texture.height !== height) {
      this.texture?.destroy(true);
      this.texture = RenderTexture.create({ width, height, resolution: 1 });
      this.sprite.texture = this.texture;
    }
    // The mesh at alpha 1, moved so the bounds' corner is the texture's (0, 0); its layer puts it back after.
    const parent = mesh.parent;
    const alpha = mesh.alpha;
    const renderable = mesh.renderable;
    mesh.alpha = 1;
    mesh.renderable = true;
    this.stage.scale.set(scale);
    this.stage.position.set(-left, -top);
    this.stage.addChild(mesh);
    renderer.render({ container: this.stage, target: this.texture, clear: true, clearColor: [0, 0, 0, 0] });
    this.stage.removeChild(mesh);
    parent?.addChild(mesh);
    mesh.alpha = alpha;
    mesh.renderable = renderable;
    this.sprite.position.set(left / scale, top / scale);
    this.sprite.scale.set(1 / scale);
    this.drawnMesh = mesh;
    this.drawnScale = scale;
    return true;
  }

  /** Pixels of the texture (0 before it is first drawn). */
  get pixels(): number {
    return this.texture ? this.texture.width * this.texture.height : 0;
  }

  /** Frees the texture (drawn again when next shown). */
  release(): void {
    this.sprite.texture = Texture.EMPTY;
    this.texture?.destroy(true);
    this.texture = undefined;
    this.drawnMesh = undefined;
  }

  destroy(): void {
    this.release();
    this.sprite.removeFromParent();
    this.sprite.destroy();
    this.stage.destroy();
  }
}
