import { createChartState } from '@steekwerk/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey, keepDraft, takeDraft } from './draftStore';

const state = createChartState({
  craft: 'quilt',
  type: 'other',
  size: { columnCount: 1, rowCount: 1 },
  rows: '1:AQ==',
});

describe('drafts kept while logging in', () => {
  // The draft is kept in memory too (module state): each test starts with none, whichever test ran before.
  beforeEach(() => {
    takeDraft(sessionStorage, 'new');
    sessionStorage.clear();
  });

  it('gives the draft back once, for its own chart only', () => {
    expect(keepDraft(sessionStorage, state)).toBe(true);
    expect(takeDraft(sessionStorage, 'other')).toBeUndefined();
    keepDraft(sessionStorage, state);
    expect(takeDraft(sessionStorage, 'new')).toEqual(state);
    expect(takeDraft(sessionStorage, 'new')).toBeUndefined();
  });

  it('ignores a draft that is not a chart', () => {
    sessionStorage.setItem(draftKey, '{"settings":{}}');
    expect(takeDraft(sessionStorage, 'new')).toBeUndefined();
    sessionStorage.setItem(draftKey, 'not json');
    expect(takeDraft(sessionStorage, 'new')).toBeUndefined();
  });

  it('says when the draft does not fit', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(keepDraft(full, state)).toBe(false);
  });
});
