import { describe, expect, it } from 'vitest';
import { deltaE2000, deltaE2000Hex, labOfHex } from './deltaE2000';

// Sharma, Wu and Dalal (2005), table 1: pairs of CIELAB colours and their ΔE00.
const sharmaPairs: Array<[number, number, number, number, number, number, number]> = [
  [50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425],
  [50, 3.1571, -77.2803, 50, 0, -82.7485, 2.8615],
  [50, 2.8361, -74.02, 50, 0, -82.7485, 3.4412],
  [50, -1.3802, -84.2814, 50, 0, -82.7485, 1],
  [50, 0, 0, 50, -1, 2, 2.3669],
  [50, 2.49, -0.001, 50, -2.49, 0.0009, 7.1792],
  [50, 2.5, 0, 50, 0, -2.5, 4.3065],
  [50, 2.5, 0, 73, 25, -18, 27.1492],
  [50, 2.5, 0, 61, -5, 29, 22.8977],
  [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
  [63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.263],
  [22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373],
  [90.8027, -2.0831, 1.441, 91.1528, -1.6435, 0.0447, 1.4441],
  [2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082],
];

describe('deltaE2000', () => {
  it.each(sharmaPairs)('Sharma pair L %s a %s b %s', (l1, a1, b1, l2, a2, b2, expected) => {
    expect(deltaE2000({ l: l1, a: a1, b: b1 }, { l: l2, a: a2, b: b2 })).toBeCloseTo(expected, 4);
    // Symmetric.
    expect(deltaE2000({ l: l2, a: a2, b: b2 }, { l: l1, a: a1, b: b1 })).toBeCloseTo(expected, 4);
  });

  it('converts sRGB to CIELAB (D65): white, black and pure red', () => {
    const white = labOfHex('#ffffff');
    expect(white.l).toBeCloseTo(100, 2);
    expect(Math.abs(white.a)).toBeLessThan(0.01);
    expect(labOfHex('#000').l).toBe(0);
    const red = labOfHex('#ff0000');
    expect(red.l).toBeCloseTo(53.24, 1);
    expect(red.a).toBeCloseTo(80.09, 1);
    expect(red.b).toBeCloseTo(67.2, 1);
  });

  it('is 0 for the same colour and large for black against white', () => {
    expect(deltaE2000Hex('#123456', '#123456')).toBe(0);
    expect(deltaE2000Hex('#000000', '#ffffff')).toBeCloseTo(100, 0);
  });

  it('refuses a colour that is no hex colour', () => {
    expect(() => deltaE2000Hex('zwart', '#000000')).toThrow('Invalid HEX color');
  });
});
