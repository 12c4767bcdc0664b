/**
 * The tracker panel's parts that live on the progress sync: the line saying whether the progress is kept, and the
 * knit and crochet row helpers (repeat counters, reminders), whose state is saved with the progress.
 */
import type { Craft, RowReminder } from '@steekwerk/model';
import type { Editor } from '../../Editor';
import { useEditorStore } from '../../editorStore';
import {
  useProgressDoneUnreadable,
  useProgressExtras,
  useProgressSyncStatus,
} from '../../sync/useProgressSync';
import type { TrackerSession } from '../TrackerSession';
import { nl } from '../../../i18n/nl';
import { remindersFor, rowWordsOf } from '../rowHelpers/rowHelpers';
import { RowHelpersPanel } from '../rowHelpers/RowHelpersPanel';
import { carryOutRepeatJump, currentWorkRow, workRowCount } from '../rowHelpers/trackerRows';
import { progressSyncText } from '../sync/progressSyncRegistry';

/** "Voortgang bewaard", "Log in om je voortgang te bewaren." …; nothing while no chart session runs. */
export function ProgressSyncLine({ editor }: { readonly editor: Editor }) {
  const status = useProgressSyncStatus(editor);
  const unreadable = useProgressDoneUnreadable(editor);
  const chartId = useEditorStore((state) => state.settings?.chartId ?? '');
  if (status === undefined) return null;
  const newChart = chartId === '' || chartId === 'new';
  return (
    <>
      <p className={`tracker-panel__sync tracker-panel__sync--${status}`} role="status">
        {progressSyncText(status, newChart)}
      </p>
      {unreadable && (
        <p className="tracker-panel__sync tracker-panel__sync--failed" role="alert">
          {nl.editor.progressUnreadable}
        </p>
      )}
    </>
  );
}

/** The row helpers of the current row, saved with the progress. */
export function TrackerRowHelpers({
  editor,
  tool,
  craft,
}: {
  readonly editor: Editor;
  readonly tool: TrackerSession;
  readonly craft: Craft;
}) {
  const { extras, set } = useProgressExtras(editor);
  const tracker = tool.tracker;
  return (
    <RowHelpersPanel
      craft={craft}
      currentRow={currentWorkRow(tracker)}
      rowCount={workRowCount(tracker)}
      extras={extras}
      onChange={(next) => set({ repeats: next.repeats, reminders: next.reminders })}
      onRepeatJump={(plan) => carryOutRepeatJump(tool, plan)}
    />
  );
}

/**
 * The reminders of the current row not yet ticked off, and those of the next row (one row early), in one short
 * line where the maker looks while stepping (beside Back / Next; on a phone in the bar): ticking them off is in
 * the row helpers.
 */
export function RowReminderLine({
  reminders,
  row,
  craft,
}: {
  readonly reminders: readonly RowReminder[];
  /** The current row, 1-based in work order. */
  readonly row: number;
  readonly craft: Craft;
}) {
  const words = rowWordsOf(craft);
  const { due, next } = remindersFor(reminders, row);
  const lines = [
    ...due
      .filter((entry) => !entry.ticked)
      .map((entry) => `${nl.rowHelpers.dueLegend(words, row)}: ${entry.reminder.text}`),
    ...next.map((entry) => nl.rowHelpers.nextNotice(words, entry.row, entry.reminder.text)),
  ];
  if (lines.length === 0) return null;
  return (
    <p className="tracker-panel__reminder" role="status">
      {lines.join(' · ')}
    </p>
  );
}
