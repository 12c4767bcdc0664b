import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { writeOxs, chartSnapshotOf } from '@steekwerk/formats/chart-files';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppServicesProvider, createAppServices } from '../services/appServices';
import { chartsTestFetch, FakeChartServer } from '../charts/testing/fakeChartServer';
import { readDraft, readDraftProgress } from '../editor/sync/draftStore';
import { memoryStorage } from '../lib/localStore';
import { FakeAccountServer } from '../test/fakeAccountServer';
import { FakeClock } from '../test/fakeClock';
import { importChartFile } from '../engine/chartFileImport';
import { readChartFileReply, type ChartFileReply, type ChartFileStep } from '../engine/chartFileProtocol';
import { ChartFileImport, type ChartFileEngine } from './ChartFileImport';

// A pattern PDF's page is drawn by pdf.js in the browser; here it is drawn at once.
vi.mock('./pdfPreview/renderPdfPage', () => ({ renderPdfPage: () => Promise.resolve() }));

afterEach(cleanup);

function chart(columns: number, rows: number) {
  const state = createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: columns, rowCount: rows },
    rows: `1:${btoa(String.fromCharCode(...new Uint8Array(columns * rows).fill(1)))}`,
    styles: [
      createPaletteStyle(1, {
        colorBackground: '#000000',
        productId: 'dmc-310',
        description: 'DMC 310 Black',
      }),
    ],
    title: 'Biggetjes',
  });
  return {
    ...state,
    settings: { ...state.settings, chartId: 'abc123', revision: 7, allowUsers: ['b@example.nl'] },
  };
}

/** jsdom's File has no arrayBuffer(); a worker's Blob has. */
function asWorkerBlob(file: Blob): Blob {
  const bytes = new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(file);
  });
  return { arrayBuffer: () => bytes } as Blob;
}

/** The worker's own reading, run in the test (no Worker in jsdom). */
const inProcessEngine: ChartFileEngine = {
  importChartFile: async (file, fileName, onStep) =>
    readChartFileReply(await importChartFile(asWorkerBlob(file), fileName, (step) => onStep?.(step)))!,
};

function renderImport(engine: ChartFileEngine) {
  const router = createMemoryRouter(
    [
      { path: '/nl/chart/create', element: <ChartFileImport engine={engine} /> },
      { path: '/nl/c/new', element: <p>Editor</p> },
    ],
    { initialEntries: ['/nl/chart/create'] },
  );
  const account = new FakeAccountServer();
  account.addUser({ emailAddress: 'anna@example.nl', loggedIn: true, premium: false, settings: {} });
  const services = createAppServices({
    fetch: chartsTestFetch(account, new FakeChartServer()),
    timers: new FakeClock(),
    storage: memoryStorage(),
  });
  render(
    <AppServicesProvider services={services}>
      <RouterProvider router={router} />
    </AppServicesProvider>,
  );
  return router;
}

function choose(name: string, content: BlobPart) {
  const input = screen.getByLabelText('Kies een bestand');
  fireEvent.change(input, { target: { files: [new File([content], name)] } });
}

describe('Importeer een bestand', () => {
  it('offers OXS, Steekwerk, PNG and pattern PDF files', () => {
    renderImport(inProcessEngine);
    expect(screen.getByRole('heading', { name: 'Importeer een bestand' })).toBeTruthy();
    expect(screen.getByLabelText('Kies een bestand').getAttribute('accept')).toBe(
      '.oxs,.json,.png,.pdf,application/pdf',
    );
  });

  it('opens an OXS file as a new chart in the editor', async () => {
    sessionStorage.clear();
    const router = renderImport(inProcessEngine);
    choose('biggetjes.oxs', writeOxs(chartSnapshotOf(chart(4, 3))));
    expect(await screen.findByText('Editor')).toBeTruthy();
    expect(router.state.location.search).toBe('?draft=1');
    const draft = readDraft(sessionStorage, 'new')!;
    expect(draft.settings).toMatchObject({
      chartId: 'new',
      revision: 0,
      title: 'Biggetjes',
      craft: 'crossStitch',
    });
    expect(draft.grid.settings.size).toEqual({ columnCount: 4, rowCount: 3 });
    expect(draft.palette.styles[0]).toMatchObject({ productId: 'dmc-310', colorBackground: '#000000' });
  });

  it('keeps an OXS file’s marked stitches with the draft, for the tracker', async () => {
    sessionStorage.clear();
    renderImport(inProcessEngine);
    const done = new Uint8Array(12);
    done[0] = 1;
    done[5] = 1;
    const progress = { done: `1:${btoa(String.fromCharCode(...done))}`, doneCount: 2 };
    choose('gestikt.oxs', writeOxs(chartSnapshotOf(chart(4, 3), progress)));
    expect(await screen.findByText('Editor')).toBeTruthy();
    expect(readDraftProgress(sessionStorage, readDraft(sessionStorage, 'new')!)).toBe(progress.done);
  });

  it('keeps no progress for a file without marked stitches', async () => {
    sessionStorage.clear();
    renderImport(inProcessEngine);
    choose('biggetjes.oxs', writeOxs(chartSnapshotOf(chart(4, 3))));
    expect(await screen.findByText('Editor')).toBeTruthy();
    expect(readDraftProgress(sessionStorage, readDraft(sessionStorage, 'new')!)).toBeUndefined();
  });

  it('says in Dutch what is wrong with a bad file, and stays on the page', async () => {
    renderImport(inProcessEngine);
    choose('kapot.oxs', '<chart><palette>');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Het bestand is geen geldig XML (regel 1): het bestand houdt op voordat </palette> komt.',
    );
    choose('foto.jpg', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dit soort bestand kan Steekwerk niet importeren. Kies een .oxs-, .json-, .png- of .pdf-bestand.',
    );
  });

  it('refuses a chart larger than the free tier holds', async () => {
    renderImport({
      importChartFile: async () => ({ ok: true, state: chart(500, 2), skipped: {} }),
    });
    choose('groot.json', '{}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Deze chart is 500 × 2 steken; zonder Premium kan een chart hoogstens 400 × 400 steken zijn.',
    );
  });

  it('shows progress while the worker reads a large file', async () => {
    let finish: (reply: ChartFileReply) => void = () => {};
    let step: (value: ChartFileStep) => void = () => {};
    renderImport({
      importChartFile: (_file, _name, onStep) =>
        new Promise((resolve) => {
          finish = resolve;
          step = (value) => onStep?.(value);
        }),
    });
    choose('groot.oxs', '<chart/>');
    expect((await screen.findByRole('status')).textContent).toContain('Bestand lezen…');
    step('parsing');
    expect((await screen.findByRole('status')).textContent).toContain('Chart maken…');
    finish({ ok: false, code: 'unreadableFile', message: 'Het bestand is leeg.' });
    expect((await screen.findByRole('alert')).textContent).toBe('Het bestand is leeg.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('a pattern PDF', () => {
  const pattern = {
    columns: 4,
    rows: 3,
    chartPages: [4, 5],
    threads: 1,
    stitches: 12,
    backstitches: 2,
    partStitches: 5,
    missing: ['3 symbolen in een hoek van een hokje (kwartsteken) zijn niet gelezen.'],
  };

  it('shows what was found and what was not before the maker accepts it', async () => {
    sessionStorage.clear();
    const router = renderImport({
      importChartFile: async () => ({ ok: true, state: chart(4, 3), skipped: {}, pattern }),
    });
    choose('patroon.pdf', '%PDF-1.7');
    const found = await screen.findByRole('region', { name: 'Gevonden in het PDF-patroon' });
    expect(found.textContent).toContain('4 × 3 steken');
    expect(found.textContent).toContain('kaart op 2 pagina’s (4–5)');
    expect(found.textContent).toContain('1 garen');
    expect(found.textContent).toContain('12 steken');
    expect(found.textContent).toContain('2 backsteeklijnen');
    expect(found.textContent).toContain('5 halve en kwartsteken');
    expect(found.textContent).toContain('Niet gelezen:3 symbolen in een hoek');
    expect(screen.queryByText('Editor')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Importeer deze chart' }));
    expect(await screen.findByText('Editor')).toBeTruthy();
    expect(router.state.location.search).toBe('?draft=1');
    expect(readDraft(sessionStorage, 'new')!.grid.settings.size).toEqual({ columnCount: 4, rowCount: 3 });
  });

  it('can be cancelled', async () => {
    renderImport({ importChartFile: async () => ({ ok: true, state: chart(4, 3), skipped: {}, pattern }) });
    choose('patroon.pdf', '%PDF-1.7');
    fireEvent.click(await screen.findByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('region', { name: 'Gevonden in het PDF-patroon' })).toBeNull();
  });

  it('of pictures only offers the picture import', async () => {
    const message =
      'Dit PDF-bestand bevat plaatjes in plaats van symbolen; Steekwerk kan er geen steken uit lezen. ' +
      'Gebruik "Importeer een afbeelding" met een schermafdruk van het patroon.';
    renderImport({ importChartFile: async () => ({ ok: false, code: 'unreadableFile', message }) });
    choose('foto.pdf', '%PDF-1.7');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Importeer een afbeelding' }).getAttribute('href')).toBe(
      '/nl/chart/create/cross-stitch/colors/convert-picture-photo-image',
    );
  });

  it('a reply’s preview is kept only when it is a PNG', () => {
    const state = chart(4, 3);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7]);
    expect(readChartFileReply({ ok: true, state, skipped: {}, pattern, preview: png })).toMatchObject({
      preview: png,
    });
    const notPng = readChartFileReply({ ok: true, state, skipped: {}, pattern, preview: new Uint8Array(9) });
    expect(notPng).toMatchObject({ ok: true, pattern });
    expect(notPng).not.toHaveProperty('preview');
    expect(readChartFileReply({ ok: true, state, skipped: {}, preview: 'x' })).not.toHaveProperty('preview');
  });

  it('a reply with a malformed summary is no reply', () => {
    const state = chart(4, 3);
    expect(readChartFileReply({ ok: true, state, skipped: {}, pattern })).toMatchObject({ pattern });
    expect(
      readChartFileReply({ ok: true, state, skipped: {}, pattern: { ...pattern, rows: -1 } }),
    ).toBeUndefined();
    expect(
      readChartFileReply({ ok: true, state, skipped: {}, pattern: { ...pattern, missing: [1] } }),
    ).toBeUndefined();
  });
});

describe('a step that arrives after the reply', () => {
  it('does not hide the outcome (steps and replies travel on different message ports)', async () => {
    let lateStep: () => void = () => {};
    renderImport({
      importChartFile: async (_file, _name, onStep) => {
        lateStep = () => onStep?.('parsing');
        return { ok: false, code: 'unreadableFile', message: 'Het bestand is leeg.' };
      },
    });
    choose('leeg.oxs', '');
    expect((await screen.findByRole('alert')).textContent).toBe('Het bestand is leeg.');
    act(() => lateStep());
    expect(screen.getByRole('alert').textContent).toBe('Het bestand is leeg.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the worker reply', () => {
  it('is checked: a state the schema refuses or a stray message is no reply', () => {
    expect(readChartFileReply({ ok: true, state: { settings: {} }, skipped: {} })).toBeUndefined();
    expect(readChartFileReply({ ok: false, code: 'boom' })).toBeUndefined();
    expect(readChartFileReply({ ok: false, code: 'unreadableFile', message: 'x'.repeat(900) })).toMatchObject(
      {
        message: 'x'.repeat(500),
      },
    );
  });
});
