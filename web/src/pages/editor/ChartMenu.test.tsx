import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditorMenuContext } from '../../charts/editorMenu';
import type { EditAccess } from '../../editor/document/editability';
import type { Editor } from '../../editor/Editor';
import { useEditorStore } from '../../editor/editorStore';
import { ChartMenu } from './ChartMenu';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import type { ChartFacts } from './useChartFacts';

const owned: ChartFacts = {
  chartId: 'abc123',
  owner: true,
  loggedIn: true,
  locked: false,
  allowClone: false,
  allowExport: false,
  premiumUser: false,
  columnCount: 40,
  rowCount: 30,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAtChart(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/nl/c/:chartId', element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/nl/c/abc123'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const renderMenu = (context: EditorMenuContext) =>
  renderAtChart(<ChartMenu context={context} label="Babydeken" />);

/** An editor as the notice reads it: its access and its events. */
function fakeEditor(access: Partial<EditAccess>): Editor {
  const full: EditAccess = {
    locked: false,
    revisionNumber: 0,
    smallMobileScreen: false,
    hasWriteAccess: true,
    hasWriteLock: true,
    ...access,
  };
  return { access: full, subscribe: () => () => true } as unknown as Editor;
}

afterEach(() => useEditorStore.getState().reset());

describe("the editor's chart menu", () => {
  it('opens from its menu button, moves with the arrow keys and leads to the chosen screen', async () => {
    renderMenu(owned);
    const button = screen.getByRole('button', { name: 'Chart' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'Babydeken' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Chartgegevens',
      'Zoom',
      'Eigenschappen',
      'Delen',
      'Maak een kopie',
      'Downloaden',
      'Verwijderen',
      'Annuleren',
    ]);
    await act(() => Promise.resolve());
    expect(document.activeElement?.textContent).toBe('Chartgegevens');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await act(() => Promise.resolve());
    expect(document.activeElement?.textContent).toBe('Zoom');
    fireEvent.keyDown(menu, { key: 'Enter' });
    expect((await screen.findByTestId('where')).textContent).toBe('/nl/c/abc123/zoom');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    renderMenu(owned);
    const button = screen.getByRole('button', { name: 'Chart' });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Annuleren' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('does nothing with an item the owner does not allow', () => {
    renderMenu({ ...owned, owner: false });
    fireEvent.click(screen.getByRole('button', { name: 'Chart' }));
    const copy = screen.getByRole('menuitem', { name: 'Maak een kopie' });
    expect(copy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(copy);
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });
});

describe('the read-only notice', () => {
  const reader = { hasWriteAccess: false, hasWriteLock: false };

  it('tells a logged-in user it is someone else’s chart and offers a copy when allowed', async () => {
    renderAtChart(
      <ReadOnlyNotice editor={fakeEditor(reader)} facts={{ ...owned, owner: false, allowClone: true }} />,
    );
    expect(screen.getByRole('status').textContent).toContain(
      'Alleen bekijken: dit is de chart van iemand anders.',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Maak een kopie' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/nl/c/abc123/clone');
  });

  it('asks a visitor to log in for a copy, and offers none when copies are not allowed', () => {
    const visitor = { ...owned, owner: false, loggedIn: false };
    renderAtChart(<ReadOnlyNotice editor={fakeEditor(reader)} facts={{ ...visitor, allowClone: true }} />);
    expect(screen.getByRole('link', { name: 'Log in om een kopie te maken' }).getAttribute('href')).toBe(
      '/nl/c/abc123/clone',
    );
  });

  it('offers no copy of a chart that may not be copied', () => {
    renderAtChart(<ReadOnlyNotice editor={fakeEditor(reader)} facts={{ ...owned, owner: false }} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Alleen bekijken: dit is de chart van iemand anders. ',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('lets the owner unlock a locked chart, also when it was locked in the editor', () => {
    renderAtChart(<ReadOnlyNotice editor={fakeEditor({})} facts={{ ...owned, locked: true }} />);
    expect(screen.getByRole('status').textContent).toContain('Alleen bekijken: deze chart is vergrendeld.');
    expect(screen.getByRole('link', { name: 'Ontgrendelen in de instellingen' }).getAttribute('href')).toBe(
      '/nl/c/abc123/settings',
    );
  });

  it('leads from a backup to the current version', () => {
    renderAtChart(
      <ReadOnlyNotice editor={fakeEditor({ revisionNumber: 2, hasWriteLock: false })} facts={owned} />,
    );
    expect(screen.getByRole('link', { name: 'Naar de huidige versie' }).getAttribute('href')).toBe(
      '/nl/c/abc123',
    );
  });

  it('says nothing while another tab holds the chart: the sync notice says so', () => {
    act(() => useEditorStore.getState().setSyncNotice('lockedElsewhere'));
    renderAtChart(<ReadOnlyNotice editor={fakeEditor({ hasWriteLock: false })} facts={owned} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
