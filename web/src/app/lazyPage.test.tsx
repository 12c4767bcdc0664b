import { Component, type ComponentType, type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { installErrorReporter } from './errorReporting/report';
import { chunkLoadMessage, lazyPage } from './lazyPage';

function LoadedPage() {
  return <h1>Geladen</h1>;
}

const pageModule = { LoadedPage };

/** An importer that fails its first `failures` calls with `error`, then loads. */
function flakyImporter(error: Error, failures = 1) {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw error;
    return pageModule;
  });
}

function renderPage(Page: ComponentType) {
  render(
    <MemoryRouter initialEntries={['/nl/help']}>
      <Page />
    </MemoryRouter>,
  );
}

describe('lazyPage', () => {
  it('shows the loading view until the page has loaded', async () => {
    let finishLoading: (module: typeof pageModule) => void = () => {};
    const Page = lazyPage(
      () => new Promise<typeof pageModule>((resolve) => (finishLoading = resolve)),
      (m) => m.LoadedPage,
    );
    renderPage(Page);
    expect(screen.getByRole('status').textContent).toBe('Pagina wordt geladen…');
    finishLoading(pageModule);
    expect(await screen.findByRole('heading', { name: 'Geladen' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the failure view and loads the page when retried', async () => {
    const importer = flakyImporter(new TypeError('Failed to fetch'));
    const Page = lazyPage(importer, (m) => m.LoadedPage);
    renderPage(Page);

    expect(await screen.findByRole('heading', { name: 'Pagina kon niet worden geladen' })).toBeTruthy();
    expect(screen.getByText('Er is iets fout gegaan bij het laden van de pagina.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Annuleren' }).getAttribute('href')).toBe('/nl');
    const support = screen.getByRole('link', { name: 'Steekwerk supportgroep' });
    expect(support.getAttribute('href')).toMatch(/^https:\/\//);
    // The title is set by an effect after the view is shown: wait for it like the heading.
    await waitFor(() => expect(document.title).toBe('Pagina kon niet worden geladen | Steekwerk'));

    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Geladen' })).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('heading', { name: 'Pagina kon niet worden geladen' })).toBeNull();
  });

  it('stays on the failure view while retries keep failing', async () => {
    const importer = flakyImporter(new TypeError('Failed to fetch'), 2);
    const Page = lazyPage(importer, (m) => m.LoadedPage);
    renderPage(Page);
    fireEvent.click(await screen.findByRole('button', { name: 'Opnieuw proberen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Geladen' })).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(3);
  });

  it('re-imports the failed chunk under a new URL when a plain retry fails too', async () => {
    const chunkUrl = `${window.location.origin}/assets/HelpPage-abc123.js`;
    const importer = flakyImporter(
      new TypeError(`Failed to fetch dynamically imported module: ${chunkUrl}`),
      5,
    );
    const importUrl = vi.fn(async () => pageModule);
    const Page = lazyPage(importer, (m) => m.LoadedPage, { importUrl });
    renderPage(Page);

    fireEvent.click(await screen.findByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Geladen' })).toBeTruthy();
    // The retry tried the plain import first, then the chunk under a new URL.
    expect(importer).toHaveBeenCalledTimes(2);
    expect(importUrl).toHaveBeenCalledTimes(1);
    expect(importUrl).toHaveBeenCalledWith(`${chunkUrl}?retry=2`);
  });

  it('leaves errors thrown by the page itself to the next error boundary', async () => {
    function BrokenPage(): never {
      throw new Error('kapot');
    }
    const Page = lazyPage(
      async () => ({ BrokenPage }),
      (m) => m.BrokenPage,
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(() => (
      <OuterBoundary>
        <Page />
      </OuterBoundary>
    ));
    expect(await screen.findByText('Andere fout: kapot')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pagina kon niet worden geladen' })).toBeNull();
  });
});

class OuterBoundary extends Component<{ children: ReactNode }, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? <p>Andere fout: {this.state.error.message}</p> : this.props.children;
  }
}

describe('a failed section load', () => {
  it('is reported as "Loading chunk {id} failed" with its type', async () => {
    const reporter = { report: vi.fn(), settled: () => Promise.resolve() };
    const uninstall = installErrorReporter(reporter);
    try {
      const error = new TypeError(
        `Failed to fetch dynamically imported module: ${window.location.origin}/assets/HelpPage-Ab12.js`,
      );
      const Page = lazyPage(flakyImporter(error), (m) => m.LoadedPage);
      renderPage(Page);
      expect(await screen.findByRole('heading', { name: 'Pagina kon niet worden geladen' })).toBeTruthy();
      expect(reporter.report).toHaveBeenCalledWith(
        'Loading chunk HelpPage-Ab12.js failed',
        expect.objectContaining({
          action: 'sectionLoad:error',
          stack: expect.stringContaining(error.message),
        }),
      );
    } finally {
      uninstall();
    }
  });

  it('names an unknown chunk when the browser does not say which', () => {
    expect(chunkLoadMessage(new TypeError('Importing a module script failed.'))).toBe(
      'Loading chunk unknown failed',
    );
  });
});
