import { describe, expect, it } from 'vitest';
import { maximumShaderLayers, visibilityMask } from './layerMask';

describe('the visibility mask of the layers', () => {
  it('sets bit n for a visible layer n, bottom first', () => {
    expect(visibilityMask([true, false, true])).toBe(0b101);
    expect(visibilityMask([])).toBe(0);
    expect(visibilityMask(Array.from({ length: 20 }, () => true))).toBe(2 ** 20 - 1);
    expect(visibilityMask(Array.from({ length: maximumShaderLayers }, () => true))).toBe(2 ** 31 - 1);
  });

  it('refuses more layers than the mask holds', () => {
    expect(() => visibilityMask(Array.from({ length: maximumShaderLayers + 1 }, () => true))).toThrow(
      RangeError,
    );
  });
});
