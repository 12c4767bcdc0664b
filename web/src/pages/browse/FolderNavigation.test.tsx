import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeChart, FakeChartServer } from '../../charts/testing/fakeChartServer';
import { renderCharts } from '../../charts/testing/renderCharts';

describe('the folder navigation folded on a phone', () => {
  it('has a folded "Mappen en weergaven" button that unfolds the lists and folds again once a view is chosen', async () => {
    const server = new FakeChartServer();
    const folder = server.addFolder('Wol');
    server.charts.set('a', fakeChart({ chartId: 'a', title: 'Muts', folderId: folder.folderId }));
    renderCharts('/nl/browse', { charts: server });
    const navigation = await screen.findByRole('navigation', { name: 'Mappen en weergaven' });
    const toggle = within(navigation).getByRole('button', { name: 'Mappen en weergaven' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const lists = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(lists && within(lists).getByRole('link', { name: /^Alle charts/ })).toBeTruthy();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    fireEvent.click(await within(navigation).findByRole('link', { name: /^Wol/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Wol' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Mappen en weergaven' }))
        .getByRole('button', { name: 'Mappen en weergaven' })
        .getAttribute('aria-expanded'),
    ).toBe('false');
  });
});
