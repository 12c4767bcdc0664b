/**
 * Two-finger pinch and pan on a touch screen where one finger reaches the tool (the drawing and tracker modes: the
 * scroll area's touch-action is none, so the browser does not zoom). The fingers' distance scales the cells, their
 * midpoint pans and is the zoom's anchor. A cell is 2·z² pixels wide (viewport/zoom.ts), so the zoom follows the
 * square root of the distance's ratio.
 */
export interface PinchStep {
  /** The zoom for the fingers' distance now. */
  readonly zoom: number;
  /** The midpoint now (view pixels): the zoom's anchor. */
  readonly anchorX: number;
  readonly anchorY: number;
  /** How far the midpoint moved since the last step: scroll the view back by it. */
  readonly panX: number;
  readonly panY: number;
}

interface Finger {
  x: number;
  y: number;
}

export class TouchPinch {
  private readonly fingers = new Map<number, Finger>();
  private startDistance = 0;
  private startZoom = 1;
  private lastMid: Finger = { x: 0, y: 0 };

  /** Whether any finger is down. */
  get fingerDown(): boolean {
    return this.fingers.size > 0;
  }

  /** Whether two fingers are down (the pinch owns the gesture). */
  get active(): boolean {
    return this.fingers.size >= 2;
  }

  /** A finger came down; with the second one the pinch starts from `zoom`. */
  down(id: number, x: number, y: number, zoom: number): void {
    this.fingers.set(id, { x, y });
    if (this.fingers.size === 2) {
      this.startDistance = this.distance();
      this.startZoom = zoom;
      this.lastMid = this.midpoint();
    }
  }

  /** A finger moved; a step while two are down, else null. */
  move(id: number, x: number, y: number): PinchStep | null {
    const finger = this.fingers.get(id);
    if (finger === undefined) return null;
    finger.x = x;
    finger.y = y;
    if (this.fingers.size !== 2) return null;
    const mid = this.midpoint();
    const ratio = this.startDistance > 0 ? this.distance() / this.startDistance : 1;
    const step = {
      zoom: this.startZoom * Math.sqrt(ratio),
      anchorX: mid.x,
      anchorY: mid.y,
      panX: mid.x - this.lastMid.x,
      panY: mid.y - this.lastMid.y,
    };
    this.lastMid = mid;
    return step;
  }

  /** A finger lifted or was lost. */
  up(id: number): void {
    this.fingers.delete(id);
  }

  private distance(): number {
    const [a, b] = [...this.fingers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  }

  private midpoint(): Finger {
    const [a, b] = [...this.fingers.values()];
    return a && b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : { x: 0, y: 0 };
  }
}
