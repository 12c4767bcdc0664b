import { describe, expect, it } from 'vitest';
import {
  chartImageLink,
  chartTypeLabels,
  chartTypesMatching,
  chartsListQuerySchema,
  craftsMatching,
  isFolderView,
  searchWords,
  sortsDescending,
} from './chartList';
import {
  chartPropertyChangesSchema,
  chartShareRequestSchema,
  chartsPropertiesQuerySchema,
} from './chartProperties';
import { copyTitle } from './chartCopies';
import { folderTitleSchema } from './folders';
import { chartTypes } from '../crafts';

describe('charts list protocol', () => {
  it('sorts dates descending and titles ascending (spec §2)', () => {
    expect(sortsDescending('dateOpened')).toBe(true);
    expect(sortsDescending('dateModified')).toBe(true);
    expect(sortsDescending('dateCreated')).toBe(true);
    expect(sortsDescending('title')).toBe(false);
  });

  it('reads list queries with defaults and refuses bad ones', () => {
    expect(chartsListQuerySchema.parse({})).toEqual({ folder: 'all', order: 'dateOpened', limit: 50 });
    expect(chartsListQuerySchema.parse({ folder: 'abc123', limit: '20', q: '  trui ' })).toMatchObject({
      folder: 'abc123',
      limit: 20,
      q: 'trui',
    });
    expect(chartsListQuerySchema.safeParse({ folder: '../x' }).success).toBe(false);
    expect(chartsListQuerySchema.safeParse({ limit: 101 }).success).toBe(false);
    expect(isFolderView('deleted')).toBe(true);
    expect(isFolderView('abc')).toBe(false);
  });

  it('finds crafts and types by their Dutch labels and ids', () => {
    expect(craftsMatching('haken')).toEqual(['crochet', 'crochetFreeform']);
    expect(craftsMatching('borduren')).toEqual(['crossStitch']);
    expect(chartTypesMatching('tunesisch')).toEqual(['tunisian', 'tunisian1', 'tunisian2']);
    expect(chartTypesMatching('lace')).toEqual(['lace']);
    expect(Object.keys(chartTypeLabels).sort()).toEqual([...chartTypes].sort());
    expect(searchWords('  Rode  trui rode ')).toEqual(['rode', 'trui']);
  });

  it('builds thumbnail addresses that change with the revision', () => {
    expect(chartImageLink('abc', 3)).toBe('/nl/ajax/chart/image/abc/3');
  });
});

describe('chart properties protocol', () => {
  it('needs the craft with the type, and a type of that craft', () => {
    expect(chartPropertyChangesSchema.safeParse({ craft: 'crochet', type: 'c2c' }).success).toBe(true);
    expect(chartPropertyChangesSchema.safeParse({ type: 'c2c' }).success).toBe(false);
    expect(chartPropertyChangesSchema.safeParse({ craft: 'knitting', type: 'c2c' }).success).toBe(false);
    expect(chartPropertyChangesSchema.safeParse({ craft: 'quilt', type: 'other' }).success).toBe(true);
    expect(chartPropertyChangesSchema.safeParse({}).success).toBe(false);
  });

  it('normalises shared addresses and splits id lists', () => {
    expect(
      chartShareRequestSchema.parse({ allowUsers: ['B@example.nl ', 'a@example.nl', 'b@example.nl'] }),
    ).toEqual({
      allowUsers: ['a@example.nl', 'b@example.nl'],
    });
    expect(chartsPropertiesQuerySchema.parse({ ids: 'a,b,a' })).toEqual({ ids: ['a', 'b'] });
    expect(chartsPropertiesQuerySchema.safeParse({ ids: 'a,new' }).success).toBe(false);
  });

  it('names copies and folders', () => {
    expect(copyTitle('Sjaal')).toBe('Sjaal (kopie)');
    expect(copyTitle('  ')).toBe('Naamloos (kopie)');
    expect(folderTitleSchema.parse('  Wol ')).toBe('Wol');
    expect(folderTitleSchema.safeParse('a\nb').success).toBe(false);
  });
});
