import { describe, expect, it } from 'vitest';
import { percentageDone } from '../trackerCounts';
import { autoScrollDelta } from './trackerAutoScroll';
import { formatCount, lineWordOf, totalText } from './trackerTexts';

describe('the tracker screen’s words and numbers', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1234, '1\u00a0234'],
    [10000, '10\u00a0000'],
    [4000000, '4\u00a0000\u00a0000'],
    [-3, '0'],
    [2.7, '2'],
  ])('counts %d as "%s"', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });

  it.each([
    [1234, 10000, '1\u00a0234 van 10\u00a0000 steken gedaan (12\u00a0%)'],
    [4, 1000, '4 van 1\u00a0000 steken gedaan (0,4\u00a0%)'],
    [1, 4000000, '1 van 4\u00a0000\u00a0000 steken gedaan (0,1\u00a0%)'],
    [0, 0, '0 van 0 steken gedaan (0\u00a0%)'],
    [999, 1000, '999 van 1\u00a0000 steken gedaan (99\u00a0%)'],
    [1000, 1000, '1\u00a0000 van 1\u00a0000 steken gedaan (100\u00a0%)'],
  ])('totals %d of %d', (done, total, text) => {
    expect(totalText({ done, total, percentage: percentageDone(done, total) })).toBe(text);
  });

  it.each([
    ['knitting', 'horizontal', 'Naald'],
    ['knitting in the round', 'horizontal', 'Toer'],
    ['crochet', 'horizontal', 'Toer'],
    ['crossStitch', 'horizontal', 'Rij'],
    ['knitting', 'vertical', 'Kolom'],
    ['crochet', 'diagonal', 'Diagonaal'],
    [undefined, 'horizontal', 'Rij'],
  ] as const)('a %s line worked %s is a "%s"', (craft, axis, word) => {
    if (craft === 'knitting in the round') expect(lineWordOf('knitting', axis, false)).toBe(word);
    else expect(lineWordOf(craft, axis)).toBe(word);
  });

  it.each([
    ['progressTrackerAutoScroll0', { start: -500, size: 10, view: 400 }, 0],
    ['progressTrackerAutoScroll1', { start: 100, size: 10, view: 400 }, 0],
    ['progressTrackerAutoScroll1', { start: 395, size: 10, view: 400 }, 15],
    ['progressTrackerAutoScroll1', { start: -30, size: 10, view: 400 }, -40],
    ['progressTrackerAutoScroll1', { start: 50, size: 500, view: 400 }, -450],
    ['progressTrackerAutoScroll2', { start: 100, size: 10, view: 400 }, -95],
    ['progressTrackerAutoScroll2', { start: 195, size: 10, view: 400 }, 0],
    ['nonsense', { start: 900, size: 10, view: 400 }, 0],
  ] as const)('auto-scroll %s of the line at %j moves %d px', (setting, band, delta) => {
    expect(autoScrollDelta(setting, band)).toBe(delta);
  });
});
