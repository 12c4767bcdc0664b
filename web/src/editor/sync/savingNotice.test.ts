import { describe, expect, it } from 'vitest';
import { savingNotice } from './savingNotice';

const chart = (chartId: string, ownerUserId: string) => ({ settings: { chartId }, details: { ownerUserId } });

describe('the notice for a chart the user cannot save', () => {
  it('asks an anonymous user to log in to save a new chart', () => {
    expect(savingNotice('', chart('new', ''))).toBe('loginToSave');
  });

  it('asks a pending user to activate the account for a new or an own chart', () => {
    expect(savingNotice('user0001', chart('new', ''))).toBe('activateToSave');
    expect(savingNotice('user0001', chart('abc123', 'user0001'))).toBe('activateToSave');
  });

  it('says nothing about saving someone else’s chart (a visitor of a public chart)', () => {
    expect(savingNotice('', chart('abc123', 'owner001'))).toBeUndefined();
    expect(savingNotice('user0001', chart('abc123', 'owner001'))).toBeUndefined();
    // An owner id that is somehow empty does not make a visitor its owner.
    expect(savingNotice('', chart('abc123', ''))).toBeUndefined();
  });
});
