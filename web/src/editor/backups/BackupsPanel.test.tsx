import type { ChartBackupEntry } from '@steekwerk/model';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { backupDateText, canLoadMore, initialBackupList, withPage } from './backupList';
import { BackupsPanel } from './BackupsPanel';
import { BackupsContext, type BackupsPage, type BackupsSource } from './backupsSource';

afterEach(cleanup);

function backup(revisionNumber: number, overrides: Partial<ChartBackupEntry> = {}): ChartBackupEntry {
  return {
    revisionNumber,
    dateCreated: `2026-11-${String(revisionNumber).padStart(2, '0')}T09:30:00.000Z`,
    hasMultipleUsers: false,
    savedBy: 'Anna',
    ...overrides,
  };
}

/** A source whose pages are answered by the test, in order. */
function scriptedSource(pages: Array<BackupsPage | undefined>, viewing?: number) {
  const asked: Array<number | undefined> = [];
  const source: BackupsSource = {
    chartId: 'abc123',
    viewing,
    list: async (before) => {
      asked.push(before);
      return pages.shift();
    },
    openPath: (revision) => `/nl/c/abc123?revisionNumber=${revision}`,
    thumbnailUrl: (revision) => `/nl/ajax/chart/image/abc123/${revision}`,
  };
  return { source, asked };
}

function renderPanel(source: BackupsSource) {
  render(
    <MemoryRouter>
      <BackupsContext.Provider value={source}>
        <BackupsPanel />
      </BackupsContext.Provider>
    </MemoryRouter>,
  );
}

describe('the Back-ups panel', () => {
  it('lists backups newest first with date, version, thumbnail and a link that opens each', async () => {
    const { source } = scriptedSource([{ backups: [backup(4), backup(3)], next: null }]);
    renderPanel(source);
    const items = await screen.findAllByRole('listitem');
    const listed = items.filter((item) => item.querySelector('img'));
    expect(listed).toHaveLength(2);
    const first = within(listed[0]!);
    expect(first.getByText('Versie 4')).toBeTruthy();
    expect(first.getByText(backupDateText(backup(4).dateCreated))).toBeTruthy();
    expect(first.getByRole('img').getAttribute('src')).toBe('/nl/ajax/chart/image/abc123/4');
    expect(first.getByRole('link').getAttribute('href')).toBe('/nl/c/abc123?revisionNumber=4');
    expect(screen.queryByText(/opgeslagen door/)).toBeNull();
  });

  it('names who saved a backup when several people edit, and marks the one being viewed', async () => {
    const { source } = scriptedSource(
      [
        {
          backups: [backup(4, { hasMultipleUsers: true }), backup(3, { hasMultipleUsers: true })],
          next: null,
        },
      ],
      3,
    );
    renderPanel(source);
    expect(await screen.findAllByText(/opgeslagen door Anna/)).toHaveLength(2);
    expect(screen.getByText('Deze bekijk je nu')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('loads the next page on request and says when there are none', async () => {
    const { source, asked } = scriptedSource([
      { backups: [backup(9), backup(8)], next: 8 },
      { backups: [backup(7)], next: null },
    ]);
    renderPanel(source);
    fireEvent.click(await screen.findByRole('button', { name: 'Meer back-ups laden' }));
    expect(await screen.findByText('Versie 7')).toBeTruthy();
    expect(asked).toEqual([undefined, 8]);
    expect(screen.queryByRole('button', { name: 'Meer back-ups laden' })).toBeNull();
  });

  it('says so when there are no backups yet, and when they could not be loaded, with a retry', async () => {
    const empty = scriptedSource([{ backups: [], next: null }]);
    renderPanel(empty.source);
    expect(await screen.findByText(/Nog geen back-ups/)).toBeTruthy();
    cleanup();

    const failing = scriptedSource([undefined, { backups: [backup(2)], next: null }]);
    renderPanel(failing.source);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'De back-ups konden niet worden geladen.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Versie 2')).toBeTruthy();
  });
});

describe('the backup list rules', () => {
  it('adds pages without listing a revision twice and knows when more can load', () => {
    const first = withPage(initialBackupList, { backups: [backup(5), backup(4)], next: 4 });
    expect(canLoadMore(first)).toBe(true);
    const second = withPage(first, { backups: [backup(4), backup(3)], next: null });
    expect(second.backups.map((entry) => entry.revisionNumber)).toEqual([5, 4, 3]);
    expect(canLoadMore(second)).toBe(false);
    expect(canLoadMore(initialBackupList)).toBe(false);
  });

  it('writes dates in Dutch and leaves a text that is not a date alone', () => {
    expect(backupDateText('2026-11-24T09:30:00.000Z')).toMatch(/24 november 2026/);
    expect(backupDateText('onbekend')).toBe('onbekend');
  });
});
