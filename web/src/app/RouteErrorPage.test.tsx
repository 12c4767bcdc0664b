import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installErrorReporter } from './errorReporting/report';
import { RouteErrorPage } from './RouteErrorPage';

function Broken(): never {
  throw new TypeError('chart is undefined');
}

const uninstalls: Array<() => void> = [];
afterEach(() => {
  for (const uninstall of uninstalls.splice(0)) uninstall();
  vi.restoreAllMocks();
});

describe('RouteErrorPage', () => {
  it('shows the Dutch message and reports the screen’s error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reporter = { report: vi.fn(), settled: () => Promise.resolve() };
    uninstalls.push(installErrorReporter(reporter));
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Er is iets fout gegaan' })).toBeTruthy();
    expect(reporter.report).toHaveBeenCalledWith(
      'TypeError: chart is undefined',
      expect.objectContaining({ action: 'routeError', stack: expect.any(String) }),
    );
  });

  it('does not report the router’s own 404', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reporter = { report: vi.fn(), settled: () => Promise.resolve() };
    uninstalls.push(installErrorReporter(reporter));
    const router = createMemoryRouter(
      [{ path: '/', element: <p>Thuis</p>, errorElement: <RouteErrorPage /> }],
      {
        initialEntries: ['/bestaat-niet'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Er is iets fout gegaan' })).toBeTruthy();
    expect(reporter.report).not.toHaveBeenCalled();
  });
});
