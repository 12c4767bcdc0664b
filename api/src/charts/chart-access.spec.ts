import { describe, expect, it } from 'vitest';
import { decideChartAccess, type ChartAccessFacts, type Viewer } from './chart-access';

const owner: Viewer = {
  userId: 'owner000001',
  emailAddress: 'eigenaar@example.nl',
  premium: false,
  pending: false,
};
const friend: Viewer = {
  userId: 'friend00001',
  emailAddress: 'Vriend@Example.nl',
  premium: false,
  pending: false,
};
const stranger: Viewer = {
  userId: 'strange0001',
  emailAddress: 'ander@example.nl',
  premium: true,
  pending: false,
};

const chart = (facts: Partial<ChartAccessFacts> = {}): ChartAccessFacts => ({
  ownerId: owner.userId,
  inBin: false,
  allowAnonymous: false,
  allowUsers: ['vriend@example.nl'],
  ...facts,
});

describe('chart access (spec §6)', () => {
  it('lets the owner read and write', () => {
    expect(decideChartAccess(chart(), owner)).toEqual({ ok: true, canWrite: true, isOwner: true });
  });

  it('lets a pending owner read only', () => {
    expect(decideChartAccess(chart(), { ...owner, pending: true })).toEqual({
      ok: true,
      canWrite: false,
      isOwner: true,
    });
  });

  it('lets users it is shared with read, whatever the case of their address', () => {
    expect(decideChartAccess(chart(), friend)).toEqual({ ok: true, canWrite: false, isOwner: false });
  });

  it('refuses a pending account with a shared address: only activation proves the address is theirs', () => {
    expect(decideChartAccess(chart(), { ...friend, pending: true })).toEqual({
      ok: false,
      reason: 'accessDenied',
    });
    expect(decideChartAccess(chart({ allowAnonymous: true }), { ...friend, pending: true })).toEqual({
      ok: true,
      canWrite: false,
      isOwner: false,
    });
  });

  it('refuses other users and anonymous visitors with their own reasons', () => {
    expect(decideChartAccess(chart(), stranger)).toEqual({ ok: false, reason: 'accessDenied' });
    expect(decideChartAccess(chart(), null)).toEqual({ ok: false, reason: 'accessDeniedAnonymous' });
  });

  it('lets everyone read a public chart', () => {
    expect(decideChartAccess(chart({ allowAnonymous: true }), null)).toMatchObject({
      ok: true,
      canWrite: false,
    });
    expect(decideChartAccess(chart({ allowAnonymous: true }), stranger)).toMatchObject({
      ok: true,
      canWrite: false,
    });
  });

  it('reports unknown charts as notFound and charts in the bin as deleted, even to the owner', () => {
    expect(decideChartAccess(undefined, owner)).toEqual({ ok: false, reason: 'notFound' });
    expect(decideChartAccess(chart({ inBin: true, allowAnonymous: true }), owner)).toEqual({
      ok: false,
      reason: 'deleted',
    });
  });

  it('lets only the owner reach a chart in the bin when the action allows it (restore, thumbnail)', () => {
    const binned = chart({ inBin: true, allowAnonymous: true });
    expect(decideChartAccess(binned, owner, { ownerInBin: true })).toEqual({
      ok: true,
      canWrite: true,
      isOwner: true,
    });
    expect(decideChartAccess(binned, friend, { ownerInBin: true })).toEqual({ ok: false, reason: 'deleted' });
    expect(decideChartAccess(binned, null, { ownerInBin: true })).toEqual({ ok: false, reason: 'deleted' });
  });
});
