import { boundingBoxOf } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { overlayShapes, type OverlayInput } from './overlayShapes';

const chain = { x: 100, y: 50, width: 20, height: 20, rotate: 0 };
/** Two pixels per unit, the chart's corner at (10, 20) of the view. */
const input = (overrides: Partial<OverlayInput> = {}): OverlayInput => ({
  symbols: [chain],
  box: boundingBoxOf(chain),
  band: undefined,
  showHandles: true,
  toView: (point) => ({ x: 10 + point.x * 2, y: 20 + point.y * 2 }),
  pixelsPerUnit: 2,
  ...overrides,
});

describe('the freeform selection overlay', () => {
  it('outlines each symbol and its box in view pixels, with four scale handles and a rotate handle', () => {
    const shapes = overlayShapes(input());
    expect(shapes.outlines).toBe('M190 100L230 100L230 140L190 140Z');
    expect(shapes.box).toEqual({ x: 190, y: 100, width: 40, height: 40 });
    expect(shapes.scaleHandles).toHaveLength(4);
    expect(shapes.scaleHandles[0]).toEqual({ x: 185, y: 95, size: 10 });
    // 28 pixels above the box's top edge, over its middle.
    expect(shapes.rotateHandle).toMatchObject({ x: 210, y: 72, stemX: 210, stemY: 100 });
  });

  it('draws no handles where the chart cannot be edited, and a rubber band dragged any way round', () => {
    const shapes = overlayShapes(
      input({
        showHandles: false,
        band: { x: 50, y: 50, width: -20, height: -10 },
        symbols: [],
        box: undefined,
      }),
    );
    expect(shapes.scaleHandles).toEqual([]);
    expect(shapes.rotateHandle).toBeUndefined();
    expect(shapes.band).toEqual({ x: 70, y: 100, width: 40, height: 20 });
    expect(shapes.outlines).toBe('');
  });
});
