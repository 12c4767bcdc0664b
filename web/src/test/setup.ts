import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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
