import { describe, expect, it } from 'vitest';
import { TouchPinch } from './touchPinch';

describe('the two-finger pinch', () => {
  it('zooms by the square root of the distance ratio around the midpoint, and pans with it', () => {
    const pinch = new TouchPinch();
    pinch.down(1, 100, 100, 3);
    expect(pinch.active).toBe(false);
    expect(pinch.move(1, 110, 100)).toBeNull();
    pinch.down(2, 210, 100, 3);
    expect(pinch.active).toBe(true);
    // From 100 px apart to 400 px: the cells 4 × as wide, the zoom 2 ×; the midpoint moved 10 px right.
    const step = pinch.move(2, 510, 100);
    expect(step).toEqual({ zoom: 6, anchorX: 310, anchorY: 100, panX: 150, panY: 0 });
    expect(pinch.move(1, 110, 120)).toMatchObject({ panX: 0, panY: 10 });
  });

  it('ends with a finger lifted; an unknown finger does nothing; fingers on one spot do not divide by zero', () => {
    const pinch = new TouchPinch();
    pinch.down(1, 50, 50, 2);
    pinch.down(2, 50, 50, 2);
    expect(pinch.move(2, 60, 50)?.zoom).toBe(2);
    pinch.up(1);
    expect(pinch.active).toBe(false);
    // The gesture lasts until its last finger lifts (the drawing tool sees none of it).
    expect(pinch.fingerDown).toBe(true);
    expect(pinch.move(2, 90, 50)).toBeNull();
    expect(pinch.move(7, 1, 1)).toBeNull();
    pinch.up(2);
    expect(pinch.fingerDown).toBe(false);
  });
});
