import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCharts } from '../../charts/testing/renderCharts';
import {
  convertPicturePath,
  craftOfRoute,
  defaultType,
  freeformCreatePath,
  newChartPath,
  pickerCrafts,
  sizeProblem,
} from './createRules';

describe('create rules', () => {
  it('offers every grid craft and freeform crochet, or only the grid crafts asked for', () => {
    expect(pickerCrafts(null)).not.toContain('crochetFreeform');
    expect(pickerCrafts(null)).toHaveLength(10);
    expect(freeformCreatePath(null)).toBe('/nl/c/new?craft=crochetFreeform');
    expect(freeformCreatePath('onzin')).toBe('/nl/c/new?craft=crochetFreeform');
    expect(pickerCrafts('knitting,crochet,crochetFreeform')).toEqual(['knitting', 'crochet']);
    expect(freeformCreatePath('knitting,crochet')).toBeUndefined();
  });

  it('knows the canonical routes: /other for all crafts but crochet and knitting', () => {
    expect(craftOfRoute('knitting', false)).toEqual({ craft: 'knitting', canonical: true });
    expect(craftOfRoute('knitting', true)).toEqual({ craft: 'knitting', canonical: false });
    expect(craftOfRoute('cross-stitch', true)).toEqual({ craft: 'crossStitch', canonical: true });
    expect(craftOfRoute('cross-stitch', false)).toEqual({ craft: 'crossStitch', canonical: false });
    expect(craftOfRoute('crochet-freeform', false)).toBeUndefined();
  });

  it('checks sizes against the tier and builds the editor and picture addresses', () => {
    expect(sizeProblem('100', false)).toBeUndefined();
    expect(sizeProblem('401', false)).toBe('needsPremium');
    expect(sizeProblem('401', true)).toBeUndefined();
    expect(sizeProblem('2001', true)).toBe('invalid');
    expect(sizeProblem('0', true)).toBe('invalid');
    expect(sizeProblem('12a', true)).toBe('invalid');
    expect(defaultType('crochet')).toBe('colors');
    expect(defaultType('quilt')).toBe('other');
    expect(newChartPath('crochet', 'c2c', 40, 30)).toBe(
      '/nl/c/new?craft=crochet&type=c2c&columns=40&rows=30',
    );
    expect(convertPicturePath('crossStitch', 'mosaicOverlay')).toBe(
      '/nl/chart/create/cross-stitch/mosaic-overlay/convert-picture-photo-image',
    );
  });
});

describe('the create screens', () => {
  it('shows the craft picker with the Dutch labels', async () => {
    renderCharts('/nl/chart/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kies jouw handwerkvorm:' })).toBeTruthy();
    const picker = screen.getByRole('navigation', { name: 'Handwerkvormen' });
    const links = within(picker).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
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
      'Haken – vrije vorm',
    ]);
    expect(links[10]!.getAttribute('href')).toBe('/nl/c/new?craft=crochetFreeform');
    expect(links[2]!.getAttribute('href')).toBe('/nl/chart/create/cross-stitch/other');
    expect(links[1]!.getAttribute('href')).toBe('/nl/chart/create/crochet');
    expect(
      screen
        .getByRole('link', { name: 'Hoe groot wordt je werk? Bereken de chartgrootte' })
        .getAttribute('href'),
    ).toBe('/nl/calculator/chart-size');
  });

  it('limits the picker to crochet and knitting when asked', async () => {
    renderCharts('/nl/chart/create?crafts=crochet,knitting');
    const picker = await screen.findByRole('navigation', { name: 'Handwerkvormen' });
    expect(
      within(picker)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Breien', 'Haken']);
  });

  it('creates a crochet chart of a chosen type and size in the editor', async () => {
    const app = renderCharts('/nl/chart/create/crochet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Handwerkvorm: Haken' })).toBeTruthy();
    const types = within(screen.getByRole('group', { name: 'Soort chart' }));
    expect(types.getAllByRole('radio')).toHaveLength(8);
    fireEvent.click(types.getByRole('radio', { name: 'C2C (hoek tot hoek)' }));
    fireEvent.change(screen.getByLabelText('Breedte (steken)'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Hoogte (rijen)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Chart maken' }));
    expect(app.path()).toBe('/nl/c/new?craft=crochet&type=c2c&columns=40&rows=30');
  });

  it('links the chart size calculator from the size step', async () => {
    const app = renderCharts('/nl/chart/create/crochet');
    fireEvent.click(
      await screen.findByRole('link', { name: 'Hoe groot wordt je werk? Bereken de chartgrootte' }),
    );
    expect(app.path()).toBe('/nl/calculator/chart-size');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chartgrootte berekenen' })).toBeTruthy();
  });

  it('offers premium for a size beyond the free tier, and refuses nonsense', async () => {
    const app = renderCharts('/nl/chart/create/fuse-beads/other');
    expect(await screen.findByRole('heading', { level: 1, name: 'Handwerkvorm: Strijkkralen' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Soort chart' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Breedte (steken)'), { target: { value: '500' } });
    expect(screen.getByText('Hoogstens 400 steken zonder Premium.')).toBeTruthy();
    // The height speaks of rows, with the rows limit of the tier.
    expect(screen.getByText('Van 1 tot 400 rijen.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Hoogte (rijen)'), { target: { value: '401' } });
    expect(screen.getByText('Hoogstens 400 rijen zonder Premium.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Hoogte (rijen)'), { target: { value: '30' } });
    expect(screen.getByRole('link', { name: 'Grotere charts met Premium' }).getAttribute('href')).toBe(
      '/nl/premium/order?s=34',
    );
    fireEvent.change(screen.getByLabelText('Breedte (steken)'), { target: { value: 'veel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Chart maken' }));
    expect(screen.getByText('Vul een heel getal van 1 tot 2000 in.')).toBeTruthy();
    expect(app.path()).toBe('/nl/chart/create/fuse-beads/other');
  });

  it('goes to the canonical address, and shows not found for an unknown craft', async () => {
    const app = renderCharts('/nl/chart/create/cross-stitch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Handwerkvorm: Borduren' })).toBeTruthy();
    expect(app.path()).toBe('/nl/chart/create/cross-stitch/other');
  });

  it('shows not found for a craft that does not exist', async () => {
    renderCharts('/nl/chart/create/breiwerk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeTruthy();
  });
});
