import { describe, expect, it } from 'vitest';
import {
  cleanText,
  redactedMarker,
  sanitizeActions,
  sanitizeJson,
  sanitizeLimits,
  sanitizeState,
  truncatedMarker,
} from './sanitize-report';

describe('cleanText', () => {
  it('removes NUL characters and replaces lone surrogates', () => {
    expect(cleanText('a\u0000b')).toBe('ab');
    expect(cleanText('\ud800x\udc00')).toBe('\uFFFDx\uFFFD');
    expect(cleanText('kruissteek 🧵')).toBe('kruissteek 🧵');
  });
});

describe('sanitizeJson', () => {
  it('redacts sensitive keys at any depth', () => {
    expect(
      sanitizeJson({
        a: { b: { password: 'x', apiKey: 'y', csrfToken: 'z', emailAddress: 'e', keep: 1 } },
        cookies: ['c'],
      }),
    ).toEqual({
      a: {
        b: {
          password: redactedMarker,
          apiKey: redactedMarker,
          csrfToken: redactedMarker,
          emailAddress: redactedMarker,
          keep: 1,
        },
      },
      cookies: redactedMarker,
    });
  });

  it('cuts nesting, lists, objects and strings', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 20; level += 1) deep = [deep];
    const cut = JSON.stringify(sanitizeJson(deep));
    expect(cut).toContain(truncatedMarker);
    expect(cut).not.toContain('bottom');

    const list = sanitizeJson(Array.from({ length: 80 }, (_, index) => index)) as unknown[];
    expect(list).toHaveLength(sanitizeLimits.entries + 1);
    expect(list.at(-1)).toBe(truncatedMarker);

    const wide = sanitizeJson(
      Object.fromEntries(Array.from({ length: 80 }, (_, index) => [`k${index}`, index])),
    );
    expect(Object.keys(wide as object)).toHaveLength(sanitizeLimits.entries + 1);

    const text = sanitizeJson('x'.repeat(5_000)) as string;
    expect(text).toBe(`${'x'.repeat(sanitizeLimits.text)}${truncatedMarker}`);
  });

  it('keeps plain values', () => {
    expect(sanitizeJson({ n: 1.5, b: false, z: null, s: 'ok' })).toEqual({
      n: 1.5,
      b: false,
      z: null,
      s: 'ok',
    });
  });
});

describe('sanitizeState', () => {
  it('summarises a state that stays too large', () => {
    const state = Object.fromEntries(
      Array.from({ length: 30 }, (_, index) => [`k${index}`, 'x'.repeat(900)]),
    );
    const stored = sanitizeState(state);
    expect(stored).toEqual({ [truncatedMarker]: expect.any(Number), keys: Object.keys(state) });
  });

  it('keeps nothing as nothing', () => {
    expect(sanitizeState(undefined)).toBeNull();
    expect(sanitizeActions(undefined)).toBeNull();
  });
});
