import { anonymousUser } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { AccountState, AccountStore } from '../../account/accountStore';
import { appStateForReport } from './appStateForReport';
import { sanitizeState } from './sanitizeReport';

function accountOf(user: Partial<AccountState['user']>): AccountStore {
  return createStore<AccountState>(
    () => ({ status: 'ready', user: { ...anonymousUser, ...user } }) as unknown as AccountState,
  );
}

describe('the state a report carries', () => {
  it('holds scalar facts of the page and the editor, never the address or the chart', () => {
    const account = accountOf({ userId: 'u-1', emailAddress: 'anna@example.nl', premium: true });
    const state = sanitizeState(appStateForReport(account));
    expect(state).toMatchObject({ accountStatus: 'ready', loggedIn: true, premium: true, pending: false });
    expect(Object.keys(state)).toEqual(
      expect.arrayContaining([
        'route',
        'editorLoadStatus',
        'mode',
        'columnCount',
        'saveStatus',
        'unsavedChanges',
      ]),
    );
    expect(JSON.stringify(state)).not.toContain('anna@example.nl');
    for (const value of Object.values(state))
      expect(['string', 'number', 'boolean']).toContain(typeof (value ?? ''));
  });
});
