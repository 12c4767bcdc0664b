import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEditorStore } from '../../editor/editorStore';
import { fakeChart, FakeChartServer } from '../../charts/testing/fakeChartServer';
import { renderCharts } from '../../charts/testing/renderCharts';

const many = (count: number) =>
  Array.from({ length: count }, (_, index) => fakeChart({ title: `Trui ${index}` }));

async function openMenuOf(title: string, menuName = title) {
  fireEvent.click(await screen.findByRole('button', { name: `Chart menu van ${title}` }));
  return screen.findByRole('menu', { name: menuName });
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('Mijn charts', () => {
  it('shows thumbnails with a "Nieuwe maken" tile, "Naamloos" for empty titles and a menu icon with its hint', async () => {
    renderCharts('/nl/browse', { charts: [fakeChart({ title: '  ' }), fakeChart({ title: 'Sjaal' })] });
    const list = await screen.findByRole('list', { name: 'Charts' });
    expect(within(list).getByRole('link', { name: 'Nieuwe maken' }).getAttribute('href')).toBe(
      '/nl/chart/create',
    );
    expect(within(list).getByRole('link', { name: 'Naamloos' })).toBeTruthy();
    const menuButton = within(list).getByRole('button', { name: 'Chart menu van Sjaal' });
    expect(menuButton.getAttribute('title')).toBe('Klik hier om chart menu te openen');
  });

  it('shows a table when the setting says so: image, title, folder name linking to the folder, menu cell', async () => {
    const server = new FakeChartServer();
    const folder = server.addFolder('Wol');
    server.charts.set('a', fakeChart({ chartId: 'a', title: 'Muts', folderId: folder.folderId }));
    server.charts.set('b', fakeChart({ chartId: 'b', title: 'Gedeeld', ownedByUser: false }));
    renderCharts('/nl/browse', { charts: server, settings: { chartsListFormat: 'table' } });
    const table = await screen.findByRole('table', { name: 'Charts' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Afbeelding', 'Titel', 'Map', 'Menu']);
    const muts = rows.find((row) => row.textContent?.includes('Muts'))!;
    expect(within(muts).getByRole('link', { name: 'Wol' }).getAttribute('href')).toBe(
      `/nl/browse/${folder.folderId}`,
    );
    expect(rows.find((row) => row.textContent?.includes('Gedeeld'))!.textContent).toContain(
      'Gedeeld met jou',
    );
  });

  it('says "Geen charts gevonden" for an empty list', async () => {
    renderCharts('/nl/browse/no-folder', { charts: [] });
    expect(await screen.findByText('Geen charts gevonden')).toBeTruthy();
  });

  it('shows 50 charts first and 20 more with "Meer weergeven..."', async () => {
    renderCharts('/nl/browse', { charts: many(75), settings: { chartsListFormat: 'table' } });
    const table = await screen.findByRole('table', { name: 'Charts' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    fireEvent.click(screen.getByRole('button', { name: 'Meer weergeven...' }));
    await screen.findByRole('link', { name: 'Trui 69' });
    expect(within(table).getAllByRole('row')).toHaveLength(71);
    fireEvent.click(screen.getByRole('button', { name: 'Meer weergeven...' }));
    await screen.findByRole('link', { name: 'Trui 74' });
    expect(screen.queryByRole('button', { name: 'Meer weergeven...' })).toBeNull();
  });

  it('opens the menu from the menu cell and by right-click; keys move, Enter opens, Escape closes', async () => {
    const app = renderCharts('/nl/browse', { charts: [fakeChart({ chartId: 'abc', title: 'Sjaal' })] });
    let menu = await openMenuOf('Sjaal');
    expect(itemNames(menu)).toEqual([
      'Chart openen',
      'Eigenschappen',
      'Delen',
      'Maak een kopie',
      'Selecteren',
      'Verwijderen',
      'Annuleren',
    ]);
    await act(async () => {});
    expect(document.activeElement?.textContent).toBe('Chart openen');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await act(async () => {});
    expect(document.activeElement?.textContent).toBe('Eigenschappen');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Chart menu van Sjaal');

    fireEvent.contextMenu(screen.getByRole('link', { name: 'Sjaal' }), { clientX: 50, clientY: 60 });
    menu = await screen.findByRole('menu', { name: 'Sjaal' });
    fireEvent.keyDown(menu, { key: 'Enter' });
    expect(app.path()).toBe('/nl/c/abc');
  });

  it('does nothing for a disabled item, and leads a premium item to the upsell', async () => {
    const app = renderCharts('/nl/browse', {
      charts: [
        fakeChart({ chartId: 'gedeeld', title: 'Van een ander', ownedByUser: false }),
        fakeChart({ chartId: 'groot', title: 'Groot', columnCount: 1200, rowCount: 900 }),
      ],
    });
    let menu = await openMenuOf('Van een ander');
    const share = within(menu).getByRole('menuitem', { name: 'Delen' });
    expect(share.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(share);
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(app.path()).toBe('/nl/browse');
    fireEvent.keyDown(menu, { key: 'Escape' });

    menu = await openMenuOf('Groot');
    const clone = within(menu).getByRole('menuitem', { name: /Maak een kopie/ });
    expect(within(clone).getByText('Premium')).toBeTruthy();
    fireEvent.click(clone);
    expect(app.path()).toBe('/nl/c/groot/premium/order?s=34');
  });

  it('selects charts: Selecteren starts with that chart, clicks toggle, locked charts cannot, Escape leaves', async () => {
    renderCharts('/nl/browse', {
      charts: [
        fakeChart({ chartId: 'a', title: 'Een' }),
        fakeChart({ chartId: 'b', title: 'Twee' }),
        fakeChart({ chartId: 'c', title: 'Vast', locked: true }),
      ],
    });
    const menu = await openMenuOf('Een');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Selecteren' }));
    expect(screen.getByText('1 chart geselecteerd')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Twee' }));
    expect(screen.getByText('2 charts geselecteerd')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Vast selecteren' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Een selecteren' }));
    expect(screen.getByText('1 chart geselecteerd')).toBeTruthy();

    // The menu of select mode.
    const selectionMenu = await openMenuOf('Twee', '1 chart geselecteerd');
    expect(itemNames(selectionMenu)).toEqual([
      'Eigenschappen',
      'Alles deselecteren',
      'Verwijderen',
      'Annuleren',
    ]);
    fireEvent.keyDown(selectionMenu, { key: 'Escape' });

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByText(/geselecteerd/)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('leaves select mode on another location, keeps it on the selection’s properties page', async () => {
    const app = renderCharts('/nl/browse', {
      charts: [fakeChart({ chartId: 'a', title: 'Een' }), fakeChart({ chartId: 'b', title: 'Twee' })],
    });
    fireEvent.click(within(await openMenuOf('Een')).getByRole('menuitem', { name: 'Selecteren' }));
    fireEvent.click(screen.getByRole('link', { name: 'Twee' }));
    fireEvent.click(screen.getByRole('button', { name: 'Eigenschappen' }));
    expect(app.path()).toBe('/nl/browse/all/chart-properties/a,b');
    await screen.findByRole('heading', { level: 1, name: 'Eigenschappen van 2 charts' });
    await act(() => app.router.navigate(-1));
    expect(await screen.findByText('2 charts geselecteerd')).toBeTruthy();
    await act(() => app.router.navigate('/nl/browse/no-folder'));
    await screen.findByRole('link', { name: 'Een' });
    expect(screen.queryByText(/geselecteerd/)).toBeNull();
  });

  it('moves a chart to the bin, refreshes the list 500 ms later and clears the editor showing it', async () => {
    const app = renderCharts('/nl/browse', {
      charts: [fakeChart({ chartId: 'weg', title: 'Weg ermee' }), fakeChart({ title: 'Blijft' })],
    });
    act(() => useEditorStore.getState().startLoading('weg'));
    fireEvent.click(within(await openMenuOf('Weg ermee')).getByRole('menuitem', { name: 'Verwijderen' }));
    expect(await screen.findByText('De chart is naar de prullenbak verplaatst.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Weg ermee' })).toBeNull();
    expect(useEditorStore.getState().chartId).toBe('');
    const lists = () => app.charts.paths.filter((path) => path.startsWith('charts/list')).length;
    const before = lists();
    await act(() => app.clock.advance(499));
    expect(lists()).toBe(before);
    await act(() => app.clock.advance(1));
    expect(lists()).toBe(before + 1);
    expect(app.charts.charts.get('weg')!.folderId).toBe('deleted');
  });

  it('restores a chart from the bin and opens it; empties the bin after asking', async () => {
    const app = renderCharts('/nl/browse/deleted', {
      charts: [
        fakeChart({ chartId: 'oud', title: 'Oud', folderId: 'deleted' }),
        fakeChart({ folderId: 'deleted' }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Prullenbak' })).toBeTruthy();
    const menu = await openMenuOf('Oud');
    expect(itemNames(menu)).toEqual(['Herstellen', 'Annuleren']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Herstellen' }));
    await screen.findByText('De chart is hersteld.');
    expect(app.path()).toBe('/nl/c/oud');

    await act(() => app.router.navigate('/nl/browse/deleted'));
    fireEvent.click(await screen.findByRole('button', { name: 'Prullenbak legen' }));
    const dialog = screen.getByRole('dialog', { name: 'Prullenbak legen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Definitief verwijderen' }));
    expect(await screen.findByText('1 chart is definitief verwijderd.')).toBeTruthy();
    expect(await screen.findByText('Geen charts gevonden')).toBeTruthy();
  });

  it('makes folders, shows each view’s count, and sorts by the chartsOrder setting', async () => {
    const app = renderCharts('/nl/browse', {
      charts: [fakeChart({ title: 'Beta' }), fakeChart({ title: 'alfa' })],
      settings: { chartsOrder: 'title', chartsListFormat: 'table' },
    });
    const navigation = await screen.findByRole('navigation', { name: 'Mappen en weergaven' });
    expect(
      (await within(navigation).findByRole('link', { name: 'Alle charts (2)' })).getAttribute('href'),
    ).toBe('/nl/browse');
    expect(within(navigation).getByRole('link', { name: 'Prullenbak (0)' })).toBeTruthy();
    fireEvent.click(within(navigation).getByRole('button', { name: '+ Nieuwe map' }));
    const dialog = screen.getByRole('dialog', { name: 'Nieuwe map' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Naam van de map'));
    fireEvent.change(within(dialog).getByLabelText('Naam van de map'), { target: { value: 'Zomer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Map maken' }));
    expect(await within(navigation).findByRole('link', { name: /Zomer/ })).toBeTruthy();
    expect(app.charts.folders.map((folder) => folder.title)).toEqual(['Zomer']);

    const titles = () =>
      within(screen.getByRole('table', { name: 'Charts' }))
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/nl/c/'))
        .map((link) => link.textContent);
    expect(titles()).toEqual(['alfa', 'Beta']);
    expect(app.charts.paths.find((path) => path.startsWith('charts/list'))).toContain('order=title');
  });

  it('loads 20 more 100 ms after scrolling near the end of the window', async () => {
    const app = renderCharts('/nl/browse', { charts: many(75), settings: { chartsListFormat: 'table' } });
    const table = await screen.findByRole('table', { name: 'Charts' });
    fireEvent.scroll(window);
    await act(() => app.clock.advance(99));
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    await act(() => app.clock.advance(1));
    await screen.findByRole('link', { name: 'Trui 69' });
    expect(within(table).getAllByRole('row')).toHaveLength(71);
  });

  it('goes to login when the session has ended', async () => {
    const app = renderCharts('/nl/browse', { charts: many(2) });
    await screen.findByRole('link', { name: 'Trui 0' });
    await app.account.fetch('/nl/ajax/account/logout', { method: 'POST', body: '{}' });
    app.charts.sessionEnded = true;
    await act(() => app.router.navigate('/nl/browse/no-folder'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aanmelden / Inloggen' })).toBeTruthy();
    expect(app.path()).toBe('/nl/login?redirectUrl=%2Fnl%2Fbrowse%2Fno-folder');
  });
});
