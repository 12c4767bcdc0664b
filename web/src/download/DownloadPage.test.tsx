import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
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
  title: 'Roos met één blad',
});

function fakeClient() {
  let finish: (outcome: ExportOutcome) => void = () => undefined;
  let progress: (done: number, total: number) => void = () => undefined;
  const client = {
    fileTypes: vi.fn(async () => testFileTypes),
    plan: vi.fn(async (_job: unknown) => ({ pages: 9 })),
    write: vi.fn(
      (_job: unknown, onProgress: (done: number, total: number) => void) =>
        new Promise<ExportOutcome>((resolve) => {
          progress = onProgress;
          finish = resolve;
        }),
    ),
    cancel: vi.fn(() => finish({ status: 'cancelled' })),
  } satisfies ExportClient;
  return {
    client,
    finish: (outcome: ExportOutcome) => finish(outcome),
    progress: (d: number, t: number) => progress(d, t),
  };
}

function Address() {
  const location = useLocation();
  return <output aria-label="adres">{location.pathname + location.search}</output>;
}

async function renderScreen(
  client: ExportClient,
  source: Partial<ExportSource> = {},
  path = '/nl/c/abc/download?fileType=pdf_doc',
) {
  const value: ExportSource = {
    snapshot: async () => chartSnapshotOf(chart),
    mayExport: true,
    userId: 'u1',
    chartId: 'abc',
    ...source,
  };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <ExportSourceContext.Provider value={value}>
        <Routes>
          <Route path="/nl/c/:chartId/download" element={<DownloadPage client={client} />} />
        </Routes>
        <Address />
      </ExportSourceContext.Provider>
    </MemoryRouter>,
  );
  await act(async () => undefined);
  return view;
}

beforeEach(() => {
  localStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('DownloadPage', () => {
  it('offers the PDF with its settings and shows the page count before exporting', async () => {
    const { client } = fakeClient();
    await renderScreen(client);
    expect((screen.getByRole('radio', { name: /PDF-document/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Papierformaat') as HTMLInputElement).value).toBe(String('a4'));
    expect((screen.getByLabelText('Oriëntatie') as HTMLInputElement).value).toBe(String('portrait'));
    expect((screen.getByLabelText('Marge (inch)') as HTMLInputElement).value).toBe(String(1));
    expect((screen.getByLabelText(/Overlap/) as HTMLInputElement).value).toBe(String(3));
    expect(await screen.findByText('Het bestand krijgt 9 pagina’s.')).toBeTruthy();
    expect(screen.queryByLabelText(/selectie/i)).toBeNull();
  });

  it('exports with a progress bar, saves the file and remembers the settings', async () => {
    const fake = fakeClient();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderScreen(fake.client);
    fireEvent.change(screen.getByLabelText('Papierformaat'), { target: { value: 'a3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Downloaden' }));
    await waitFor(() => expect(fake.client.write).toHaveBeenCalled());
    expect(fake.client.write.mock.calls[0]![0]).toMatchObject({
      fileType: 'pdf_doc',
      settings: { paper: 'a3' },
    });
    act(() => fake.progress(4, 9));
    expect(
      screen.getByRole('progressbar', { name: 'Voortgang van de export' }).getAttribute('aria-valuenow'),
    ).toBe('4');
    expect(screen.getByText('Pagina 4 van 9')).toBeTruthy();
    await act(async () => fake.finish({ status: 'done', bytes: new Uint8Array(2048), pages: 9 }));
    expect(await screen.findByText('Roos-met-een-blad.pdf is klaar (2 kB).')).toBeTruthy();
    expect(click).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('steekwerk.exportSettings.u1')!)).toMatchObject({ paper: 'a3' });
  });

  it('adds the written instructions to the PDF when the box is ticked, counts again and remembers it', async () => {
    const fake = fakeClient();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const first = await renderScreen(fake.client);
    const box = screen.getByRole('checkbox', { name: 'Geschreven patroon toevoegen' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await screen.findByText('Het bestand krijgt 9 pagina’s.');
    fake.client.plan.mockResolvedValue({ pages: 12 });
    fireEvent.click(box);
    expect(await screen.findByText('Het bestand krijgt 12 pagina’s.')).toBeTruthy();
    expect(fake.client.plan).toHaveBeenLastCalledWith(
      expect.objectContaining({ settings: expect.objectContaining({ written: true }) }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Downloaden' }));
    await waitFor(() => expect(fake.client.write).toHaveBeenCalled());
    expect(fake.client.write.mock.calls[0]![0]).toMatchObject({
      fileType: 'pdf_doc',
      settings: { written: true },
    });
    await act(async () => fake.finish({ status: 'done', bytes: new Uint8Array(10), pages: 12 }));
    expect(click).toHaveBeenCalledTimes(1);
    first.unmount();
    await renderScreen(fakeClient().client);
    expect(
      (screen.getByRole('checkbox', { name: 'Geschreven patroon toevoegen' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('offers the written instructions only for the PDF', async () => {
    await renderScreen(fakeClient().client, {}, '/nl/c/abc/download?fileType=png');
    expect(screen.queryByRole('checkbox', { name: 'Geschreven patroon toevoegen' })).toBeNull();
  });

  it('cancels a running export', async () => {
    const fake = fakeClient();
    await renderScreen(fake.client);
    fireEvent.click(screen.getByRole('button', { name: 'Downloaden' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Annuleren' }));
    expect(await screen.findByText('Het exporteren is geannuleerd.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Downloaden' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows why an export failed', async () => {
    const fake = fakeClient();
    await renderScreen(fake.client);
    fireEvent.click(screen.getByRole('button', { name: 'Downloaden' }));
    await waitFor(() => expect(fake.client.write).toHaveBeenCalled());
    await act(async () =>
      fake.finish({ status: 'failed', message: 'Het exporteren is mislukt. Probeer het opnieuw.' }),
    );
    expect(screen.getByRole('alert').textContent).toContain('Het exporteren is mislukt.');
  });

  it('refuses a bad number with a Dutch message and no export', async () => {
    const fake = fakeClient();
    await renderScreen(fake.client);
    fireEvent.change(screen.getByLabelText(/Overlap/), { target: { value: '40' } });
    expect(screen.getByRole('alert').textContent).toContain('vul een getal van 0 tot 10 in');
    expect((screen.getByRole('button', { name: 'Downloaden' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Marge (inch)'), { target: { value: '' } });
    expect((screen.getByRole('button', { name: 'Downloaden' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('falls back to the remembered type (the PNG at first) for an unknown file type in the address', async () => {
    const fake = fakeClient();
    await renderScreen(fake.client, {}, '/nl/c/abc/download?fileType=exe');
    expect((screen.getByRole('radio', { name: /zoals je hem ziet/ }) as HTMLInputElement).checked).toBe(true);
    const pdf = screen.getByRole('radio', { name: /PDF-document/ });
    fireEvent.click(pdf);
    expect((pdf as HTMLInputElement).checked).toBe(true);
    await screen.findByText('Het bestand krijgt 9 pagina’s.');
  });

  it('tells a visitor when the owner does not allow downloading', async () => {
    const fake = fakeClient();
    await renderScreen(fake.client, { mayExport: false });
    expect(screen.getByRole('alert').textContent).toContain('staat niet toe');
    expect(screen.queryByRole('button', { name: 'Downloaden' })).toBeNull();
  });
});
