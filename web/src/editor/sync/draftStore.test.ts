import { createChartState } from '@steekwerk/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/localStore';
import {
  activationDraftKey,
  activationDraftLifetimeMs,
  draftKey,
  dropDraft,
  keepDraft,
  keepDraftForActivation,
  keepDraftProgress,
  keptDraftCells,
  opensDraft,
  readActivationDraft,
  readDraft,
  readDraftProgress,
} from './draftStore';

const state = createChartState({
  craft: 'quilt',
  type: 'other',
  size: { columnCount: 1, rowCount: 1 },
  rows: '1:AQ==',
});

const email = 'Anna@Example.nl';
const now = Date.UTC(2026, 10, 24, 8, 0, 0);
const back = '/nl/c/new?draft=1';

beforeEach(() => {
  dropDraft('tab', sessionStorage, memoryStorage());
  sessionStorage.clear();
});

describe('drafts kept while logging in', () => {
  it('gives the draft back for its own chart only, as often as asked, until it is saved', () => {
    expect(keepDraft(sessionStorage, state)).toBe(true);
    expect(readDraft(sessionStorage, 'other')).toBeUndefined();
    expect(readDraft(sessionStorage, 'new')).toEqual(state);
    // A second opening (React's strict effects, a reload before the first save) still finds it.
    expect(readDraft(sessionStorage, 'new')).toEqual(state);
    dropDraft('tab', sessionStorage, memoryStorage());
    expect(readDraft(sessionStorage, 'new')).toBeUndefined();
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  });

  it('hands over the cells it was kept with, for that very draft only, until it is saved or kept again', () => {
    const cells = Uint8Array.from([1]);
    keepDraft(sessionStorage, state, cells);
    const draft = readDraft(sessionStorage, 'new');
    expect(draft && keptDraftCells(draft)).toBe(cells);
    // A copy read back from the storage (after a reload) has only its rows.
    expect(keptDraftCells(JSON.parse(sessionStorage.getItem(draftKey)!) as typeof state)).toBeUndefined();
    keepDraft(sessionStorage, state);
    expect(keptDraftCells(state)).toBeUndefined();
    keepDraft(sessionStorage, state, cells);
    dropDraft('tab', sessionStorage, memoryStorage());
    expect(keptDraftCells(state)).toBeUndefined();
  });

  it('survives a page load through sessionStorage', () => {
    sessionStorage.setItem(draftKey, JSON.stringify(state));
    expect(readDraft(sessionStorage, 'new')).toEqual(state);
  });

  it('ignores a draft that is not a chart', () => {
    sessionStorage.setItem(draftKey, '{"settings":{}}');
    expect(readDraft(sessionStorage, 'new')).toBeUndefined();
    sessionStorage.setItem(draftKey, 'not json');
    expect(readDraft(sessionStorage, 'new')).toBeUndefined();
  });

  it('says when the draft does not fit', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(keepDraft(full, state)).toBe(false);
  });

  it('knows which addresses open the draft', () => {
    expect(opensDraft(back)).toBe(true);
    expect(opensDraft('/nl/c/abc123?x=2&draft=1#top')).toBe(true);
    expect(opensDraft('/nl/c/new?columns=3')).toBe(false);
    expect(opensDraft('/nl/c/new?draft=12')).toBe(false);
    expect(opensDraft('/nl')).toBe(false);
  });
});

describe('drafts kept while a new account waits for activation', () => {
  it('moves the tab draft to the shared storage for the registered address only', () => {
    const local = memoryStorage();
    keepDraft(sessionStorage, state);
    expect(keepDraftForActivation(sessionStorage, local, back, email, now)).toBe(true);
    // Gone from the tab: only the activated user gets it back.
    expect(readDraft(sessionStorage, 'new')).toBeUndefined();
    expect(readActivationDraft(local, 'new', 'anna@example.nl', now + 1000)).toEqual(state);
    expect(readActivationDraft(local, 'new', 'someone@example.nl', now)).toBeUndefined();
    expect(readActivationDraft(local, 'new', '', now)).toBeUndefined();
    expect(readActivationDraft(local, 'abc123', email, now)).toBeUndefined();
    dropDraft('activation', sessionStorage, local);
    expect(readActivationDraft(local, 'new', email, now)).toBeUndefined();
  });

  it('expires with the activation link, and then removes it', () => {
    const local = memoryStorage();
    keepDraft(sessionStorage, state);
    keepDraftForActivation(sessionStorage, local, back, email, now);
    expect(readActivationDraft(local, 'new', email, now + activationDraftLifetimeMs)).toEqual(state);
    expect(readActivationDraft(local, 'new', email, now + activationDraftLifetimeMs + 1)).toBeUndefined();
    expect(local.getItem(activationDraftKey)).toBeNull();
  });

  it('keeps nothing when the registration does not come from the editor or there is no draft', () => {
    const local = memoryStorage();
    keepDraft(sessionStorage, state);
    expect(keepDraftForActivation(sessionStorage, local, '/nl/account/profile', email, now)).toBe(false);
    expect(local.getItem(activationDraftKey)).toBeNull();
    dropDraft('tab', sessionStorage, local);
    expect(keepDraftForActivation(sessionStorage, local, back, email, now)).toBe(false);
  });

  it('leaves the draft in the tab when the shared storage is full', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    keepDraft(sessionStorage, state);
    expect(keepDraftForActivation(sessionStorage, full, back, email, now)).toBe(false);
    expect(readDraft(sessionStorage, 'new')).toEqual(state);
  });

  it('ignores what is not a kept draft', () => {
    const local = memoryStorage({ [activationDraftKey]: 'not json' });
    expect(readActivationDraft(local, 'new', email, now)).toBeUndefined();
    local.setItem(
      activationDraftKey,
      JSON.stringify({ emailAddress: 'anna@example.nl', keptAt: now, state: {} }),
    );
    expect(readActivationDraft(local, 'new', email, now)).toBeUndefined();
    local.setItem(activationDraftKey, JSON.stringify({ emailAddress: 'anna@example.nl', state }));
    expect(readActivationDraft(local, 'new', email, now)).toBeUndefined();
  });
});

describe('done cells kept with the draft (an imported file’s marked stitches)', () => {
  const done = '1:AQ==';

  it('come back with the draft until it is saved, in memory and in the tab’s storage', () => {
    keepDraft(sessionStorage, state);
    expect(keepDraftProgress(sessionStorage, done)).toBe(true);
    const draft = readDraft(sessionStorage, 'new')!;
    expect(readDraftProgress(sessionStorage, draft)).toBe(done);
    expect(sessionStorage.getItem('steekwerk.chartDraftProgress')).toBe(done);
    dropDraft('tab', sessionStorage, memoryStorage());
    expect(readDraftProgress(sessionStorage, draft)).toBeUndefined();
    expect(sessionStorage.getItem('steekwerk.chartDraftProgress')).toBeNull();
  });

  it('are forgotten when another draft is kept, and belong to the kept draft only', () => {
    keepDraft(sessionStorage, state);
    keepDraftProgress(sessionStorage, done);
    const other = { ...state, settings: { ...state.settings, title: 'Ander' } };
    keepDraft(sessionStorage, other);
    expect(readDraftProgress(sessionStorage, other)).toBeUndefined();
    keepDraftProgress(sessionStorage, done);
    expect(readDraftProgress(sessionStorage, state)).toBeUndefined();
  });

  it('are read from the tab’s storage after a reload', () => {
    sessionStorage.setItem(draftKey, JSON.stringify(state));
    sessionStorage.setItem('steekwerk.chartDraftProgress', done);
    const draft = readDraft(sessionStorage, 'new')!;
    expect(readDraftProgress(sessionStorage, draft)).toBe(done);
  });
});
