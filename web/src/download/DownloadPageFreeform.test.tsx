/**
 * The download screen of a freeform chart (issue 29): PNG, PDF, the Steekwerk file and the written rounds; no OXS
 * nor pixel PNG, with a note why.
 */
import { boundingBoxOf, createChartState, createPaletteStyle } from '@steekwerk/model';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { chartSnapshotOf } from '@steekwerk/formats/chart-files';
import type { ExportClient } from '../engine/exportClient';
import { DownloadPage } from './DownloadPage';
import { ExportSourceContext, type ExportSource } from './exportSource';
import { testFileTypes } from './testing/fileTypes';

const base = createChartState({
  craft: 'crochetFreeform',
  type: 'other',
  size: { columnCount: 1, rowCount: 1 },
  rows: '1:AA==',
  styles: [createPaletteStyle(1, { symbolId: 'chain' })],
  title: 'Kleedje',
});
const placement = { x: 100, y: 100, width: 20, height: 20, rotate: 45 };
const doily = {
  ...base,
  freeform: {
    ...base.freeform,
    symbols: [{ ...placement, layerId: 1, size: 1, styleId: 1, boundingBox: boundingBoxOf(placement) }],
  },
};

async function renderScreen(fileType: string) {
  const client = {
    fileTypes: vi.fn(async () => testFileTypes),
    plan: vi.fn(async () => ({ pages: 2 })),
    write: vi.fn(async () => ({ status: 'cancelled' as const })),
    cancel: vi.fn(),
  } satisfies ExportClient;
  const value: ExportSource = {
    snapshot: async () => chartSnapshotOf(doily),
    mayExport: true,
    userId: 'u1',
    chartId: 'abc',
  };
  render(
    <MemoryRouter initialEntries={[`/nl/c/abc/download?fileType=${fileType}`]}>
      <ExportSourceContext.Provider value={value}>
        <Routes>
          <Route path="/nl/c/:chartId/download" element={<DownloadPage client={client} />} />
        </Routes>
      </ExportSourceContext.Provider>
    </MemoryRouter>,
  );
  await act(async () => undefined);
  return client;
}

describe('DownloadPage of a freeform chart', () => {
  it('offers the PNG, the PDF, the Steekwerk file and the text, and says why OXS is not there', async () => {
    await renderScreen('');
    const labels = screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent);
    expect(labels).toEqual([
      'PNG-afbeelding: de chart zoals je hem ziet',
      'PDF-document: patroon om van te werken, ook voor Pattern Keeper',
      'Steekwerk-bestand (.json): reservekopie van de hele chart',
      'Tekstbestand: de geschreven instructies, rij voor rij',
    ]);
    expect(screen.getByText(/Een vrije-vorm-chart heeft geen raster: OXS/)).toBeTruthy();
  });

  it('chooses the PNG when the address asks for OXS', async () => {
    await renderScreen('oxs');
    expect((screen.getByRole('radio', { name: /zoals je hem ziet/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /OXS/ })).toBeNull();
  });
});
