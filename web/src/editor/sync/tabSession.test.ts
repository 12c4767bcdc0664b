import { describe, expect, it } from 'vitest';
import { startTabSession, tabLockName, tabSessionKey, type TabSessionEnvironment } from './tabSession';

/** Web Locks of one browser: a held lock stays held until its page "closes". */
class FakeLocks {
  readonly held = new Map<string, () => void>();

  request(
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: { name: string } | null) => unknown,
  ): Promise<unknown> {
    if (this.held.has(name)) return Promise.resolve(callback(null));
    let release: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.held.set(name, () => {
      this.held.delete(name);
      release();
    });
    void Promise.race([Promise.resolve(callback({ name })), closed]);
    expect(options.ifAvailable).toBe(true);
    return closed;
  }

  /** The page holding `name` goes away (closed, reloaded or crashed): the browser frees its locks. */
  close(name: string): void {
    this.held.get(name)?.();
  }
}

function tab(locks: FakeLocks | undefined, stored: Record<string, string> = {}) {
  const values = new Map(Object.entries(stored));
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
  const environment = {
    storage,
    locks: locks as unknown as TabSessionEnvironment['locks'],
  };
  return { environment, values };
}

describe('the tab session id', () => {
  it('is new for a new tab, and kept in the tab', async () => {
    const locks = new FakeLocks();
    const { environment, values } = tab(locks);
    const id = await startTabSession(environment);
    expect(id).toMatch(/^t[A-Za-z0-9]{20}$/);
    expect(values.get(tabSessionKey)).toBe(id);
    expect(locks.held.has(tabLockName(id))).toBe(true);
  });

  it('stays the same across a reload of the tab (the old page let go of it)', async () => {
    const locks = new FakeLocks();
    const { environment, values } = tab(locks);
    const first = await startTabSession(environment);
    locks.close(tabLockName(first));
    const reloaded = await startTabSession({ ...environment, storage: environment.storage });
    expect(reloaded).toBe(first);
    expect(values.get(tabSessionKey)).toBe(first);
  });

  it('stays the same in a tab restored after a crash (nothing holds it any more)', async () => {
    const locks = new FakeLocks();
    const { environment } = tab(locks, { [tabSessionKey]: 'tAbCdEfGhIjKlMnOpQrST' });
    expect(await startTabSession(environment)).toBe('tAbCdEfGhIjKlMnOpQrST');
  });

  it('is new in a duplicated tab, whose copied id a live tab still holds', async () => {
    const locks = new FakeLocks();
    const original = tab(locks);
    const id = await startTabSession(original.environment);
    const duplicate = tab(locks, { [tabSessionKey]: id });
    const duplicateId = await startTabSession(duplicate.environment);
    expect(duplicateId).not.toBe(id);
    expect(duplicate.values.get(tabSessionKey)).toBe(duplicateId);
    // The duplicate's own reload keeps its own id.
    locks.close(tabLockName(duplicateId));
    expect(await startTabSession(duplicate.environment)).toBe(duplicateId);
  });

  it('ignores a stored value that is not a session id', async () => {
    const locks = new FakeLocks();
    for (const stored of ['', 'kort', 't' + 'a'.repeat(19) + '!', 'x'.repeat(200)]) {
      const { environment } = tab(locks, { [tabSessionKey]: stored });
      const id = await startTabSession(environment);
      expect(id).not.toBe(stored);
      expect(id).toMatch(/^t[A-Za-z0-9]{20}$/);
    }
  });

  it('makes a new id per page load when the browser has no Web Locks (it could not tell a duplicate)', async () => {
    const { environment } = tab(undefined, { [tabSessionKey]: 'tAbCdEfGhIjKlMnOpQrST' });
    expect(await startTabSession(environment)).not.toBe('tAbCdEfGhIjKlMnOpQrST');
  });

  it('works without storage', async () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const id = await startTabSession({ storage: throwing, locks: undefined });
    expect(id).toMatch(/^t[A-Za-z0-9]{20}$/);
  });
});
