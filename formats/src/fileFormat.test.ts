import { describe, expect, it } from 'vitest';
import { formatOfFileName } from './fileFormat';

describe('formatOfFileName', () => {
  it('follows the extension, whatever its case', () => {
    expect(formatOfFileName('roos.oxs')).toBe('oxs');
    expect(formatOfFileName('Roos.PDF')).toBe('pdf');
    expect(formatOfFileName('map/mijn.chart.json')).toBe('json');
  });

  it('knows no format for other or missing extensions', () => {
    expect(formatOfFileName('roos.xsd')).toBeUndefined();
    expect(formatOfFileName('roos')).toBeUndefined();
    expect(formatOfFileName('roos.')).toBeUndefined();
  });
});
