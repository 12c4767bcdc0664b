import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestEditor } from '../testing/TestEditor';
import { FakeProgressServer } from '../tracker/sync/fakeProgressServer';
import { ProgressSync } from '../tracker/sync/ProgressSync';
import type { ProgressAccount } from '../tracker/sync/progressSyncOptions';
import { attachProgressSync, progressSyncText } from '../tracker/sync/progressSyncRegistry';
import type { Editor } from '../Editor';
import { useProgressExtras, useProgressSyncStatus } from './useProgressSync';

function Status({ editor }: { editor: Editor }) {
  const status = useProgressSyncStatus(editor);
  const { extras, set } = useProgressExtras(editor);
  return (
    <div>
      <p>{status ? progressSyncText(status) : 'geen sessie'}</p>
      <p>{`herhalingen: ${extras.repeats.length}`}</p>
      <button
        type="button"
        onClick={() =>
          set({
            repeats: [{ id: 'r1', label: 'Kabel', firstRow: 1, lastRow: 4, times: 2, completed: 0 }],
            reminders: [],
          })
        }
      >
        Herhaling
      </button>
    </div>
  );
}

function syncFor(test: TestEditor, account: ProgressAccount) {
  const tool = test.editor.sessions.tracker;
  return new ProgressSync({
    timers: test.clock,
    sessionId: 'tab-12345678',
    api: new FakeProgressServer({ columnCount: 4, rowCount: 4 }),
    tool,
    chartId: () => 'chart-1',
    account: () => account,
    queue: () => undefined,
  });
}

describe('useProgressSyncStatus and useProgressExtras', () => {
  it('follow the sync the session attaches to the editor', async () => {
    const test = TestEditor.create({ columns: 4, rows: 4 });
    render(<Status editor={test.editor} />);
    expect(screen.getByText('geen sessie')).toBeTruthy();
    const sync = syncFor(test, 'anonymous');
    let detach = () => undefined as void;
    act(() => {
      detach = attachProgressSync(test.editor, sync);
    });
    expect(screen.getByText('Log in om je voortgang te bewaren.')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Herhaling' }).click());
    expect(screen.getByText('herhalingen: 1')).toBeTruthy();
    act(() => detach());
    expect(screen.getByText('geen sessie')).toBeTruthy();
    await test.clock.advance(0);
  });

  it('says a pending account must be activated first', () => {
    const test = TestEditor.create({ columns: 4, rows: 4 });
    act(() => void attachProgressSync(test.editor, syncFor(test, 'pending')));
    render(<Status editor={test.editor} />);
    expect(screen.getByText('Activeer eerst je account om je voortgang te bewaren.')).toBeTruthy();
  });
});
