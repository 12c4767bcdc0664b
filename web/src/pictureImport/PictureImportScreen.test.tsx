import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSymbolAssignment } from '../editor/symbols/symbolAssignment';
import type { ConvertPictureControl, ConvertPictureRequest } from '../engine/engineClient';
import { FakeAccountServer } from '../test/fakeAccountServer';
import { FakeClock, flushMicrotasks } from '../test/fakeClock';
import { testServices, WithServices } from '../test/renderApp';
import { draftKey } from '../editor/sync/draftStore';
import { previewDebounceMs } from './ConversionRunner';
import { PictureImportScreen, type PictureEngine } from './PictureImportScreen';

/** The first bytes of a PNG of `width` × `height`. */
function pngFile(width: number, height: number, name = 'koffie.png'): File {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  const file = new File([bytes], name, { type: 'image/png' });
  // jsdom's Blob has no arrayBuffer(); the browser's has.
  Object.defineProperty(file, 'slice', {
    value: (start: number, end: number) => ({ arrayBuffer: async () => bytes.slice(start, end).buffer }),
  });
  return file;
}

function fakeEngine() {
  const converted: ConvertPictureRequest[] = [];
  const engine: PictureEngine = {
    openPicture: vi.fn(async (_file: Blob, size: { width: number; height: number }) => ({
      ok: true as const,
      pictureId: 7,
      width: size.width,
      height: size.height,
    })),
    closePicture: vi.fn(),
    convertPicture: vi.fn(
      async (_id: number, request: ConvertPictureRequest, control?: ConvertPictureControl) => {
        converted.push(request);
        control?.onProgress?.({ step: 'generateChart', fraction: 0.5 });
        const cells = new Uint8Array(request.columns * request.rows).fill(1);
        return {
          ok: true as const,
          columns: request.columns,
          rows: request.rows,
          cells,
          rgb: Uint8Array.of(120, 60, 30),
          colorsUsed: 1,
          confettiShare: 0,
          meanDeltaE: 2,
          timings: {},
          ...(request.encodeRows ? { rowsText: '1:AA==' } : {}),
        };
      },
    ),
  };
  return { engine, converted };
}

function renderScreen(engine: PictureEngine) {
  const clock = new FakeClock();
  const services = testServices(new FakeAccountServer(), clock);
  const router = createMemoryRouter(
    [
      {
        path: '/nl/chart/create/cross-stitch/colors/convert-picture-photo-image',
        element: <PictureImportScreen craft="crossStitch" type="colors" engine={engine} />,
      },
      { path: '/nl/c/new', element: <p>editor</p> },
    ],
    { initialEntries: ['/nl/chart/create/cross-stitch/colors/convert-picture-photo-image'] },
  );
  render(
    <WithServices services={services}>
      <RouterProvider router={router} />
    </WithServices>,
  );
  return { clock, router };
}

async function choose(file: File) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Foto kiezen'), { target: { files: [file] } });
    await flushMicrotasks();
  });
}

describe('PictureImportScreen', () => {
  // The key-symbol assignment loads once (a dynamic import); loaded here, the import's submit does not wait on it.
  beforeAll(async () => {
    await loadSymbolAssignment();
  });
  it('refuses a file that is not a picture before the worker sees it', async () => {
    const { engine } = fakeEngine();
    renderScreen(engine);
    const text = new File(['hallo'], 'notities.txt');
    Object.defineProperty(text, 'slice', {
      value: () => ({ arrayBuffer: async () => new TextEncoder().encode('hallo').buffer }),
    });
    await choose(text);
    expect(screen.getByRole('alert').textContent).toBe(
      'Dit bestand is geen JPEG-, PNG-, WebP- of GIF-afbeelding.',
    );
    expect(engine.openPicture).not.toHaveBeenCalled();
  });

  it('refuses more than 40 megapixels by the header alone', async () => {
    const { engine } = fakeEngine();
    renderScreen(engine);
    await choose(pngFile(8000, 6000));
    expect(screen.getByRole('alert').textContent).toMatch(/meer dan 40 megapixels/);
    expect(engine.openPicture).not.toHaveBeenCalled();
  });

  it('previews with the default settings, then opens the chart as a new draft', async () => {
    sessionStorage.clear();
    const { engine, converted } = fakeEngine();
    const { clock, router } = renderScreen(engine);
    await choose(pngFile(1200, 600));
    expect(engine.openPicture).toHaveBeenCalledWith(expect.anything(), { width: 1200, height: 600 });
    expect(screen.getByRole('progressbar', { name: 'Foto importeren' })).toBeTruthy();
    await act(async () => {
      await clock.advance(previewDebounceMs);
    });
    expect(converted[0]).toMatchObject({
      columns: 80,
      rows: 40,
      colorCount: 10,
      dither: 'none',
      cleanup: 50,
    });
    expect(screen.getByRole('img', { name: 'Voorbeeld van de chart: Chart: 80 × 40 steken' })).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Chart maken' }));
      await flushMicrotasks();
    });
    expect(converted[1]).toMatchObject({ encodeRows: true });
    expect(router.state.location.pathname + router.state.location.search).toBe('/nl/c/new?draft=1');
    const draft = JSON.parse(sessionStorage.getItem(draftKey) ?? '{}');
    expect(draft.settings).toMatchObject({ chartId: 'new', craft: 'crossStitch', title: 'koffie' });
    expect(draft.palette.styles[0].colorBackground).toBe('#783c1e');
  });
});
