import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, isWellFormedToken, newSecretToken } from './secret-token';

describe('secret tokens', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newSecretToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(isWellFormedToken(token)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as their SHA-256 only', () => {
    const token = newSecretToken();
    expect(hashToken(token)).toEqual(createHash('sha256').update(token).digest());
    expect(hashToken(token)).toHaveLength(32);
  });

  it.each(['', 'abc', 'x'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}+`, `${'a'.repeat(42)};`])(
    'refuses %j as a token',
    (value) => {
      expect(isWellFormedToken(value)).toBe(false);
    },
  );
});
