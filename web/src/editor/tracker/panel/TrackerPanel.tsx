import type { RulerNumbering } from '@steekwerk/model';
import { chartRuler, numberingOf } from '../../render/rulerLabels';
import { useId, useRef, useState } from 'react';
import { nl } from '../../../i18n/nl';
import { useEditorStore } from '../../editorStore';
import { useEditor } from '../../ui/EditorContext';
import { useNarrowScreen } from '../../ui/useNarrowScreen';
import { type TrackerSession, type TrackerTapAction, trackerTapActions } from '../TrackerSession';
import { itemCount } from '../trackerLayout';
import { trackerCounts } from '../trackerCounts';
import { clampRowNumber } from '../trackerScroll';
import type { TrackerState } from '../trackerState';
import { ParkingList } from './ParkingList';
import { RowNumberField } from './RowNumberField';
import { TrackerKey } from './TrackerKey';
import { TrackerToast } from './TrackerToast';
import { useBarInset } from './useBarInset';
import { useProgressExtras } from '../../sync/useProgressSync';
import { currentWorkRow } from '../rowHelpers/trackerRows';
import { ProgressSyncLine, RowReminderLine, TrackerRowHelpers } from './TrackerSyncParts';
import { TrackerSettingsForm } from './TrackerSettingsForm';
import { lineText, percentageText, totalText, trackerModeChoices } from './trackerTexts';
import { scrollToRow, useTrackerAutoScroll, useTrackerUpdates } from './useTracker';
import './tracker-panel.css';

const texts = nl.editor.tracker;

/** View pixels the phone's bar covers at the bottom of the chart (auto-scroll keeps the line above it). */
const phoneBarHeight = 64;

/**
 * The tracker screen (issue 17): the mode, Back / Next for the row modes with the current line, the totals, what
 * a tap on the chart does, the key with counts and highlight, the parked styles and the row number. On a wide
 * screen a side panel; on a phone a bar over the bottom of the chart (Back, the line, Next, "Meer") that opens a
 * sheet with the rest, so the chart keeps the screen.
 */
export function TrackerPanel() {
  const editor = useEditor();
  const tool = editor.sessions.tracker;
  const narrow = useNarrowScreen();
  const [sheetOpen, setSheetOpen] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const sheetId = useId();
  useTrackerUpdates(editor, tool);
  useTrackerAutoScroll(editor, tool, narrow ? phoneBarHeight : 0);
  const { reminders } = useProgressExtras(editor).extras;
  const palette = useEditorStore((state) => state.palette);
  const chartSettings = useEditorStore((state) => state.settings);
  useBarInset(editor, bar, narrow && palette !== undefined && chartSettings !== undefined);
  if (!palette || !chartSettings) return null;

  const tracker = tool.tracker;
  const counts = trackerCounts(tracker, undefined, editor.document.items);
  const rowMode = tracker.layout.mode.kind === 'rows';
  const craft = chartSettings.craft;
  const empty = counts.total === 0;
  // The line label says the row's number as the rulers show it (one numbering, issue 27).
  const numberings = rulerNumberings(editor);
  const rulerNumber = (axis: 'rows' | 'columns', index: number) => numberings[axis].number(index);

  const details = (
    <>
      <ProgressSyncLine editor={editor} />
      <ModeChoice tool={tool} />
      {empty ? (
        <p className="tracker-panel__hint">{texts.noStitches}</p>
      ) : (
        <p className="tracker-panel__total">{totalText(counts)}</p>
      )}
      {!empty && <TapActionChoice tool={tool} />}
      {counts.styles.length > 0 && (
        <TrackerKey
          palette={palette}
          counts={counts.styles}
          highlight={tracker.highlight}
          labelSetting={editor.settings.styleLabel}
          onHighlight={(styleId) => tool.setHighlight(styleId)}
        />
      )}
      {!empty && (
        <ParkingList
          numbering={rulerNumberings(editor)}
          palette={palette}
          parking={tracker.parking}
          onUnpark={(styleId) => tool.unpark(styleId)}
        />
      )}
      <RowNumberField
        initial={editor.rowNumber}
        rowCount={tracker.layout.order.size.rowCount}
        clamp={(row) => clampRowNumber(tracker, row)}
        onGo={(row) => {
          editor.setRowNumber(row);
          scrollToRow(editor, chartRowOf(row, rulerNumberings(editor).rows, tracker));
        }}
      />
      {rowMode && !empty && (
        <div className="tracker-panel__row-helpers">
          <TrackerRowHelpers editor={editor} tool={tool} craft={craft} />
        </div>
      )}
      <TrackerSettingsForm editor={editor} />
    </>
  );

  if (!narrow) {
    return (
      <aside className="tracker-panel" aria-label={texts.panel}>
        <h2>{texts.heading}</h2>
        {rowMode && (
          <StepButtons
            tool={tool}
            line={lineText(tracker, craft, rulerNumber)}
            atEnd={tracker.position >= itemCount(tracker.layout)}
          />
        )}
        {rowMode && !empty && (
          <RowReminderLine reminders={reminders} row={currentWorkRow(tracker)} craft={craft} />
        )}
        {details}
        <TrackerToast tool={tool} palette={palette} />
      </aside>
    );
  }
  return (
    <div
      className="tracker-overlay"
      onKeyDown={(event) => {
        // Escape closes the sheet first (the editor's Escape would leave the tracker).
        if (event.key !== 'Escape' || !sheetOpen) return;
        event.preventDefault();
        event.stopPropagation();
        setSheetOpen(false);
        moreButton.current?.focus();
      }}
    >
      <TrackerToast tool={tool} palette={palette} />
      {sheetOpen && (
        <section id={sheetId} className="tracker-sheet" aria-label={texts.sheet}>
          {details}
        </section>
      )}
      <div
        ref={bar}
        className={`tracker-bar${rowMode ? ' tracker-bar--rows' : ''}`}
        role="group"
        aria-label={texts.panel}
      >
        <p className="tracker-bar__status" aria-live="polite">
          {rowMode && !empty
            ? `${lineText(tracker, craft, rulerNumber)} · ${percentageText(counts.percentage)}`
            : empty
              ? texts.noStitches
              : totalText(counts)}
        </p>
        {rowMode && !empty && (
          <RowReminderLine reminders={reminders} row={currentWorkRow(tracker)} craft={craft} />
        )}
        {rowMode && <StepButtons tool={tool} atEnd={tracker.position >= itemCount(tracker.layout)} />}
        <button
          type="button"
          ref={moreButton}
          className="tracker-panel__button tracker-bar__more"
          aria-expanded={sheetOpen}
          aria-controls={sheetOpen ? sheetId : undefined}
          onClick={() => setSheetOpen((open) => !open)}
        >
          {sheetOpen ? texts.less : texts.more}
        </button>
      </div>
    </div>
  );
}

/**
 * The chart row (0 = top) of a row number: numbers count the way the row ruler does (model's one numbering: from
 * the bottom row unless the ruler runs top to bottom), so "Ga naar rij 12" goes to the row the ruler counts 12th.
 */
function chartRowOf(rowNumber: number, rows: RulerNumbering, tracker: TrackerState): number {
  const last = tracker.layout.order.size.rowCount - 1;
  for (let row = 0; row <= last; row += 1) if (rows.position(row) === rowNumber) return row;
  return Math.max(0, Math.min(last, rowNumber));
}

/** The numberings of the chart's columns and rows, as its rulers show them. */
function rulerNumberings(editor: ReturnType<typeof useEditor>): {
  columns: RulerNumbering;
  rows: RulerNumbering;
} {
  const meta = editor.document.meta;
  const ruler = chartRuler(meta.settings.craft, meta.gridSettings.ruler);
  const { columnCount, rowCount } = meta.gridSettings.size;
  return { columns: numberingOf(ruler, 'columns', columnCount), rows: numberingOf(ruler, 'rows', rowCount) };
}

/** The tracker mode; the done cells stay when it changes. */
function ModeChoice({ tool }: { tool: TrackerSession }) {
  const id = useId();
  const current = tool.trackerMode;
  const known = (trackerModeChoices as readonly string[]).includes(current);
  return (
    <div className="tracker-panel__mode">
      <label htmlFor={id}>{texts.mode}</label>
      <select id={id} value={current} onChange={(event) => tool.setTrackerMode(event.target.value)}>
        {!known && <option value={current}>{current}</option>}
        {trackerModeChoices.map((mode) => (
          <option key={mode} value={mode}>
            {texts.modes[mode]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Row modes: big Back and Next around the current line ("Naald 12 van 80"; the phone's bar shows it above). */
function StepButtons({ tool, line, atEnd }: { tool: TrackerSession; line?: string; atEnd: boolean }) {
  return (
    <div className="tracker-steps">
      <button
        type="button"
        className="tracker-panel__button tracker-steps__button"
        disabled={tool.tracker.position === 0}
        onClick={() => tool.stepBack()}
      >
        <span aria-hidden="true">◀ </span>
        {texts.back}
      </button>
      {line !== undefined && (
        <p className="tracker-steps__line" aria-live="polite">
          {line}
        </p>
      )}
      <button
        type="button"
        className="tracker-panel__button tracker-steps__button tracker-steps__button--next"
        disabled={atEnd}
        onClick={() => tool.stepForward()}
      >
        {texts.next}
        <span aria-hidden="true"> ▶</span>
      </button>
    </div>
  );
}

/** What a tap on the chart does, as a segmented control. */
function TapActionChoice({ tool }: { tool: TrackerSession }) {
  const [action, setAction] = useState<TrackerTapAction>(tool.tapAction);
  return (
    <div className="tracker-tap" role="group" aria-label={texts.tapAction}>
      <span className="tracker-tap__label" aria-hidden="true">
        {texts.tapAction}
      </span>
      <div className="tracker-tap__segments">
        {trackerTapActions.map((choice) => (
          <button
            key={choice}
            type="button"
            className="tracker-tap__segment"
            aria-pressed={action === choice}
            onClick={() => {
              tool.tapAction = choice;
              setAction(choice);
            }}
          >
            {texts.tapActions[choice]}
          </button>
        ))}
      </div>
    </div>
  );
}
