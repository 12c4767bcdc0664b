/**
 * The cells changed since the last frame, as a few rectangles: a rectangle that touches or nearly touches
 * another merges with it when their union wastes little, so a drag uploads one small rectangle per frame and a
 * scattered edit never re-uploads the whole grid.
 */
import type { CellRect } from '../document/ChartDocument';

const maximumRects = 8;

function union(a: CellRect, b: CellRect): CellRect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

const area = (rect: CellRect) => rect.width * rect.height;

export class DirtyRegion {
  private rects: CellRect[] = [];

  get isEmpty(): boolean {
    return this.rects.length === 0;
  }

  /** Cells the rectangles cover (what an upload sends). */
  get cellCount(): number {
    return this.rects.reduce((sum, rect) => sum + area(rect), 0);
  }

  add(rect: CellRect): void {
    if (rect.width <= 0 || rect.height <= 0) return;
    let current = rect;
    // Merge with every rectangle whose union with this one costs at most the two areas plus a small margin.
    for (let index = this.rects.length - 1; index >= 0; index -= 1) {
      const other = this.rects[index];
      if (!other) continue;
      const merged = union(current, other);
      if (area(merged) <= (area(current) + area(other)) * 1.5 + 16) {
        current = merged;
        this.rects.splice(index, 1);
      }
    }
    this.rects.push(current);
    if (this.rects.length > maximumRects) {
      const [first, second, ...rest] = this.rects;
      if (first && second) this.rects = [union(first, second), ...rest];
    }
  }

  /** The rectangles to upload, and an empty region afterwards. */
  take(): CellRect[] {
    const rects = this.rects;
    this.rects = [];
    return rects;
  }

  clear(): void {
    this.rects = [];
  }
}
