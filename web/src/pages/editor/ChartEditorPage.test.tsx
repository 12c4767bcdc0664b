import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';

describe('ChartEditorPage', () => {
  // The editor's chunk brings PixiJS, whose first import takes seconds on a busy machine: load it before the test,
  // so the test's own time goes to what the user sees, not to importing code.
  beforeAll(() => import('./ChartEditorPage'), 60_000);

  it('says in Dutch that the chart cannot be prepared when the engine worker cannot start', async () => {
    // jsdom has no Worker, so starting the engine fails like it would in a browser without module workers.
    expect(typeof globalThis.Worker).toBe('undefined');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/nl/c/new');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nieuwe chart' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'De chart kan niet worden voorbereid: de rekenmodule kon niet worden gestart.',
    );
    expect(screen.queryByRole('img', { name: 'Chartraster' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Nieuwe chart | Steekwerk'));
  });
});
