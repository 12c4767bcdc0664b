import { describe, expect, it } from 'vitest';
import { outsidePressCloses } from './outsidePress';

const press = (overrides: Partial<Parameters<typeof outsidePressCloses>[0]> = {}) => ({
  x: 400,
  y: 300,
  viewportWidth: 1280,
  viewportHeight: 800,
  scrollbarWidth: 0,
  openedAt: 0,
  now: 1000,
  ...overrides,
});

describe('outsidePressCloses', () => {
  it('closes on a press away from the edges after the grace period', () => {
    expect(outsidePressCloses(press())).toBe(true);
    expect(outsidePressCloses(press({ x: 20, y: 20 }))).toBe(true);
  });

  it('ignores presses during the grace period after opening', () => {
    expect(outsidePressCloses(press({ now: 299 }))).toBe(false);
    expect(outsidePressCloses(press({ now: 300 }))).toBe(true);
  });

  it('ignores presses within 20 px of any edge', () => {
    expect(outsidePressCloses(press({ x: 19 }))).toBe(false);
    expect(outsidePressCloses(press({ y: 5 }))).toBe(false);
    expect(outsidePressCloses(press({ x: 1265 }))).toBe(false);
    expect(outsidePressCloses(press({ y: 790 }))).toBe(false);
  });

  it('widens the margin to a wider scrollbar', () => {
    expect(outsidePressCloses(press({ x: 1250, scrollbarWidth: 35 }))).toBe(false);
    expect(outsidePressCloses(press({ x: 1240, scrollbarWidth: 35 }))).toBe(true);
  });
});
