/**
 * Scrolling by copying: when only the view's position changed since the last whole frame, the frame is moved by
 * the scroll offset with two framebuffer blits (into a renderbuffer and back, shifted) and only the strips that
 * came into view are drawn. On SwiftShader this costs a few milliseconds instead of a whole frame's shading.
 * Only renderbuffers and framebuffers are touched, never texture units, and the default framebuffer is bound
 * again at the end (what PixiJS expects).
 */

/** A rectangle in device pixels with WebGL's bottom-left origin. */
export interface PixelRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The strips a shift of (dx, dy) device pixels uncovers (dy counted downwards, as on screen), in WebGL's
 * bottom-up coordinates; empty when the shift is larger than the frame (then everything must be drawn).
 */
export function uncoveredStrips(
  dx: number,
  dy: number,
  width: number,
  height: number,
): PixelRect[] | undefined {
  if (Math.abs(dx) >= width || Math.abs(dy) >= height) return undefined;
  const strips: PixelRect[] = [];
  const glDy = -dy;
  if (dx > 0) strips.push({ x: 0, y: 0, width: dx, height });
  if (dx < 0) strips.push({ x: width + dx, y: 0, width: -dx, height });
  if (glDy > 0) strips.push({ x: 0, y: 0, width, height: glDy });
  if (glDy < 0) strips.push({ x: 0, y: height + glDy, width, height: -glDy });
  return strips;
}

export class ScrollCopy {
  private framebuffer: WebGLFramebuffer | null = null;
  private renderbuffer: WebGLRenderbuffer | null = null;
  private width = 0;
  private height = 0;

  constructor(private readonly gl: WebGL2RenderingContext) {}

  /** Moves the current frame by (dx, dy) device pixels (dy downwards). */
  shift(dx: number, dy: number): void {
    const gl = this.gl;
    const width = gl.drawingBufferWidth;
    const height = gl.drawingBufferHeight;
    this.ensureSize(width, height);
    gl.disable(gl.SCISSOR_TEST);
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, null);
    gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, this.framebuffer);
    gl.blitFramebuffer(0, 0, width, height, 0, 0, width, height, gl.COLOR_BUFFER_BIT, gl.NEAREST);
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, this.framebuffer);
    gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, null);
    const glDy = -dy;
    const x0 = Math.max(0, -dx);
    const x1 = width - Math.max(0, dx);
    const y0 = Math.max(0, -glDy);
    const y1 = height - Math.max(0, glDy);
    gl.blitFramebuffer(
      x0,
      y0,
      x1,
      y1,
      x0 + dx,
      y0 + glDy,
      x1 + dx,
      y1 + glDy,
      gl.COLOR_BUFFER_BIT,
      gl.NEAREST,
    );
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
  }

  destroy(): void {
    this.gl.deleteFramebuffer(this.framebuffer);
    this.gl.deleteRenderbuffer(this.renderbuffer);
    this.framebuffer = null;
    this.renderbuffer = null;
  }

  private ensureSize(width: number, height: number): void {
    if (this.framebuffer && width === this.width && height === this.height) return;
    const gl = this.gl;
    this.destroy();
    this.renderbuffer = gl.createRenderbuffer();
    gl.bindRenderbuffer(gl.RENDERBUFFER, this.renderbuffer);
    gl.renderbufferStorage(gl.RENDERBUFFER, gl.RGBA8, width, height);
    gl.bindRenderbuffer(gl.RENDERBUFFER, null);
    this.framebuffer = gl.createFramebuffer();
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.framebuffer);
    gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.RENDERBUFFER, this.renderbuffer);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    this.width = width;
    this.height = height;
  }
}
