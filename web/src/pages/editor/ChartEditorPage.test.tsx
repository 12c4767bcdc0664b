import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';

describe('ChartEditorPage', () => {
  it('says in Dutch that the chart cannot be prepared when the engine worker cannot start', async () => {
    // jsdom has no Worker, so starting the engine fails like it would in a browser without module workers.
    expect(typeof globalThis.Worker).toBe('undefined');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/nl/c/new');

    // The editor's chunk brings PixiJS, which takes a while to import.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nieuwe chart' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'De chart kan niet worden voorbereid: de rekenmodule kon niet worden gestart.',
    );
    expect(screen.queryByRole('img', { name: 'Chartraster' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Nieuwe chart | Steekwerk'));
  });
});
