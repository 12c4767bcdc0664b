import { describe, expect, it } from 'vitest';
import { formatPageTitle } from './pageTitle';

describe('formatPageTitle', () => {
  it('adds the product name', () => {
    expect(formatPageTitle('Helpcentrum')).toBe('Helpcentrum | Steekwerk');
  });

  it('leaves a title that already names the product alone', () => {
    expect(formatPageTitle('Over Steekwerk')).toBe('Over Steekwerk');
    expect(formatPageTitle('steekwerk: ontwerpen')).toBe('steekwerk: ontwerpen');
  });

  it('trims, and falls back to the product name for an empty title', () => {
    expect(formatPageTitle('  Zoeken ')).toBe('Zoeken | Steekwerk');
    expect(formatPageTitle('   ')).toBe('Steekwerk');
  });
});
