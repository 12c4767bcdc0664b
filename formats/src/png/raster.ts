/**
 * An RGB image in memory with the few drawing operations the chart PNG needs (rectangles, lines, triangles, dots and
 * rings).
 */

export type Rgb = readonly [number, number, number];

export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  /** Fills a rectangle, clipped to the image. */
  fillRect(left: number, top: number, width: number, height: number, colour: Rgb): void {
    const x0 = Math.max(0, Math.floor(left));
    const y0 = Math.max(0, Math.floor(top));
    const x1 = Math.min(this.width, Math.floor(left + width));
    const y1 = Math.min(this.height, Math.floor(top + height));
    if (x0 >= x1 || y0 >= y1) return;
    const [red, green, blue] = colour;
    const pixels = this.pixels;
    for (let y = y0; y < y1; y += 1) {
      let at = (y * this.width + x0) * 3;
      for (let x = x0; x < x1; x += 1, at += 3) {
        pixels[at] = red;
        pixels[at + 1] = green;
        pixels[at + 2] = blue;
      }
    }
  }

  /** A line of `thickness` pixels between two points (square pen, stepped along the longer axis). */
  line(x1: number, y1: number, x2: number, y2: number, thickness: number, colour: Rgb): void {
    const steps = Math.max(1, Math.ceil(Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1))));
    const half = thickness / 2;
    for (let step = 0; step <= steps; step += 1) {
      const x = x1 + ((x2 - x1) * step) / steps;
      const y = y1 + ((y2 - y1) * step) / steps;
      this.fillRect(Math.round(x - half), Math.round(y - half), thickness, thickness, colour);
    }
  }

  /**
   * A right triangle filling the half of a `width` × `height` rectangle at `left`, `top` on the side of one corner
   * (its right angle there): the cell's own shape, so a half stitch in a gauged (non-square) cell fills half of it.
   */
  cornerTriangle(
    left: number,
    top: number,
    width: number,
    height: number,
    atLeft: boolean,
    atTop: boolean,
    colour: Rgb,
  ): void {
    for (let row = 0; row < height; row += 1) {
      // Pixels of this row inside the triangle whose right angle is at the chosen corner (the diagonal included).
      const fromCorner = atTop ? height - row : row + 1;
      const span = Math.min(width, Math.max(1, Math.round((width * fromCorner) / height)));
      this.fillRect(atLeft ? left : left + width - span, top + row, span, 1, colour);
    }
  }

  /** Darkens a rectangle towards black by `amount` (0–1), as a black overlay of that opacity does. */
  shade(left: number, top: number, width: number, height: number, amount: number): void {
    const x0 = Math.max(0, Math.floor(left));
    const y0 = Math.max(0, Math.floor(top));
    const x1 = Math.min(this.width, Math.floor(left + width));
    const y1 = Math.min(this.height, Math.floor(top + height));
    const keep = 1 - Math.max(0, Math.min(1, amount));
    const pixels = this.pixels;
    for (let y = y0; y < y1; y += 1) {
      const end = (y * this.width + x1) * 3;
      for (let at = (y * this.width + x0) * 3; at < end; at += 1) pixels[at] = Math.round(pixels[at]! * keep);
    }
  }

  /** A filled circle of `radius` pixels around a point (a pixel is in when its centre is). */
  disc(cx: number, cy: number, radius: number, colour: Rgb): void {
    this.ring(cx, cy, radius, radius, colour);
  }

  /** A ring between `radius - thickness` and `radius` pixels around a point (a pixel is in when its centre is). */
  ring(cx: number, cy: number, radius: number, thickness: number, colour: Rgb): void {
    const inner = Math.max(0, radius - thickness);
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y += 1) {
      const dy = y + 0.5 - cy;
      if (Math.abs(dy) > radius) continue;
      const outerHalf = Math.sqrt(radius * radius - dy * dy);
      const innerHalf = Math.abs(dy) < inner ? Math.sqrt(inner * inner - dy * dy) : 0;
      const span = (from: number, to: number) => {
        const x0 = Math.ceil(from - 0.5);
        const x1 = Math.floor(to - 0.5);
        if (x1 >= x0) this.fillRect(x0, y, x1 - x0 + 1, 1, colour);
      };
      if (innerHalf === 0) span(cx - outerHalf, cx + outerHalf);
      else {
        span(cx - outerHalf, cx - innerHalf);
        span(cx + innerHalf, cx + outerHalf);
      }
    }
  }
}
