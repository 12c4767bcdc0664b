import { vi } from 'vitest';

/** Makes `matchMedia` answer `(max-width: Npx)` queries as a window `width` pixels wide would (unstub with `vi.unstubAllGlobals`). */
export function windowWidth(width: number): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: width <= Number(/max-width: ([\d.]+)px/.exec(query)?.[1] ?? Infinity),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}
