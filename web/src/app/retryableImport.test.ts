import { describe, expect, it } from 'vitest';
import { failedModuleUrl } from './retryableImport';

describe('failedModuleUrl', () => {
  const origin = window.location.origin;

  it('reads the chunk URL from Chromium and Firefox messages', () => {
    expect(
      failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${origin}/assets/A-1.js`)),
    ).toBe(`${origin}/assets/A-1.js`);
    expect(
      failedModuleUrl(
        new TypeError(`error loading dynamically imported module: ${origin}/assets/B-2.js?x=1`),
      ),
    ).toBe(`${origin}/assets/B-2.js`);
  });

  it('ignores messages without a URL and URLs of other origins', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(
      failedModuleUrl(
        new TypeError('Failed to fetch dynamically imported module: https://evil.example/x.js'),
      ),
    ).toBeUndefined();
  });
});
