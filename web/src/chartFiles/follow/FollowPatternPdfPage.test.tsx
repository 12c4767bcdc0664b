import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chartsTestFetch, FakeChartServer } from '../../charts/testing/fakeChartServer';
import { readDraft } from '../../editor/sync/draftStore';
import type { ChartFileReply } from '../../engine/chartFileProtocol';
import { memoryStorage } from '../../lib/localStore';
import { AppServicesProvider, createAppServices } from '../../services/appServices';
import { FakeAccountServer } from '../../test/fakeAccountServer';
import { FakeClock } from '../../test/fakeClock';
import type { ChartFileEngine } from '../useChartFileRead';
import { FollowPatternPdfPage } from './FollowPatternPdfPage';
import { followPdfPath } from './followPdfPath';

// The first page is drawn by pdf.js in the browser; here it is drawn at once.
vi.mock('../pdfPreview/renderPdfPage', () => ({ renderPdfPage: () => Promise.resolve() }));

afterEach(cleanup);
beforeEach(() => {
  sessionStorage.clear();
});

function pattern() {
  const state = createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: 4, rowCount: 3 },
    rows: `1:${btoa(String.fromCharCode(...new Uint8Array(12).fill(1)))}`,
    styles: [createPaletteStyle(1, { colorBackground: '#000000', productId: 'dmc-310' })],
    title: 'Roosjes',
  });
  state.settings.notes = 'Geïmporteerd uit het PDF-patroon "Roosjes".\nOntwerper: Anna.';
  return state;
}

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const found: ChartFileReply = {
  ok: true,
  state: pattern(),
  skipped: {},
  preview: png,
  pattern: { columns: 4, rows: 3, chartPages: [2], threads: 1, stitches: 12, backstitches: 0, missing: [] },
};

function renderFollow(engine: ChartFileEngine, loggedIn = true) {
  const router = createMemoryRouter(
    [
      { path: followPdfPath, element: <FollowPatternPdfPage engine={engine} /> },
      { path: '/nl/c/new', element: <p>Editor</p> },
    ],
    { initialEntries: [followPdfPath] },
  );
  const account = new FakeAccountServer();
  if (loggedIn)
    account.addUser({ emailAddress: 'anna@example.nl', loggedIn: true, premium: false, settings: {} });
  const services = createAppServices({
    fetch: chartsTestFetch(account, new FakeChartServer()),
    timers: new FakeClock(),
    storage: memoryStorage(),
  });
  // The app's shell loads the account; this screen alone does not.
  void services.account.getState().load();
  render(
    <AppServicesProvider services={services}>
      <RouterProvider router={router} />
    </AppServicesProvider>,
  );
  return router;
}

function choose(name: string) {
  fireEvent.change(screen.getByLabelText('Kies een PDF-patroon'), {
    target: { files: [new File(['%PDF-1.7'], name)] },
  });
}

describe('Volg een PDF-patroon', () => {
  it('offers PDFs only', async () => {
    const read = vi.fn(async () => found);
    renderFollow({ importChartFile: read });
    expect(await screen.findByRole('heading', { level: 1, name: 'Volg een PDF-patroon' })).toBeTruthy();
    expect(screen.getByLabelText('Kies een PDF-patroon').getAttribute('accept')).toBe('.pdf,application/pdf');
    choose('patroon.oxs');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Kies een PDF-bestand (.pdf). Andere bestanden importeer je bij “Nieuwe chart maken”.',
    );
    expect(read).not.toHaveBeenCalled();
  });

  it('shows what was found with both previews, and opens the chart in the tracker, private', async () => {
    const router = renderFollow({ importChartFile: async () => found });
    await screen.findByText(/alleen voor jou/);
    choose('Roosjes.PDF');
    const region = await screen.findByRole('region', { name: 'Gevonden in het PDF-patroon' });
    expect(region.textContent).toContain('4 × 3 steken');
    expect(await screen.findByRole('img', { name: 'Eerste pagina van de PDF' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'De chart zoals hij geïmporteerd is' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Volg dit patroon' }));
    expect(await screen.findByText('Editor')).toBeTruthy();
    expect(router.state.location.search).toBe('?draft=1');
    const draft = readDraft(sessionStorage, 'new')!;
    expect(draft.details.mode).toBe('progressTracker');
    expect(draft.settings).toMatchObject({ chartId: 'new', allowAnonymous: false, allowUsers: [] });
    expect(draft.settings.notes).toBe('Geïmporteerd uit het PDF-patroon "Roosjes".\nOntwerper: Anna.');
  });

  it('gives a visitor without an account what the create screen’s import gives: the chart in the editor', async () => {
    renderFollow({ importChartFile: async () => found }, false);
    await screen.findByText(/Zonder account/);
    choose('roosjes.pdf');
    fireEvent.click(await screen.findByRole('button', { name: 'Importeer deze chart' }));
    expect(await screen.findByText('Editor')).toBeTruthy();
    expect(readDraft(sessionStorage, 'new')!.details.mode).toBeUndefined();
  });

  it('says in Dutch what is wrong with a broken PDF, and stays', async () => {
    const message = 'Dit PDF-bestand kan niet gelezen worden: het is beschadigd of geen PDF.';
    renderFollow({ importChartFile: async () => ({ ok: false, code: 'unreadableFile', message }) });
    choose('kapot.pdf');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByText('Editor')).toBeNull();
  });
});
