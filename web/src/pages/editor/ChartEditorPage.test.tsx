import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('shows a sub-screen over the editor, which stays beneath it, and goes back to the chart', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = renderApp('/nl/c/new/download');

    const overlay = await screen.findByRole('dialog', { name: 'Downloaden' }, { timeout: 15_000 });
    expect(overlay.getAttribute('aria-modal')).toBe('true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Downloaden' })).toBeTruthy();
    // The editor is there, out of reach while the sub-screen is open.
    const editorHeading = await waitFor(
      () => {
        const heading = document.getElementById('editor-heading');
        if (!heading) throw new Error('no editor heading yet');
        return heading;
      },
      { timeout: 15_000 },
    );
    expect(editorHeading.closest('[inert]')).not.toBeNull();
    expect(screen.queryAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Downloaden',
    ]);
    await waitFor(() => expect(document.title).toBe('Downloaden | Steekwerk'));

    fireEvent.click(screen.getByRole('button', { name: 'Terug naar de chart' }));
    expect(app.path()).toBe('/nl/c/new');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).closest('[inert]')).toBeNull();
    await waitFor(() => expect(document.title).not.toContain('Downloaden'));

    await act(() => app.router.navigate('/nl/c/new/zoom?x=1'));
    const zoom = await screen.findByRole('dialog', { name: 'Zoomen' });
    fireEvent.keyDown(zoom, { key: 'Escape' });
    expect(app.path()).toBe('/nl/c/new');
  }, 20_000);
});
