import { describe, expect, it } from 'vitest';
import { parseHash, PasswordHasher, productionScryptParameters } from './password-hasher';

/** A cheap cost for the tests that do not check the production parameters. */
const fast = { logN: 10, r: 8, p: 1 };

describe('PasswordHasher', () => {
  it('uses the OWASP parameters by default and stores them in the hash', async () => {
    const hasher = new PasswordHasher();
    expect(hasher.parameters).toEqual({ logN: 17, r: 8, p: 1 });

    const stored = await hasher.hash('correct horse battery staple');

    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(parseHash(stored)?.parameters).toEqual(productionScryptParameters);
    expect(await hasher.verify('correct horse battery staple', stored)).toEqual({
      valid: true,
      needsRehash: false,
    });
  });

  it('salts every hash and verifies only the right password', async () => {
    const hasher = new PasswordHasher(fast);
    const first = await hasher.hash('wachtwoord1');
    const second = await hasher.hash('wachtwoord1');

    expect(first).not.toBe(second);
    expect((await hasher.verify('wachtwoord1', second)).valid).toBe(true);
    expect((await hasher.verify('wachtwoord2', first)).valid).toBe(false);
    expect((await hasher.verify('Wachtwoord1', first)).valid).toBe(false);
    expect((await hasher.verify(' wachtwoord1', first)).valid).toBe(false);
  });

  it('treats canonically equal Unicode spellings as the same password (NFKC)', async () => {
    const hasher = new PasswordHasher(fast);
    const stored = await hasher.hash('crème brûlée');
    expect((await hasher.verify('cre\u0300me bru\u0302le\u0301e', stored)).valid).toBe(true);
  });

  it('verifies hashes made with other parameters and asks to re-hash them', async () => {
    const older = await new PasswordHasher({ logN: 11, r: 8, p: 1 }).hash('geheim123');
    expect(await new PasswordHasher(fast).verify('geheim123', older)).toEqual({
      valid: true,
      needsRehash: true,
    });
  });

  it('answers an unknown user (no hash) and a malformed hash with false', async () => {
    const hasher = new PasswordHasher(fast);
    expect(await hasher.verify('geheim123', null)).toEqual({ valid: false, needsRehash: false });
    expect((await hasher.verify('geheim123', 'plain-text')).valid).toBe(false);
    expect((await hasher.verify('geheim123', '$scrypt$ln=10,r=8,p=1$$')).valid).toBe(false);
  });

  it('handles many hashes at once through its queue', async () => {
    const hasher = new PasswordHasher(fast);
    const hashes = await Promise.all(Array.from({ length: 8 }, (_, i) => hasher.hash(`wachtwoord${i}`)));
    const checks = await Promise.all(hashes.map((stored, i) => hasher.verify(`wachtwoord${i}`, stored)));
    expect(checks.every((check) => check.valid)).toBe(true);
  });
});
