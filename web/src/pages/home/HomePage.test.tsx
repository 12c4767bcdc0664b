import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeChart } from '../../charts/testing/fakeChartServer';
import { renderCharts } from '../../charts/testing/renderCharts';
import { renderApp } from '../../test/renderApp';

describe('the home page (spec §1)', () => {
  it('invites a visitor to design and to log in', async () => {
    renderApp('/nl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ontwerp je eigen patronen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Maak een nieuwe chart' })?.getAttribute('href')).toBe(
      '/nl/chart/create',
    );
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: 'Aanmelden / Inloggen' })
        ?.getAttribute('href'),
    ).toBe('/nl/login');
  });

  it('shows a visitor an example chart per craft, each leading to that craft’s create screen', async () => {
    renderApp('/nl');
    const examples = await screen.findByRole('list', { name: 'Voorbeeldcharts per handwerkvorm' });
    const links = within(examples).getAllByRole('link');
    expect(links.map((link) => link.querySelector('.landing-example__craft')?.textContent)).toEqual([
      'Breien',
      'Haken',
      'Borduren',
      'Diamond painting',
      'Strijkkralen',
      'Pixel macrame',
      'Knoopkussen',
      'Quilt',
      'Pixelhobby',
      'Pixelkunst / overig',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/nl/chart/create/knitting');
    expect(links[2]?.getAttribute('href')).toBe('/nl/chart/create/cross-stitch/other');
    const images = within(examples).getAllByRole('img');
    expect(images).toHaveLength(10);
    expect(images.map((image) => image.getAttribute('alt'))).toContain('Hart voor C2C-haakwerk');
    for (const image of images) expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(
      screen
        .getByRole('link', { name: 'Hoe groot wordt je werk? Bereken de chartgrootte' })
        .getAttribute('href'),
    ).toBe('/nl/calculator/chart-size');
  });

  it('shows a logged-in user the charts opened last, links to all charts and the community group', async () => {
    const charts = Array.from({ length: 9 }, (_, index) =>
      fakeChart({ title: `Sjaal ${index + 1}`, dateOpened: new Date(2026, 10, 1 + index).toISOString() }),
    );
    renderCharts('/nl', { charts });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom terug' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Voorbeeldcharts per handwerkvorm' })).toBeNull();
    const recent = await screen.findByRole('list', { name: 'Laatst geopend' });
    const tiles = within(recent).getAllByRole('link');
    expect(tiles).toHaveLength(7);
    expect(tiles[0]?.textContent).toBe('Sjaal 9');
    expect(tiles[0]?.getAttribute('href')).toMatch(/^\/nl\/c\//);
    expect(screen.getByRole('link', { name: 'Al je charts' })?.getAttribute('href')).toBe('/nl/browse');
    expect(
      screen.getByRole('link', { name: 'Praat mee in de Steekwerk-groep' })?.getAttribute('target'),
    ).toBe('_blank');
  });

  it('says so when nothing was opened yet', async () => {
    renderCharts('/nl', { charts: [] });
    expect(await screen.findByText('Je hebt nog geen charts geopend.')).toBeTruthy();
  });
});
