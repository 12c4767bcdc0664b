import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportClient, ExportOutcome } from '../engine/exportClient';
import { DownloadPage } from './DownloadPage';
import { ExportSourceContext, type ExportSource } from './exportSource';
import { chartSnapshotOf } from '@steekwerk/formats/chart-files';
import { testFileTypes } from './testing/fileTypes';

const chart = createChartState({
  craft: 'crossStitch',
  type: 'other',
  size: { columnCount: 2, rowCount: 1 },
  rows: '1:AQI=',
  styles: [createPaletteStyle(1), createPaletteStyle(2)],
  title: 'Kat / hond: "zomer" <2026>',
});

function fakeClient() {
  let finish: (outcome: ExportOutcome) => void = () => undefined;
  const client = {
    fileTypes: vi.fn(async () => testFileTypes),
    plan: vi.fn(async () => ({ pages: 2 })),
    write: vi.fn(
      (_job: unknown, _onProgress: unknown) =>
        new Promise<ExportOutcome>((resolve) => {
          finish = resolve;
        }),
    ),
    cancel: vi.fn(() => finish({ status: 'cancelled' })),
  } satisfies ExportClient;
  return { client, finish: (outcome: ExportOutcome) => finish(outcome) };
}

/** What ctrl+P does while the screen is open: the address asks for the PDF. */
function PrintKey() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/nl/c/abc/download?fileType=pdf_doc')}>
      ctrl+P
    </button>
  );
}

async function renderScreen(client: ExportClient, fileType: string, previewClient?: ExportClient) {
  const value: ExportSource = {
    snapshot: async () => chartSnapshotOf(chart),
    mayExport: true,
    userId: 'u1',
    chartId: 'abc',
  };
  const view = render(
    <MemoryRouter initialEntries={[`/nl/c/abc/download?fileType=${fileType}`]}>
      <ExportSourceContext.Provider value={value}>
        <Routes>
          <Route
            path="/nl/c/:chartId/download"
            element={<DownloadPage client={client} previewClient={previewClient} />}
          />
        </Routes>
        <PrintKey />
      </ExportSourceContext.Provider>
    </MemoryRouter>,
  );
  await act(async () => undefined);
  return view;
}

const button = () => screen.getByRole('button', { name: 'Downloaden' }) as HTMLButtonElement;
const valueOf = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

let saved: Blob[] = [];
let names: string[] = [];
beforeEach(() => {
  localStorage.clear();
  saved = [];
  names = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:file';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

async function download(fake: ReturnType<typeof fakeClient>) {
  fireEvent.click(button());
  await waitFor(() => expect(fake.client.write).toHaveBeenCalled());
  await act(async () => fake.finish({ status: 'done', bytes: new Uint8Array(10), pages: 0 }));
  await screen.findByText(/is klaar/);
}

describe('DownloadPage file types', () => {
  it('lists PNG as seen, PNG 1 pixel per cell, PDF, OXS, Steekwerk JSON and the written text, the PNG first', async () => {
    await renderScreen(fakeClient().client, '');
    const labels = screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent);
    // Every row of formats' writer table, in its order; these six at least.
    expect(labels).toEqual(testFileTypes.map((row) => row.label));
    expect(labels.slice(0, 6)).toEqual([
      'PNG-afbeelding: de chart zoals je hem ziet',
      'PNG-afbeelding: 1 pixel per steek (om later weer te importeren)',
      'PDF-document: patroon om van te werken, ook voor Pattern Keeper',
      'OXS-bestand: voor andere borduurprogramma’s',
      'Steekwerk-bestand (.json): reservekopie van de hele chart',
      'Tekstbestand: de geschreven instructies, rij voor rij',
    ]);
    expect((screen.getByRole('radio', { name: /zoals je hem ziet/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the PNG as seen with size 2000 px and the legend only, no paper settings nor page count', async () => {
    await renderScreen(fakeClient().client, 'png');
    expect(valueOf('Grootte')).toBe('2000');
    expect(valueOf('Eenheid')).toBe('px');
    expect(screen.queryByLabelText('Resolutie (dpi)')).toBeNull();
    // The legend goes to the right by default (spec §3), or below, or nowhere; the picture can be turned.
    const legend = screen.getByLabelText('Legenda');
    expect([...legend.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Geen legenda',
      'Rechts',
      'Onder',
    ]);
    expect((legend as HTMLSelectElement).value).toBe('right');
    expect((screen.getByLabelText('Draaiing') as HTMLSelectElement).value).toBe('0');
    // Without a selection in the editor, "only the selection" is not offered.
    expect(screen.queryByLabelText(/Alleen het geselecteerde deel/)).toBeNull();
    expect(screen.queryByLabelText('Papierformaat')).toBeNull();
    expect(screen.queryByLabelText(/Overlap/)).toBeNull();
    expect(screen.queryByText(/pagina/)).toBeNull();
  });

  it('turns centimetres at a dpi into pixels and refuses a size the PNG writer cannot make', async () => {
    const fake = fakeClient();
    await renderScreen(fake.client, 'png');
    fireEvent.change(screen.getByLabelText('Eenheid'), { target: { value: 'cm' } });
    fireEvent.change(screen.getByLabelText('Grootte'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Resolutie (dpi)'), { target: { value: '300' } });
    expect(screen.getByText('De afbeelding wordt 2362 pixels breed.')).toBeTruthy();
    expect(button().disabled).toBe(false);

    fireEvent.change(screen.getByLabelText('Grootte'), { target: { value: '2000' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'De afbeelding zou 236220 pixels breed worden; kies een grootte van 64 tot 20000 pixels.',
    );
    expect(button().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Grootte'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Resolutie (dpi)'), { target: { value: '5000' } });
    expect(screen.getByRole('alert').textContent).toContain('vul een getal van 36 tot 1200 in');
    fireEvent.change(screen.getByLabelText('Resolutie (dpi)'), { target: { value: '' } });
    expect(button().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Eenheid'), { target: { value: 'px' } });
    fireEvent.change(screen.getByLabelText('Grootte'), { target: { value: '20.5' } });
    expect(screen.getByRole('alert').textContent).toContain('vul een getal van 1 tot 20000 in');
    fireEvent.change(screen.getByLabelText('Grootte'), { target: { value: '30' } });
    expect(screen.getByRole('alert').textContent).toContain('30 pixels breed');
    fireEvent.click(button());
    expect(fake.client.write).not.toHaveBeenCalled();
  });

  it('downloads the PNG as seen with the chosen settings under a safe file name', async () => {
    const fake = fakeClient();
    await renderScreen(fake.client, 'png');
    fireEvent.change(screen.getByLabelText('Grootte'), { target: { value: '800' } });
    fireEvent.change(screen.getByLabelText('Legenda'), { target: { value: 'none' } });
    await download(fake);
    expect(fake.client.write.mock.calls[0]![0]).toMatchObject({
      fileType: 'png',
      settings: { size: 800, sizeUnit: 'px', legendPlacement: 'none' },
    });
    expect(names).toEqual(['Kat-hond-zomer-2026.png']);
    expect(saved[0]!.type).toBe('image/png');
  });

  it.each([
    ['png_pixel', 'Kat-hond-zomer-2026.png', 'image/png'],
    ['oxs', 'Kat-hond-zomer-2026.oxs', 'application/xml'],
    ['steekwerk_json', 'Kat-hond-zomer-2026.json', 'application/json'],
    ['written_text', 'Kat-hond-zomer-2026.txt', 'text/plain'],
  ])('shows no settings for %s and saves it as %s (%s)', async (fileType, name, mimeType) => {
    const fake = fakeClient();
    await renderScreen(fake.client, fileType);
    expect(screen.getByText('Dit bestandstype heeft geen instellingen.')).toBeTruthy();
    expect(screen.queryByLabelText('Grootte')).toBeNull();
    expect(screen.queryByLabelText('Legenda')).toBeNull();
    expect(screen.queryByLabelText('Papierformaat')).toBeNull();
    await download(fake);
    expect(fake.client.write.mock.calls[0]![0]).toMatchObject({ fileType });
    expect(names).toEqual([name]);
    expect(saved[0]!.type).toBe(mimeType);
    expect(fake.client.plan).not.toHaveBeenCalled();
  });

  it('shows the progress bar while an OXS is made and cancels it', async () => {
    const fake = fakeClient();
    await renderScreen(fake.client, 'oxs');
    fireEvent.click(button());
    const bar = await screen.findByRole('progressbar', { name: 'Voortgang van de export' });
    expect(bar.getAttribute('aria-valuetext')).toBe('De chart wordt voorbereid…');
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(await screen.findByText('Het exporteren is geannuleerd.')).toBeTruthy();
    expect(names).toEqual([]);
  });

  it('shows a small preview made by its own worker, which is ended afterwards', async () => {
    const preview = fakeClient();
    await renderScreen(fakeClient().client, 'oxs', preview.client);
    await waitFor(() => expect(preview.client.write).toHaveBeenCalled());
    expect(preview.client.write.mock.calls[0]![0]).toMatchObject({
      fileType: 'png',
      settings: { size: 320, sizeUnit: 'px', legendPlacement: 'none' },
    });
    await act(async () => preview.finish({ status: 'done', bytes: new Uint8Array(8), pages: 0 }));
    expect((await screen.findByRole('img', { name: 'Voorbeeld van de chart' })).getAttribute('src')).toBe(
      'blob:file',
    );
    expect(preview.client.cancel).toHaveBeenCalled();
  });

  it('shows no preview when it cannot be made', async () => {
    const preview = fakeClient();
    await renderScreen(fakeClient().client, 'oxs', preview.client);
    await waitFor(() => expect(preview.client.write).toHaveBeenCalled());
    await act(async () => preview.finish({ status: 'failed', message: 'kapot' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('kapot')).toBeNull();
  });

  it('follows the address when it asks for another type while the screen is open', async () => {
    await renderScreen(fakeClient().client, 'oxs');
    expect((screen.getByRole('radio', { name: /OXS-bestand/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'ctrl+P' }));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /PDF-document/ }) as HTMLInputElement).checked).toBe(true),
    );
    expect(screen.getByLabelText('Papierformaat')).toBeTruthy();
  });

  it('remembers the chosen file type for the next visit', async () => {
    const first = await renderScreen(fakeClient().client, 'png');
    fireEvent.click(screen.getByRole('radio', { name: /OXS-bestand/ }));
    first.unmount();
    await renderScreen(fakeClient().client, '');
    expect((screen.getByRole('radio', { name: /OXS-bestand/ }) as HTMLInputElement).checked).toBe(true);
  });
});
