import { describe, expect, it } from 'vitest';
import { searchPath } from './searchQuery';

describe('searchPath', () => {
  it('trims and URL-encodes the query', () => {
    expect(searchPath('  rode muts ')).toBe('/nl/search?q=rode%20muts');
    expect(searchPath('a&b=c/d#e?')).toBe('/nl/search?q=a%26b%3Dc%2Fd%23e%3F');
  });

  it('has nothing to search for an empty or blank text', () => {
    expect(searchPath('')).toBeUndefined();
    expect(searchPath(' \t\n')).toBeUndefined();
  });
});
