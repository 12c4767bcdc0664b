import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatternPdfPreviews, pngDataUrl, type PdfPageRenderer } from './PatternPdfPreviews';
import { fitScale, pageWithin } from './renderPdfPage';

vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => ({ getDocument: vi.fn(), PDFWorker: vi.fn() }));

afterEach(cleanup);

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const pdf = new Blob(['%PDF-1.7']);

describe('the previews of a pattern PDF', () => {
  it('show the PDF’s first page once drawn beside the chart as imported', async () => {
    let finish: () => void = () => {};
    const drawn: [Blob, number][] = [];
    const render: PdfPageRenderer = (file, _canvas, pageNumber) => {
      drawn.push([file, pageNumber]);
      return new Promise((resolve) => (finish = resolve));
    };
    renderPreviews({ file: pdf, preview: png, render });
    expect((await screen.findByRole('status')).textContent).toBe('Pagina tekenen…');
    expect(screen.getByRole('img', { name: 'De chart zoals hij geïmporteerd is' }).getAttribute('src')).toBe(
      pngDataUrl(png),
    );
    expect(pngDataUrl(png)).toBe('data:image/png;base64,iVBORw0KGgoAAAAA');
    expect(screen.queryByRole('img', { name: 'Eerste pagina van de PDF' })).toBeNull();
    finish();
    expect(await screen.findByRole('img', { name: 'Eerste pagina van de PDF' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(drawn).toEqual([[pdf, 1]]);
    expect(screen.getAllByRole('figure')).toHaveLength(2);
    // The chart starts on page 1: no other page to offer.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offer the first page of the chart when a cover comes first, and back', async () => {
    const drawn: number[] = [];
    const render: PdfPageRenderer = async (_file, _canvas, pageNumber) => void drawn.push(pageNumber);
    renderPreviews({ file: pdf, preview: png, chartPage: 4, render });
    expect(await screen.findByRole('img', { name: 'Eerste pagina van de PDF' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Toon pagina 4 (de kaart)' }));
    expect(await screen.findByRole('img', { name: 'Pagina 4 van de PDF' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Toon de eerste pagina' }));
    expect(await screen.findByRole('img', { name: 'Eerste pagina van de PDF' })).toBeTruthy();
    expect(drawn).toEqual([1, 4, 1]);
  });

  it('say so when the page cannot be drawn, and still show the chart', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPreviews({ file: pdf, preview: png, render: () => Promise.reject(new Error('kapot')) });
    expect(await screen.findByText('Deze pagina van de PDF kan niet getoond worden.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'De chart zoals hij geïmporteerd is' })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('show nothing without a file or a preview', () => {
    const { container } = render(<PatternPdfPreviews />);
    expect(container.innerHTML).toBe('');
  });
});

describe('the page drawn', () => {
  it('fits the longer side of the page into the drawing', () => {
    expect(fitScale(595, 842, 900)).toBeCloseTo(900 / 842);
    expect(fitScale(842, 595, 900)).toBeCloseTo(900 / 842);
    expect(fitScale(0, 0, 900)).toBe(1);
    expect(fitScale(Number.NaN, 10, 900)).toBe(1);
  });

  it('is a page the PDF has', () => {
    expect(pageWithin(4, 10)).toBe(4);
    expect(pageWithin(12, 10)).toBe(10);
    expect(pageWithin(0, 10)).toBe(1);
    expect(pageWithin(2.7, 10)).toBe(2);
    expect(pageWithin(Number.NaN, 10)).toBe(1);
  });
});

function renderPreviews(props: Parameters<typeof PatternPdfPreviews>[0]) {
  return render(<PatternPdfPreviews {...props} />);
}
