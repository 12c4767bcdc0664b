import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportClient, ExportJob } from '../engine/exportClient';
import { encodeDone } from '../editor/tracker/doneEncoding';
import { DownloadPage } from './DownloadPage';
import { ExportSourceContext, type ExportSource, type SavedProgress } from './exportSource';
import { progressOnChart, savedProgressOf } from './viewerProgress';
import { chartSnapshotOf } from '@steekwerk/formats/chart-files';
import { testFileTypes } from './testing/fileTypes';

const chart = createChartState({
  craft: 'crossStitch',
  type: 'other',
  size: { columnCount: 3, rowCount: 2 },
  rows: `1:${btoa(String.fromCharCode(1, 1, 2, 2, 1, 1))}`,
  styles: [createPaletteStyle(1), createPaletteStyle(2)],
  title: 'Drie bij twee',
});

const doneCells = [1, 0, 1, 0, 0, 1];
const saved: SavedProgress = savedProgressOf({
  columnCount: 3,
  rowCount: 2,
  done: encodeDone(Uint8Array.from(doneCells)),
});

function fakeClient() {
  return {
    fileTypes: vi.fn(async () => testFileTypes),
    plan: vi.fn(async () => ({ pages: 1 })),
    write: vi.fn(async (_job: ExportJob, _onProgress: (done: number, total: number) => void) => ({
      status: 'done' as const,
      bytes: new Uint8Array(10),
      pages: 0,
    })),
    cancel: vi.fn(),
  } satisfies ExportClient;
}

async function renderScreen(client: ExportClient, source: Partial<ExportSource>, fileType = 'oxs') {
  const value: ExportSource = {
    snapshot: async () => chartSnapshotOf(chart),
    mayExport: true,
    userId: 'u1',
    chartId: 'abc',
    ...source,
  };
  const view = render(
    <MemoryRouter initialEntries={[`/nl/c/abc/download?fileType=${fileType}`]}>
      <ExportSourceContext.Provider value={value}>
        <Routes>
          <Route path="/nl/c/:chartId/download" element={<DownloadPage client={client} />} />
        </Routes>
      </ExportSourceContext.Provider>
    </MemoryRouter>,
  );
  await act(async () => undefined);
  return view;
}

const checkbox = () => screen.queryByRole('checkbox', { name: /Mijn voortgang meenemen/ });

beforeEach(() => {
  localStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:oxs');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the viewer’s progress in a downloaded OXS file', () => {
  it('is offered, on by default, and sent with the export', async () => {
    const client = fakeClient();
    const progress = vi.fn(async () => saved);
    await renderScreen(client, { progress });
    const box = (await screen.findByRole('checkbox', {
      name: /Mijn voortgang meenemen/,
    })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(screen.getByText(/3 gestikte steken worden gemarkeerd/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Downloaden' }));
    await waitFor(() => expect(client.write).toHaveBeenCalled());
    expect(client.write.mock.calls[0]![0]).toMatchObject({ fileType: 'oxs' });
    expect(client.write.mock.calls[0]![0].snapshot.done).toEqual(Uint8Array.from(doneCells));
    expect(progress).toHaveBeenCalledTimes(1);
  });

  it('stays out of the file when the viewer unticks it', async () => {
    const client = fakeClient();
    await renderScreen(client, { progress: async () => saved });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Mijn voortgang meenemen/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Downloaden' }));
    await waitFor(() => expect(client.write).toHaveBeenCalled());
    expect(client.write.mock.calls[0]![0].snapshot.done).toBeUndefined();
  });

  it('is not offered without progress, when it cannot be read, anonymously, or for other file types', async () => {
    const none = vi.fn(async () => savedProgressOf({ columnCount: 3, rowCount: 2, done: '' }));
    await renderScreen(fakeClient(), { progress: none });
    await waitFor(() => expect(none).toHaveBeenCalled());
    expect(checkbox()).toBeNull();
    cleanup();

    const broken = vi.fn(async () => Promise.reject(new Error('API request failed')));
    const client = fakeClient();
    await renderScreen(client, { progress: broken });
    await waitFor(() => expect(broken).toHaveBeenCalled());
    expect(checkbox()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Downloaden' }));
    await waitFor(() => expect(client.write).toHaveBeenCalled());
    expect(client.write.mock.calls[0]![0].snapshot.done).toBeUndefined();
    cleanup();

    await renderScreen(fakeClient(), {});
    expect(await screen.findByRole('button', { name: 'Downloaden' })).toBeTruthy();
    expect(checkbox()).toBeNull();
    cleanup();

    const unused = vi.fn(async () => saved);
    await renderScreen(fakeClient(), { progress: unused }, 'steekwerk_json');
    expect(await screen.findByRole('button', { name: 'Downloaden' })).toBeTruthy();
    expect(checkbox()).toBeNull();
    expect(unused).not.toHaveBeenCalled();
  });
});

describe('saved progress laid on the chart', () => {
  it('keeps the cells both sizes share when the chart changed size since', async () => {
    const small = savedProgressOf({ columnCount: 2, rowCount: 1, done: encodeDone(Uint8Array.from([1, 1])) });
    expect(small.doneCount).toBe(2);
    expect(progressOnChart(small, { columnCount: 3, rowCount: 2 })).toEqual(
      Uint8Array.from([1, 1, 0, 0, 0, 0]),
    );
  });

  it('reads done cells that do not fit their size as none', async () => {
    expect(
      savedProgressOf({ columnCount: 3, rowCount: 2, done: encodeDone(Uint8Array.from([1, 1])) }),
    ).toEqual({
      columnCount: 3,
      rowCount: 2,
      done: '',
      doneCount: 0,
    });
  });
});
