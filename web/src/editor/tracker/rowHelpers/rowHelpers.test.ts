import type { Craft, RowReminder, RowRepeat } from '@steekwerk/model';
import { emptyProgressTrackerExtras } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import {
  extrasAfterJump,
  extrasWithReminder,
  extrasWithRepeat,
  extrasWithTick,
  extrasWithout,
  isReminderFinished,
  newHelperId,
  overlappingRepeat,
  reminderDoneCount,
  reminderRows,
  reminderSummary,
  remindersFor,
  repeatJumpPlan,
  repeatName,
  repeatStatus,
  repeatStatusText,
  rowWordsOf,
  tickReminder,
} from './rowHelpers';

const knitting = rowWordsOf('knitting');

/** "meerder aan beide kanten elke 6e naald vanaf naald 12, 5 keer". */
const increase: RowReminder = {
  id: 'inc',
  text: 'meerder aan beide kanten',
  fromRow: 12,
  every: 6,
  times: 5,
  ticked: [],
};

/** Rows 5–12 worked 10 times. */
const body: RowRepeat = { id: 'body', label: '', firstRow: 5, lastRow: 12, times: 10, completed: 0 };

describe('the words of a craft', () => {
  it.each([
    ['knitting', 'naald', 'naalden'],
    ['crochet', 'toer', 'toeren'],
    ['crochetFreeform', 'toer', 'toeren'],
    ['crossStitch', 'rij', 'rijen'],
    ['diamondPainting', 'rij', 'rijen'],
    ['other', 'rij', 'rijen'],
  ] as const)('%s says %s / %s', (craft, one, many) => {
    expect(rowWordsOf(craft)).toMatchObject({ one, many });
  });
});

describe('row reminders', () => {
  it('fall on fromRow + k · every for k = 0 … times − 1', () => {
    expect(reminderRows(increase)).toEqual([12, 18, 24, 30, 36]);
    expect(reminderRows({ ...increase, fromRow: 1, every: 1, times: 3 })).toEqual([1, 2, 3]);
  });

  it.each([
    // row, due now, shown early (due on the next row)
    [10, [], []],
    [11, [], [12]],
    [12, [12], []],
    [17, [], [18]],
    [18, [18], []],
    [29, [], [30]],
    [35, [], [36]],
    [36, [36], []],
    [41, [], []],
    [42, [], []],
  ])('on row %i: due %j, one row early %j', (row, due, early) => {
    const found = remindersFor([increase], row);
    expect(found.due.map((entry) => entry.row)).toEqual(due);
    expect(found.next.map((entry) => entry.row)).toEqual(early);
  });

  it('ticking adds the row, unticking takes it away; an early notice of a ticked row is not shown', () => {
    const ticked = tickReminder(increase, 18, true);
    expect(ticked.ticked).toEqual([18]);
    expect(remindersFor([ticked], 18).due).toEqual([{ reminder: ticked, row: 18, ticked: true }]);
    expect(remindersFor([ticked], 17).next).toEqual([]);
    expect(tickReminder(ticked, 12, true).ticked).toEqual([12, 18]);
    expect(tickReminder(ticked, 18, false).ticked).toEqual([]);
  });

  it('ticks nothing on a row it does not fall on, and ticking twice changes nothing', () => {
    expect(tickReminder(increase, 13, true)).toBe(increase);
    expect(tickReminder(increase, 42, true)).toBe(increase);
    const once = tickReminder(increase, 12, true);
    expect(tickReminder(once, 12, true)).toBe(once);
    expect(tickReminder(increase, 12, false)).toBe(increase);
  });

  it('is finished once every one of its rows is ticked', () => {
    let reminder = increase;
    for (const row of [12, 18, 24, 30]) reminder = tickReminder(reminder, row, true);
    expect(reminderDoneCount(reminder)).toBe(4);
    expect(isReminderFinished(reminder)).toBe(false);
    reminder = tickReminder(reminder, 36, true);
    expect(isReminderFinished(reminder)).toBe(true);
    expect(remindersFor([reminder], 35).next).toEqual([]);
  });

  it.each([
    [
      'knitting',
      increase,
      'meerder aan beide kanten — elke 6e naald vanaf naald 12, 5 keer (0 van 5 gedaan)',
    ],
    [
      'crochet',
      { ...increase, text: 'meerder 6', ticked: [12, 18] },
      'meerder 6 — elke 6e toer vanaf toer 12, 5 keer (2 van 5 gedaan)',
    ],
    [
      'crossStitch',
      { ...increase, every: 1, times: 2 },
      'meerder aan beide kanten — elke rij vanaf rij 12, 2 keer (0 van 2 gedaan)',
    ],
    ['knitting', { ...increase, text: 'knoopsgat', times: 1 }, 'knoopsgat — op naald 12 (nog niet gedaan)'],
    [
      'knitting',
      { ...increase, text: 'knoopsgat', times: 1, ticked: [12] },
      'knoopsgat — op naald 12 (gedaan)',
    ],
  ] satisfies [Craft, RowReminder, string][])('a %s summary: %s', (craft, reminder, summary) => {
    expect(reminderSummary(reminder, rowWordsOf(craft))).toBe(summary);
  });
});

describe('row repeats', () => {
  it.each([
    // row, completed, status text
    [4, 0, 'Begint op naald 5'],
    [5, 0, '1e van 10 keer · naald 1 van 8'],
    [8, 2, '3e van 10 keer · naald 4 van 8'],
    [12, 2, '3e van 10 keer · naald 8 van 8'],
    [13, 2, '3e van 10 keer klaar'],
    [20, 2, 'Voorbij naald 12: nog 8 van 10 keer te gaan'],
    [12, 9, '10e van 10 keer · naald 8 van 8 · Laatste keer: ga daarna verder met naald 13'],
    [13, 9, 'Klaar: 10 van 10 keer'],
    [3, 10, 'Klaar: 10 van 10 keer'],
  ])('on row %i with %i done: %s', (row, completed, text) => {
    const repeat = { ...body, completed };
    expect(repeatStatusText(repeat, repeatStatus(repeat, row), knitting, 40)).toBe(text);
  });

  it('says only "Laatste keer" when its last row is the chart’s last', () => {
    const repeat = { ...body, completed: 9 };
    expect(repeatStatusText(repeat, repeatStatus(repeat, 12), knitting, 12)).toBe(
      '10e van 10 keer · naald 8 van 8 · Laatste keer',
    );
  });

  it.each([
    // row, completed, plan or null
    [11, 0, null],
    [12, 0, { goToRow: 5, clearRows: [5, 12], completed: 1 }],
    [13, 0, { goToRow: 5, clearRows: [5, 12], completed: 1 }],
    [14, 0, null],
    [12, 8, { goToRow: 5, clearRows: [5, 12], completed: 9 }],
    [12, 9, null],
    [13, 9, null],
    [12, 10, null],
  ])('on row %i with %i done offers the jump %j', (row, completed, plan) => {
    expect(repeatJumpPlan({ ...body, completed }, row)).toEqual(plan);
  });

  it('goes through all ten times by jumping nine times, and completed never exceeds times', () => {
    let repeat = body;
    let row = 5;
    let jumps = 0;
    for (let step = 0; step < 200 && repeatStatus(repeat, row).kind !== 'finished'; step += 1) {
      const plan = repeatJumpPlan(repeat, row);
      if (plan !== null && row === repeat.lastRow + 1) {
        repeat = { ...repeat, completed: plan.completed };
        row = plan.goToRow;
        jumps += 1;
      } else row += 1;
    }
    expect(jumps).toBe(9);
    expect(repeat.completed).toBe(9);
    expect(row).toBe(13);
    expect(repeatStatus({ ...repeat, completed: 42 }, 8)).toEqual({ kind: 'finished' });
  });

  it('a one-row repeat offers the jump on its row', () => {
    const single = { ...body, firstRow: 7, lastRow: 7, times: 3 };
    expect(repeatStatusText(single, repeatStatus(single, 7), knitting, 20)).toBe(
      '1e van 3 keer · naald 1 van 1',
    );
    expect(repeatJumpPlan(single, 7)).toEqual({ goToRow: 7, clearRows: [7, 7], completed: 1 });
  });

  it('is named by its label or its rows', () => {
    expect(repeatName(body, knitting)).toBe('Herhaling naald 5–12');
    expect(repeatName({ ...body, label: 'Mouw' }, knitting)).toBe('Mouw');
    expect(repeatName(body, rowWordsOf('crochet'))).toBe('Herhaling toer 5–12');
  });

  it.each([
    [1, 4, undefined],
    [13, 20, undefined],
    [12, 20, 'body'],
    [1, 5, 'body'],
    [6, 7, 'body'],
    [1, 40, 'body'],
  ])('rows %i–%i overlap: %s', (firstRow, lastRow, id) => {
    expect(overlappingRepeat([body], firstRow, lastRow)?.id).toBe(id);
    expect(overlappingRepeat([body], firstRow, lastRow, 'body')).toBeUndefined();
  });
});

describe('the extras after a change', () => {
  const extras = {
    ...emptyProgressTrackerExtras,
    repeats: [body],
    reminders: [{ ...increase, ticked: [12, 18] }],
  };

  it('after a jump: the repeat counts one more, and ticks on its rows are taken away', () => {
    const plan = repeatJumpPlan(body, 13);
    expect(plan).not.toBeNull();
    if (plan === null) return;
    const after = extrasAfterJump(extras, 'body', plan);
    expect(after.repeats[0]?.completed).toBe(1);
    expect(after.reminders[0]?.ticked).toEqual([18]);
    expect(extras.repeats[0]?.completed).toBe(0);
    const clamped = extrasAfterJump(extras, 'body', { ...plan, completed: 11 });
    expect(clamped.repeats[0]?.completed).toBe(10);
  });

  it('ticks, adds, replaces and removes without touching the input', () => {
    expect(extrasWithTick(extras, 'inc', 24, true).reminders[0]?.ticked).toEqual([12, 18, 24]);
    const other: RowRepeat = { ...body, id: 'yoke', firstRow: 20, lastRow: 24 };
    expect(extrasWithRepeat(extras, other).repeats.map((r) => r.id)).toEqual(['body', 'yoke']);
    expect(extrasWithRepeat(extras, { ...body, times: 4 }).repeats).toEqual([{ ...body, times: 4 }]);
    const moved = extrasWithReminder(extras, { ...increase, fromRow: 18, ticked: [12, 18] });
    expect(moved.reminders[0]?.ticked).toEqual([18]);
    expect(extrasWithout(extras, 'inc').reminders).toEqual([]);
    expect(extrasWithout(extras, 'body').repeats).toEqual([]);
    expect(extras.reminders[0]?.ticked).toEqual([12, 18]);
  });

  it('new ids are short, fit the schema and avoid the taken ones', () => {
    const id = newHelperId(['abc']);
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(id).toHaveLength(12);
  });
});
