import { describe, expect, it } from 'vitest';
import type { EditAccess } from '../document/editability';
import { readOnlyReason, type ReadOnlyFacts } from './readOnlyReason';

const editable: EditAccess = {
  locked: false,
  revisionNumber: 0,
  smallMobileScreen: false,
  hasWriteAccess: true,
  hasWriteLock: true,
};
const facts = (
  access: Partial<EditAccess>,
  rest: Partial<Omit<ReadOnlyFacts, 'access'>> = {},
): ReadOnlyFacts => ({
  access: { ...editable, ...access },
  owner: true,
  syncNotice: undefined,
  ...rest,
});
const reader = { hasWriteAccess: false, hasWriteLock: false };

describe('why a chart is read only', () => {
  it('gives no reason for a chart the user can edit', () => {
    expect(readOnlyReason(facts({}))).toBeUndefined();
    expect(readOnlyReason(facts({}, { syncNotice: 'newRevision' }))).toBeUndefined();
  });

  it('says it is someone else’s chart first, whatever else holds', () => {
    expect(readOnlyReason(facts(reader, { owner: false }))).toBe('notMine');
    expect(
      readOnlyReason(facts({ ...reader, locked: true, smallMobileScreen: true }, { owner: false })),
    ).toBe('notMine');
  });

  it('names a backup, a lock and a phone, in that order, for the owner', () => {
    expect(readOnlyReason(facts({ revisionNumber: 3, hasWriteLock: false, locked: true }))).toBe('backup');
    expect(readOnlyReason(facts({ locked: true, smallMobileScreen: true }))).toBe('locked');
    expect(readOnlyReason(facts({ smallMobileScreen: true }))).toBe('smallScreen');
  });

  it('leaves it to the sync notice when that already says why', () => {
    // Another tab or device holds the write lock: the notice (with its own button) says so.
    for (const syncNotice of [
      'lockedElsewhere',
      'lockedInOtherTab',
      'lockedOnOtherDevice',
      'lockLostToOtherTab',
      'lockLostToOtherDevice',
    ] as const) {
      expect(readOnlyReason(facts({ hasWriteLock: false }, { syncNotice }))).toBeUndefined();
    }
    // A pending owner reads only until the account is activated.
    expect(readOnlyReason(facts(reader, { syncNotice: 'activateToSave' }))).toBeUndefined();
    // The chart went away, for the owner and for anyone else.
    expect(readOnlyReason(facts(reader, { syncNotice: 'deleted' }))).toBeUndefined();
    expect(readOnlyReason(facts(reader, { owner: false, syncNotice: 'accessDenied' }))).toBeUndefined();
  });

  it('falls back to the plain hint when nothing explains it', () => {
    expect(readOnlyReason(facts({ hasWriteLock: false }))).toBe('other');
    expect(readOnlyReason(facts(reader, { syncNotice: 'newRevision' }))).toBe('other');
  });
});
