import { describe, expect, it } from 'vitest';
import { cropAfterKey } from './CropPreview';

describe('moving the crop with the keyboard', () => {
  const crop = { x: 100, y: 50, width: 200, height: 100 };

  it('moves by a fiftieth of the picture, within it', () => {
    expect(cropAfterKey(crop, 'ArrowRight', false, 1000, 500)).toEqual({ ...crop, x: 120 });
    expect(cropAfterKey(crop, 'ArrowUp', false, 1000, 500)).toEqual({ ...crop, y: 40 });
    expect(cropAfterKey({ ...crop, x: 795 }, 'ArrowRight', false, 1000, 500)).toEqual({ ...crop, x: 800 });
    expect(cropAfterKey({ ...crop, x: 0 }, 'ArrowLeft', false, 1000, 500)).toEqual({ ...crop, x: 0 });
  });

  it('resizes with Shift, never below one pixel nor past the picture', () => {
    expect(cropAfterKey(crop, 'ArrowRight', true, 1000, 500)).toEqual({ ...crop, width: 220 });
    expect(cropAfterKey(crop, 'ArrowUp', true, 1000, 500)).toEqual({ ...crop, height: 90 });
    expect(cropAfterKey({ ...crop, width: 5 }, 'ArrowLeft', true, 1000, 500)).toEqual({ ...crop, width: 1 });
    expect(cropAfterKey({ ...crop, height: 440 }, 'ArrowDown', true, 1000, 500)).toEqual({
      ...crop,
      height: 450,
    });
  });

  it('leaves other keys alone', () => {
    expect(cropAfterKey(crop, 'Enter', false, 1000, 500)).toBeUndefined();
  });
});
