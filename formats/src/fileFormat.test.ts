import { describe, expect, it } from 'vitest';
import { fileBaseOf, fileNameOf, formatOfFileName } from './fileFormat';

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

describe('fileNameOf', () => {
  it('keeps letters, digits, - and _ of the title, drops accents and joins words with -', () => {
    expect(fileNameOf('Trui met élanden!', 'oxs')).toBe('Trui-met-elanden.oxs');
    expect(fileBaseOf('  Sjaal_2  (rood) ')).toBe('Sjaal_2-rood');
  });

  it('names an untitled chart "chart" and keeps at most 80 characters', () => {
    expect(fileNameOf('', 'json')).toBe('chart.json');
    expect(fileBaseOf('!!!')).toBe('chart');
    expect(fileBaseOf('a'.repeat(100))).toHaveLength(80);
  });
});
