import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatternPdfPreviews, type FirstPageRenderer } from './PatternPdfPreviews';
import { fitScale } from './renderFirstPage';

vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => ({ getDocument: vi.fn(), PDFWorker: vi.fn() }));

afterEach(cleanup);

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const pdf = new Blob(['%PDF-1.7']);

describe('the previews of a pattern PDF', () => {
  it('show the PDF’s first page once drawn beside the chart as imported', async () => {
    let finish: () => void = () => {};
    const drawn: Blob[] = [];
    const render: FirstPageRenderer = (file) => {
      drawn.push(file);
      return new Promise((resolve) => (finish = resolve));
    };
    URL.createObjectURL = vi.fn(() => 'blob:chart');
    URL.revokeObjectURL = vi.fn();
    renderPreviews({ file: pdf, preview: png, render });
    expect((await screen.findByRole('status')).textContent).toBe('Eerste pagina tekenen…');
    expect(screen.getByRole('img', { name: 'De chart zoals hij geïmporteerd is' }).getAttribute('src')).toBe(
      'blob:chart',
    );
    expect(screen.queryByRole('img', { name: 'Eerste pagina van de PDF' })).toBeNull();
    finish();
    expect(await screen.findByRole('img', { name: 'Eerste pagina van de PDF' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(drawn).toEqual([pdf]);
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });

  it('say so when the first page cannot be drawn, and still show the chart', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:chart');
    URL.revokeObjectURL = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPreviews({ file: pdf, preview: png, render: () => Promise.reject(new Error('kapot')) });
    expect(await screen.findByText('De eerste pagina van de PDF kan niet getoond worden.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'De chart zoals hij geïmporteerd is' })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('show nothing without a file or a preview', () => {
    const { container } = render(<PatternPdfPreviews />);
    expect(container.innerHTML).toBe('');
  });
});

describe('the first page’s scale', () => {
  it('fits the longer side of the page into the drawing', () => {
    expect(fitScale(595, 842, 900)).toBeCloseTo(900 / 842);
    expect(fitScale(842, 595, 900)).toBeCloseTo(900 / 842);
    expect(fitScale(0, 0, 900)).toBe(1);
    expect(fitScale(Number.NaN, 10, 900)).toBe(1);
  });
});

function renderPreviews(props: Parameters<typeof PatternPdfPreviews>[0]) {
  return render(<PatternPdfPreviews {...props} />);
}
