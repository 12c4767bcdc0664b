/**
 * A freeform chart zoomed out drawn once into one texture (issue 29, docs/decisions/freeform.md "Rendering
 * figures"): the background and every visible layer's mesh at its alpha, so that while the view's scale stays
 * (panning a whole motif) a frame draws one textured quad — what an empty chart's background costs — instead of
 * every symbol's quad again. The texture covers the given bounds at the screen's device pixels, its corner on a
 * whole device pixel, so a texel is a pixel. It is drawn again whenever the layer arranges its meshes (an edit, a
 * layer shown, hidden or faded, another scale, a view outside the built region).
 */
import { Container, RenderTexture, Sprite, Texture, type Renderer } from 'pixi.js';
import type { UnitRect } from './freeformGeometry';

export class FreeformTexture {
  /** Placed in the layer's content (units); shown instead of what it holds. */
  readonly sprite = new Sprite();
  private texture: RenderTexture | undefined;
  private readonly stage = new Container();
  /** Times drawn (tests and benchmarks). */
  draws = 0;

  /**
   * Draws `items` (children of one container, bottom first) into the texture at `scale` device pixels per unit
   * over `bounds` (units), and places the sprite there. False, drawing nothing, when the texture would be larger
   * than `maxPixels` or a side than `maxSide` (zoomed in: the items are drawn as they are).
   */
  draw(
    renderer: Renderer,
    items: readonly Container[],
    bounds: UnitRect,
    scale: number,
    maxPixels: number,
    maxSide: number,
  ): boolean {
    const left = Math.floor(bounds.left * scale);
    const top = Math.floor(bounds.top * scale);
    const width = Math.max(1, Math.ceil(bounds.right * scale) - left);
    const height = Math.max(1, Math.ceil(bounds.bottom * scale) - top);
    if (!(width * height <= maxPixels && width <= maxSide && height <= maxSide)) {
      this.release();
      return false;
    }
    if (!this.texture || this.texture.width !== width || this.texture.height !== height) {
      this.texture?.destroy(true);
      this.texture = RenderTexture.create({ width, height, resolution: 1 });
      this.sprite.texture = this.texture;
    }
    // The items moved into a stage of their own for the drawing, then back where they were.
    const places = items.map((item) => ({
      item,
      parent: item.parent,
      index: item.parent?.getChildIndex(item) ?? 0,
    }));
    this.stage.scale.set(scale);
    this.stage.position.set(-left, -top);
    for (const { item } of places) {
      item.renderable = true;
      this.stage.addChild(item);
    }
    renderer.render({ container: this.stage, target: this.texture, clear: true, clearColor: [0, 0, 0, 0] });
    for (const { item, parent, index } of places) {
      parent?.addChildAt(item, Math.min(index, parent.children.length));
      item.renderable = false;
    }
    this.sprite.position.set(left / scale, top / scale);
    this.sprite.scale.set(1 / scale);
    this.draws += 1;
    return true;
  }

  /** Frees the texture (made again when next drawn). */
  release(): void {
    this.sprite.texture = Texture.EMPTY;
    this.texture?.destroy(true);
    this.texture = undefined;
  }

  destroy(): void {
    this.release();
    this.sprite.removeFromParent();
    this.sprite.destroy();
    this.stage.destroy();
  }
}
