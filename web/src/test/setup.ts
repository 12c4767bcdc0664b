import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// Screens load lazily; on a busy 2-core machine (CI runs every suite there) a first import can take longer than
// Testing Library's default second (a screen over the editor transforms the editor's whole module graph first: over
// five seconds on a loaded machine), so findBy…/waitFor wait up to fifteen; tests time out after twenty.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  // A screen's title outlives its render: no test may see the title an earlier one left behind.
  // (Files that run in the node environment have no document.)
  if (typeof document !== 'undefined') document.title = '';
});

// Test files share one jsdom per worker (`isolate: false`): each file starts as it would in a window of its own, with
// empty storage, real timers and an empty page, whatever the file before it left behind.
beforeAll(() => {
  vi.useRealTimers();
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});
