import { describe, expect, it } from 'vitest';
import type { RoundGuide } from '../roundGuide';
import { placeEvenly } from './evenPlacement';
import { locateOnGuides, placeOnGuide, roundOf, wedgeOf } from './membership';
import { pointAtScreenAngle, workAngleOf } from './polar';
import { snapToRound, turnTowardCentre } from './snap';

const guide: RoundGuide = {
  guideId: 1,
  layerId: 1,
  centerX: 250,
  centerY: 250,
  radius: 20,
  spacing: 20,
  rounds: 5,
  wedges: 6,
  startAngle: 0,
  symmetry: true,
};

const at = (distance: number, screenAngle: number, on: RoundGuide = guide) =>
  pointAtScreenAngle(on, distance, screenAngle);

describe('rounds and wedges of a round guide', () => {
  it('puts a point on the round within half the spacing, the inner one on a tie', () => {
    expect(roundOf(guide, at(20, 0))).toBe(1);
    expect(roundOf(guide, at(29, 45))).toBe(1);
    expect(roundOf(guide, at(30, 45))).toBe(1);
    expect(roundOf(guide, at(31, 45))).toBe(2);
    expect(roundOf(guide, at(100, 200))).toBe(5);
    expect(roundOf(guide, at(10, 200))).toBe(1);
  });

  it('puts points outside every round on none', () => {
    expect(roundOf(guide, at(111, 10))).toBeUndefined();
    expect(roundOf(guide, at(9, 10))).toBeUndefined();
    expect(roundOf(guide, { x: 250, y: 250 })).toBeUndefined();
    expect(placeOnGuide(guide, at(500, 0))).toBeUndefined();
  });

  it('counts wedges from the start arrow in working order (counter-clockwise)', () => {
    // Just counter-clockwise of 12 o'clock is the start of wedge 1; just clockwise of it the last wedge.
    expect(wedgeOf(guide, at(40, 359))).toBe(1);
    expect(wedgeOf(guide, at(40, 1))).toBe(6);
    expect(wedgeOf(guide, at(40, 270))).toBe(2); // 9 o'clock: 90° along
    expect(wedgeOf(guide, at(40, 180))).toBe(4);
    expect(workAngleOf(guide, at(40, 270))).toBeCloseTo(90);
    expect(placeOnGuide(guide, at(60, 300))).toMatchObject({ round: 3, wedge: 2 });
  });

  it('turns with a turned guide: its wedges start at the start arrow', () => {
    const turned = { ...guide, startAngle: 90 };
    expect(wedgeOf(turned, at(40, 89))).toBe(1);
    expect(wedgeOf(turned, at(40, 91))).toBe(6);
    expect(workAngleOf(turned, at(40, 0))).toBeCloseTo(90);
    expect(wedgeOf({ ...guide, startAngle: -30 }, at(40, 320))).toBe(1);
  });

  it('reads a guide of 0 or a fraction of wedges as one wedge, and unusable guides as no rounds', () => {
    expect(wedgeOf({ ...guide, wedges: 0 }, at(40, 123))).toBe(1);
    expect(wedgeOf({ ...guide, wedges: 2.7 }, at(40, 91))).toBe(2);
    expect(roundOf({ ...guide, spacing: 0 }, at(20, 0))).toBeUndefined();
    expect(roundOf({ ...guide, rounds: 0 }, at(20, 0))).toBeUndefined();
    expect(roundOf({ ...guide, centerX: Number.NaN }, at(20, 0))).toBeUndefined();
  });
});

describe('locating a symbol among guides', () => {
  it('gives the first guide of the symbol’s layer that has it on a round', () => {
    const second = { ...guide, guideId: 2, centerX: 1000 };
    const third = { ...guide, guideId: 3, layerId: 2 };
    const point = { ...at(40, 90), layerId: 1 };
    expect(locateOnGuides([third, second, guide], point)).toMatchObject({ guideId: 1, round: 2, wedge: 5 });
    expect(locateOnGuides([third, second, guide], { x: 1000, y: 230, layerId: 1 })).toMatchObject({
      guideId: 2,
    });
    expect(locateOnGuides([third], point)).toBeUndefined();
    expect(locateOnGuides([], point)).toBeUndefined();
  });
});

describe('snapping to a round', () => {
  it('moves a point to the nearest round and turns a stitch foot-in, top-out', () => {
    const snapped = snapToRound(guide, at(47, 90))!;
    expect(snapped.round).toBe(2);
    expect(snapped.x).toBeCloseTo(290);
    expect(snapped.y).toBeCloseTo(250);
    expect(snapped.rotate).toBeCloseTo(90);
    expect(turnTowardCentre(guide, at(40, 0))).toBeCloseTo(0);
    expect(turnTowardCentre(guide, at(40, 180))).toBeCloseTo(180);
    expect(turnTowardCentre(guide, at(40, 225))).toBeCloseTo(225);
  });

  it('clamps to the first and last round, and snaps the centre to the start arrow', () => {
    expect(snapToRound(guide, at(1000, 0))!.round).toBe(5);
    expect(snapToRound(guide, at(1, 0))!.round).toBe(1);
    const centre = snapToRound({ ...guide, startAngle: 90 }, { x: 250, y: 250 })!;
    expect(centre).toMatchObject({ round: 1, rotate: 90 });
    expect(centre.x).toBeCloseTo(270);
    expect(snapToRound({ ...guide, rounds: 0 }, at(20, 0))).toBeUndefined();
  });
});

describe('placing stitches evenly around a round', () => {
  it('spaces N stitches from the start arrow, each in the middle of its share, turned toward the centre', () => {
    const places = placeEvenly(guide, 2, 12);
    expect(places).toHaveLength(12);
    expect(places[0]!.workAngle).toBeCloseTo(15);
    expect(places[0]!.rotate).toBeCloseTo(345);
    expect(places[1]!.workAngle).toBeCloseTo(45);
    for (const place of places) {
      expect(Math.hypot(place.x - 250, place.y - 250)).toBeCloseTo(40);
      expect(roundOf(guide, place)).toBe(2);
      expect(turnTowardCentre(guide, place)).toBeCloseTo(place.rotate);
    }
    // Two in each wedge of six.
    const wedges = places.map((place) => wedgeOf(guide, place));
    expect(wedges).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
  });

  it('starts at the start arrow of a turned guide', () => {
    const [first] = placeEvenly({ ...guide, startAngle: 90 }, 1, 4);
    expect(first!.rotate).toBeCloseTo(45);
    expect(first!.x).toBeCloseTo(250 + 20 * Math.SQRT1_2);
    expect(first!.y).toBeCloseTo(250 - 20 * Math.SQRT1_2);
  });

  it('places nothing for no stitches, a round the guide lacks or an unusable guide', () => {
    expect(placeEvenly(guide, 2, 0)).toEqual([]);
    expect(placeEvenly(guide, 2, -3)).toEqual([]);
    expect(placeEvenly(guide, 2, Number.NaN)).toEqual([]);
    expect(placeEvenly(guide, 6, 4)).toEqual([]);
    expect(placeEvenly(guide, 0, 4)).toEqual([]);
    expect(placeEvenly({ ...guide, spacing: 0 }, 1, 4)).toEqual([]);
    expect(placeEvenly(guide, 1, 5000)).toHaveLength(1000);
  });
});
