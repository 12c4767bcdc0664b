// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actionTrailLength, createActionTrail, routeAction } from './actionTrail';

describe('the trail of recent actions', () => {
  it('keeps the last actions, oldest first, a run of one action as one entry with a count', () => {
    const trail = createActionTrail();
    trail.record('route:/nl/c/:id');
    for (let index = 0; index < 12; index += 1) trail.record('drawCells');
    trail.record('undo');
    expect(trail.recent()).toEqual(['route:/nl/c/:id', 'drawCells ×12', 'undo']);
  });

  it(`keeps at most ${actionTrailLength}`, () => {
    const trail = createActionTrail();
    for (let index = 0; index < 30; index += 1) trail.record(`action${index}`);
    expect(trail.recent()).toHaveLength(actionTrailLength);
    expect(trail.recent()[0]).toBe('action10');
  });

  it('keeps no e-mail address or token and skips empty names', () => {
    const trail = createActionTrail();
    trail.record('');
    trail.record('share with anna@example.nl');
    expect(trail.recent()).toEqual(['share with [verwijderd]']);
  });

  it('names routes without their ids or query', () => {
    expect(routeAction('/nl/c/abc123def456/download')).toBe('route:/nl/c/:id/download');
    expect(routeAction('/nl/c/new')).toBe('route:/nl/c/new');
    expect(routeAction('/nl/zoeken')).toBe('route:/nl/zoeken');
  });
});
