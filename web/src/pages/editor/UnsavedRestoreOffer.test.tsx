import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryOf } from '../../editor/sync/unsaved/unsavedFixtures';
import { OfflineNotice } from './OfflineNotice';
import { UnsavedRestoreOffer } from './UnsavedRestoreOffer';

const label = 'Niet-opgeslagen wijzigingen herstellen';

describe('the offer of unsaved changes kept on this device', () => {
  it('restores them on top, or throws them away', () => {
    const accept = vi.fn();
    const dismiss = vi.fn();
    render(<UnsavedRestoreOffer offer={{ choice: 'restore', entry: entryOf(), accept, dismiss }} />);
    const offer = screen.getByRole('region', { name: label });
    expect(offer.textContent).toContain('nog niet zijn opgeslagen');
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(accept).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Weggooien' }));
    expect(dismiss).toHaveBeenCalledOnce();
  });

  it('offers a copy when someone saved in between, and names a new chart as such', () => {
    const accept = vi.fn();
    const { unmount } = render(
      <UnsavedRestoreOffer offer={{ choice: 'copy', entry: entryOf(), accept, dismiss: vi.fn() }} />,
    );
    expect(screen.getByRole('region', { name: label }).textContent).toContain('nieuwere versie');
    expect(screen.queryByRole('button', { name: label })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bewaren als kopie' }));
    expect(accept).toHaveBeenCalledOnce();
    unmount();
    render(
      <UnsavedRestoreOffer
        offer={{ choice: 'restore', entry: entryOf({ chartId: 'new' }), accept, dismiss: vi.fn() }}
      />,
    );
    expect(screen.getByRole('region', { name: label }).textContent).toContain('nieuwe chart');
  });
});

describe('the offline notice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows while the browser is offline, and goes when it is back online', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Geen verbinding — je wijzigingen worden bewaard op dit apparaat en opgeslagen zodra je weer online bent',
    );
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
