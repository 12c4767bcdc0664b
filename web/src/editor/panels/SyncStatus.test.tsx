import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEditorStore } from '../editorStore';
import { SyncStatus } from './SyncStatus';

// Test files share the store's module (isolate: false): start from an empty store too, whatever ran before.
beforeEach(() => {
  act(() => useEditorStore.getState().reset());
});
afterEach(() => {
  act(() => useEditorStore.getState().reset());
});

function renderStatus(onTakeOver = vi.fn()) {
  render(
    <SyncStatus
      onSaveNow={vi.fn()}
      onLogin={vi.fn()}
      onActivate={vi.fn()}
      onReload={vi.fn()}
      onTakeOver={onTakeOver}
    />,
  );
  return onTakeOver;
}

describe('the write-lock notices', () => {
  it.each([
    [
      'lockedInOtherTab',
      'Deze chart is geopend in een ander tabblad van deze browser. Hier kun je alleen kijken.',
    ],
    [
      'lockedOnOtherDevice',
      'Deze chart is geopend op een ander apparaat of in een andere browser. Hier kun je alleen kijken.',
    ],
    ['lockLostToOtherTab', 'Deze chart wordt nu in een ander tabblad bewerkt.'],
    ['lockLostToOtherDevice', 'Deze chart wordt nu op een ander apparaat of in een andere browser bewerkt.'],
    ['lockedElsewhere', 'Deze chart is geopend in een ander venster of op een ander apparaat.'],
  ] as const)('%s says who holds the lock and offers to edit here', (notice, text) => {
    act(() => useEditorStore.getState().setSyncNotice(notice));
    const onTakeOver = renderStatus();
    expect(screen.getByText(text, { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hier verder bewerken' }));
    expect(onTakeOver).toHaveBeenCalledTimes(1);
  });

  it('offers no takeover for other notices', () => {
    act(() => useEditorStore.getState().setSyncNotice('newRevision'));
    renderStatus();
    expect(screen.queryByRole('button', { name: 'Hier verder bewerken' })).toBeNull();
  });
});

describe('a full storage', () => {
  it('alerts that the edits were not saved but stay, next to "Nu opslaan"', () => {
    act(() => {
      useEditorStore.getState().setSaveStatus('failed');
      useEditorStore.getState().setSyncNotice('storageFull');
    });
    renderStatus();
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Je opslagruimte is vol, dus je laatste wijzigingen zijn niet opgeslagen\. Ze blijven hier staan\./,
    );
    expect(screen.getByRole('status', { name: 'Opslagstatus' }).textContent).toMatch(/^Opslaan mislukt/);
    expect(screen.getByRole('button', { name: 'Nu opslaan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hier verder bewerken' })).toBeNull();
  });
});

describe('the write-lock notices while tracking', () => {
  it('leave out who holds the lock (tracking needs none), but keep a lost lock with unsaved changes', () => {
    act(() => {
      useEditorStore.setState({ mode: 'progressTracker' });
      useEditorStore.getState().setSyncNotice('lockedOnOtherDevice');
    });
    renderStatus();
    expect(screen.queryByText(/Hier kun je alleen kijken/)).toBeNull();
    act(() => useEditorStore.getState().setSyncNotice('lockLostToOtherTab'));
    expect(screen.getByText(/Deze chart wordt nu in een ander tabblad bewerkt/)).toBeTruthy();
    act(() => useEditorStore.setState({ mode: 'view' }));
    act(() => useEditorStore.getState().setSyncNotice('lockedOnOtherDevice'));
    expect(screen.getByText(/Hier kun je alleen kijken/)).toBeTruthy();
  });
});

describe('a save refused as invalid', () => {
  it('says in the save status why, in Dutch, without "Nu opslaan" (the same chart would be refused again)', () => {
    act(() =>
      useEditorStore
        .getState()
        .setSaveStatus('refused', 'Opslaan geweigerd: Een lijn of steek ligt buiten het raster.'),
    );
    renderStatus();
    expect(screen.getByRole('status', { name: 'Opslagstatus' }).textContent).toBe(
      'Opslaan geweigerd: Een lijn of steek ligt buiten het raster.',
    );
    expect(screen.queryByRole('button', { name: 'Nu opslaan' })).toBeNull();
  });

  it('forgets the reason with the next status', () => {
    act(() => {
      useEditorStore.getState().setSaveStatus('refused', 'Opslaan geweigerd: Ongeldig verzoek.');
      useEditorStore.getState().setSaveStatus('saving');
    });
    renderStatus();
    expect(screen.getByRole('status', { name: 'Opslagstatus' }).textContent).toBe('Opslaan…');
    expect(useEditorStore.getState().saveRefusal).toBeUndefined();
  });
});
