import { describe, expect, it } from 'vitest';
import { simulateColourVision } from './colourVision';
import { deltaE2000Hex } from '@steekwerk/model';

describe('simulateColourVision', () => {
  it('keeps greys grey (each Machado row sums to 1)', () => {
    for (const grey of ['#000000', '#808080', '#ffffff']) {
      for (const kind of ['protanopia', 'deuteranopia', 'tritanopia'] as const) {
        expect(deltaE2000Hex(simulateColourVision(grey, kind), grey)).toBeLessThan(1);
      }
    }
  });

  it('makes a red and a green that everyone else tells apart look alike to a deuteranope', () => {
    const red = '#c0392b';
    const green = '#7a8a2a';
    expect(deltaE2000Hex(red, green)).toBeGreaterThan(20);
    const seen = deltaE2000Hex(
      simulateColourVision(red, 'deuteranopia'),
      simulateColourVision(green, 'deuteranopia'),
    );
    expect(seen).toBeLessThan(deltaE2000Hex(red, green) / 2);
  });

  it('refuses a colour that is no hex colour', () => {
    expect(() => simulateColourVision('red', 'protanopia')).toThrow();
  });
});
