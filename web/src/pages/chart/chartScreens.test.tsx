import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeChart, FakeChartServer } from '../../charts/testing/fakeChartServer';
import { renderCharts } from '../../charts/testing/renderCharts';
import { commonValue, propertyChanges } from './propertyRules';

describe('property rules', () => {
  it('finds the value charts share and sends only what changed, craft and type together', () => {
    expect(commonValue([{ a: 1 }, { a: 1 }], (x) => x.a)).toBe(1);
    expect(commonValue([{ a: 1 }, { a: 2 }], (x) => x.a)).toBeUndefined();
    const initial = { title: 'A', folderId: '', craft: 'knitting', type: 'colors', locked: false };
    expect(propertyChanges(initial, { ...initial })).toEqual({});
    expect(propertyChanges(initial, { ...initial, type: 'lace', locked: true })).toEqual({
      craft: 'knitting',
      type: 'lace',
      locked: true,
    });
    expect(
      propertyChanges({ ...initial, craft: undefined }, { ...initial, craft: undefined, title: 'B' }),
    ).toEqual({
      title: 'B',
    });
  });
});

describe('chart settings', () => {
  it('changes title and folder without touching anything else', async () => {
    const server = new FakeChartServer([fakeChart({ chartId: 'abc', title: 'Muts' })]);
    const folder = server.addFolder('Winter');
    renderCharts('/nl/c/abc/settings', { charts: server });
    const form = await screen.findByRole('form', { name: 'Chartinstellingen' });
    fireEvent.change(within(form).getByLabelText('Titel'), { target: { value: 'Wintermuts' } });
    await within(form).findByRole('option', { name: 'Winter' });
    fireEvent.change(within(form).getByLabelText('Map'), { target: { value: folder.folderId } });
    fireEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De wijzigingen zijn opgeslagen.')).toBeTruthy();
    expect(server.requests.find((request) => request.url.endsWith('charts/properties/save'))?.body).toEqual({
      chartIds: ['abc'],
      changes: { title: 'Wintermuts', folderId: folder.folderId },
    });
  });

  it('shows a locked chart read only, but lets the owner unlock it', async () => {
    const server = new FakeChartServer([fakeChart({ chartId: 'vast', title: 'Vast', locked: true })]);
    renderCharts('/nl/c/vast/settings', { charts: server });
    const form = await screen.findByRole('form', { name: 'Chartinstellingen' });
    expect(within(form).getByLabelText('Titel').matches(':disabled')).toBe(true);
    const lock = within(form).getByRole('checkbox', { name: /Vergrendeld/ }) as HTMLInputElement;
    expect(lock.disabled).toBe(false);
    fireEvent.click(lock);
    fireEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('De wijzigingen zijn opgeslagen.');
    expect(server.charts.get('vast')!.locked).toBe(false);
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Chartinstellingen' }))
          .getByLabelText('Titel')
          .matches(':disabled'),
      ).toBe(false),
    );
  });

  it('tells a user it is shared with that only the owner can change it', async () => {
    renderCharts('/nl/c/ander/settings', { charts: [fakeChart({ chartId: 'ander', ownedByUser: false })] });
    expect(await screen.findByText('Alleen de eigenaar van deze chart kan dit wijzigen.')).toBeTruthy();
  });

  it('changes the common properties of several charts from the list', async () => {
    const server = new FakeChartServer([
      fakeChart({ chartId: 'a', craft: 'knitting', type: 'colors' }),
      fakeChart({ chartId: 'b', craft: 'crochet', type: 'c2c' }),
    ]);
    const app = renderCharts('/nl/browse/all/chart-properties/a,b', {
      charts: server,
      history: ['/nl/browse'],
    });
    const form = await screen.findByRole('form', { name: 'Chartinstellingen' });
    expect(screen.getByRole('heading', { level: 1, name: 'Eigenschappen van 2 charts' })).toBeTruthy();
    expect(within(form).queryByLabelText('Titel')).toBeNull();
    const craft = within(form).getByLabelText('Handwerkvorm') as HTMLSelectElement;
    expect(craft.selectedOptions[0]!.textContent).toBe('Verschillende waarden (niet wijzigen)');
    fireEvent.change(craft, { target: { value: 'crossStitch' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(app.path()).toBe('/nl/browse'));
    expect(server.charts.get('a')!.craft).toBe('crossStitch');
    expect(server.charts.get('b')!).toMatchObject({ craft: 'crossStitch', type: 'other' });
    expect(app.path()).toBe('/nl/browse');
  });
});

describe('sharing', () => {
  it('turns the public link on, shows it with its QR code, shares by e-mail and allows copies', async () => {
    const server = new FakeChartServer([fakeChart({ chartId: 'deel', title: 'Deel' })]);
    renderCharts('/nl/c/deel/share', { charts: server });
    const publicLink = await screen.findByRole('checkbox', { name: /Openbare link/ });
    expect(screen.queryByRole('img', { name: 'QR-code van de openbare link' })).toBeNull();
    fireEvent.click(publicLink);
    expect(await screen.findByRole('img', { name: 'QR-code van de openbare link' })).toBeTruthy();
    expect((screen.getByLabelText('Link naar deze chart') as HTMLInputElement).value).toBe(
      `${window.location.origin}/nl/c/deel`,
    );
    expect(server.charts.get('deel')!.allowAnonymous).toBe(true);

    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'geen adres' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delen' }));
    expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: ' Vriend@Example.nl ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delen' }));
    expect(await screen.findByText('vriend@example.nl')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Anderen mogen een kopie maken' }));
    await screen.findByText('Het delen is bijgewerkt.');
    expect(server.charts.get('deel')).toMatchObject({ allowUsers: ['vriend@example.nl'], allowClone: true });
    fireEvent.click(screen.getByRole('button', { name: 'Niet meer delen met vriend@example.nl' }));
    expect(await screen.findByText('Nog met niemand gedeeld.')).toBeTruthy();
  });
});

describe('copy and delete', () => {
  it('makes a copy and opens it', async () => {
    const app = renderCharts('/nl/c/bron/clone', { charts: [fakeChart({ chartId: 'bron', title: 'Bron' })] });
    expect(((await screen.findByLabelText('Titel van de kopie')) as HTMLInputElement).value).toBe(
      'Bron (kopie)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kopie maken' }));
    await waitFor(() => expect(app.path()).toBe('/nl/c/copy-bron'));
  });

  it('says when the owner does not allow copies', async () => {
    renderCharts('/nl/c/x/clone', {
      charts: [fakeChart({ chartId: 'x', ownedByUser: false, allowClone: false })],
    });
    expect(await screen.findByText(/staat niet toe dat anderen een kopie/)).toBeTruthy();
  });

  it('moves a chart to the bin after confirming; a locked chart cannot be deleted', async () => {
    const server = new FakeChartServer([
      fakeChart({ chartId: 'weg', title: 'Weg' }),
      fakeChart({ chartId: 'vast', title: 'Vast', locked: true }),
    ]);
    const app = renderCharts('/nl/c/weg/delete', { charts: server });
    expect(await screen.findByText('Wil je „Weg” naar de prullenbak verplaatsen?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await screen.findByText('De chart is naar de prullenbak verplaatst.');
    expect(app.path()).toBe('/nl/browse');
    expect(server.charts.get('weg')!.folderId).toBe('deleted');

    await act(() => app.router.navigate('/nl/c/vast/delete'));
    expect(await screen.findByText('Deze chart is vergrendeld en kan niet worden verwijderd.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
  });
});

describe('search', () => {
  it('lists the charts matching the query from the address', async () => {
    const app = renderCharts('/nl/search?q=trui', {
      charts: [fakeChart({ title: 'Rode trui' }), fakeChart({ title: 'Sjaal' })],
    });
    expect(await screen.findByText('Zoekresultaten voor „trui”')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Rode trui' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sjaal' })).toBeNull();
    expect(app.charts.paths.find((path) => path.startsWith('charts/list'))).toContain('q=trui');
  });
});
