/**
 * The tracker's knit and crochet helpers as pure rules (issue 17): row reminders ("meerder aan beide kanten elke
 * 6e naald vanaf naald 12, 5 keer", shown one row early and ticked off, like Knit Counter's markers and
 * knitCompanion's shaping counters) and row-repeat counters (rows a–b × n, Stash2Go's repeat helper).
 *
 * Rows are 1-based in work order: row 1 is the first line worked (the tracker's line 0). Every rule returns new
 * values; nothing here changes its input.
 */
import type { Craft, ProgressTrackerExtras, RowReminder, RowRepeat } from '@steekwerk/model';
import { nl, type RowWordTexts } from '../../../i18n/nl';

const texts = nl.rowHelpers;

/** The craft's word for a row: "naald" for knitting, "toer" for crochet, "rij" for every other craft. */
export function rowWordsOf(craft: Craft): RowWordTexts {
  if (craft === 'knitting') return texts.words.knitting;
  if (craft === 'crochet' || craft === 'crochetFreeform') return texts.words.crochet;
  return texts.words.other;
}

// ---------------------------------------------------------------------------------------------------------------
// Reminders

/** The rows a reminder falls on: `fromRow + k · every` for k = 0 … times − 1. */
export function reminderRows(reminder: RowReminder): number[] {
  return Array.from({ length: reminder.times }, (_, k) => reminder.fromRow + k * reminder.every);
}

/** Whether the reminder falls on `row`. */
export function isReminderRow(reminder: RowReminder, row: number): boolean {
  if (!Number.isInteger(row) || row < reminder.fromRow) return false;
  const steps = row - reminder.fromRow;
  return steps % reminder.every === 0 && steps / reminder.every < reminder.times;
}

/** How many of the reminder's rows are ticked off. */
export function reminderDoneCount(reminder: RowReminder): number {
  return new Set(reminder.ticked.filter((row) => isReminderRow(reminder, row))).size;
}

/** A reminder is finished when every one of its rows is ticked off. */
export function isReminderFinished(reminder: RowReminder): boolean {
  return reminderDoneCount(reminder) >= reminder.times;
}

/** A reminder that falls on a given row, and whether it is ticked off there. */
export interface DueReminder {
  readonly reminder: RowReminder;
  readonly row: number;
  readonly ticked: boolean;
}

/**
 * The reminders of one row: `due` fall on `row` itself (ticked off or not, so a tick can be taken back), `next`
 * fall on the row after it and are not ticked yet — shown one row early ("Volgende naald (12): …").
 */
export function remindersFor(
  reminders: readonly RowReminder[],
  row: number,
): { readonly due: DueReminder[]; readonly next: DueReminder[] } {
  const due: DueReminder[] = [];
  const next: DueReminder[] = [];
  for (const reminder of reminders) {
    if (isReminderRow(reminder, row)) due.push({ reminder, row, ticked: reminder.ticked.includes(row) });
    if (isReminderRow(reminder, row + 1) && !reminder.ticked.includes(row + 1)) {
      next.push({ reminder, row: row + 1, ticked: false });
    }
  }
  return { due, next };
}

/**
 * The reminder ticked off on `row` (`ticked` true) or not any more (false); the same reminder when there is
 * nothing to change or the reminder does not fall on that row.
 */
export function tickReminder(reminder: RowReminder, row: number, ticked: boolean): RowReminder {
  const has = reminder.ticked.includes(row);
  if (ticked === has || (ticked && !isReminderRow(reminder, row))) return reminder;
  const rows = ticked ? [...reminder.ticked, row] : reminder.ticked.filter((other) => other !== row);
  return { ...reminder, ticked: rows.sort((a, b) => a - b) };
}

/** The reminder's summary: "meerder aan beide kanten — elke 6e naald vanaf naald 12, 5 keer (2 van 5 gedaan)". */
export function reminderSummary(reminder: RowReminder, words: RowWordTexts): string {
  return texts.reminderSummary(
    words,
    reminder.text,
    texts.reminderEvery(words, reminder.every),
    reminder.fromRow,
    reminder.times,
    reminderDoneCount(reminder),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Repeats

/** What the tracker does when a repeat's rows are finished with times left: back to its first row, cleared. */
export interface RepeatJumpPlan {
  /** The row to go to: the repeat's first row. */
  readonly goToRow: number;
  /** The rows whose done cells are cleared (first and last, inclusive), so they can be worked again. */
  readonly clearRows: readonly [number, number];
  /** The repeat's `completed` after the jump. */
  readonly completed: number;
}

/** Where the maker stands in a repeat; `time` is the 1-based time being worked (completed + 1). */
export type RepeatStatus =
  /** Before the repeat's first row. */
  | { readonly kind: 'ahead'; readonly time: number }
  /** On one of its rows; `lastTime` when this is the last time, `lastRow` on its last row. */
  | {
      readonly kind: 'inside';
      readonly time: number;
      readonly rowInRepeat: number;
      readonly rowsInRepeat: number;
      readonly lastRow: boolean;
      readonly lastTime: boolean;
    }
  /** Just past its last row (the tracker moved on after the last row) with times left. */
  | { readonly kind: 'ended'; readonly time: number }
  /** Further past its last row with times left (the maker moved on without going back). */
  | { readonly kind: 'beyond'; readonly time: number; readonly left: number }
  /** Every time worked: the last time's rows lie behind the maker, or `completed` reached `times`. */
  | { readonly kind: 'finished' };

/**
 * Where the maker on `row` stands in a repeat. The last time needs no button: once the maker is past the last row
 * on the last time, the repeat is finished ("after the last time, go on past b").
 */
export function repeatStatus(repeat: RowRepeat, row: number): RepeatStatus {
  const completed = Math.min(repeat.completed, repeat.times);
  const time = completed + 1;
  const lastTime = time >= repeat.times;
  if (completed >= repeat.times || (lastTime && row > repeat.lastRow)) return { kind: 'finished' };
  if (row < repeat.firstRow) return { kind: 'ahead', time };
  if (row <= repeat.lastRow) {
    return {
      kind: 'inside',
      time,
      rowInRepeat: row - repeat.firstRow + 1,
      rowsInRepeat: repeat.lastRow - repeat.firstRow + 1,
      lastRow: row === repeat.lastRow,
      lastTime,
    };
  }
  if (row === repeat.lastRow + 1) return { kind: 'ended', time };
  return { kind: 'beyond', time, left: repeat.times - completed };
}

/**
 * The jump back to the repeat's first row, offered at the end of its rows with times left: on its last row (the
 * maker is about to finish it) or on the row right after it (the tracker just moved on). Null elsewhere, on the
 * last time and once finished, so `completed` never exceeds `times`.
 */
export function repeatJumpPlan(repeat: RowRepeat, row: number): RepeatJumpPlan | null {
  const status = repeatStatus(repeat, row);
  const atEnd = (status.kind === 'inside' && status.lastRow && !status.lastTime) || status.kind === 'ended';
  if (!atEnd || repeat.completed + 1 >= repeat.times) return null;
  return {
    goToRow: repeat.firstRow,
    clearRows: [repeat.firstRow, repeat.lastRow],
    completed: repeat.completed + 1,
  };
}

/** The line under a repeat's status: "3e van 10 keer · naald 4 van 8", "Begint op naald 5", … */
export function repeatStatusText(
  repeat: RowRepeat,
  status: RepeatStatus,
  words: RowWordTexts,
  rowCount: number,
): string {
  switch (status.kind) {
    case 'ahead':
      return texts.repeatAhead(words, repeat.firstRow);
    case 'inside': {
      const where = texts.repeatInside(
        words,
        status.time,
        repeat.times,
        status.rowInRepeat,
        status.rowsInRepeat,
      );
      if (!status.lastRow || !status.lastTime) return where;
      const nextRow = repeat.lastRow < rowCount ? repeat.lastRow + 1 : null;
      return `${where} · ${texts.repeatLastTime(words, nextRow)}`;
    }
    case 'ended':
      return texts.repeatEnded(status.time, repeat.times);
    case 'beyond':
      return texts.repeatBeyond(words, repeat.lastRow, status.left, repeat.times);
    case 'finished':
      return texts.repeatFinished(repeat.times);
  }
}

/** A repeat's name: its label, or "Herhaling naald 5–12". */
export function repeatName(repeat: RowRepeat, words: RowWordTexts): string {
  return repeat.label !== '' ? repeat.label : texts.repeatName(words, repeat.firstRow, repeat.lastRow);
}

/** The first repeat (other than `exceptId`) whose rows share a row with firstRow–lastRow, or undefined. */
export function overlappingRepeat(
  repeats: readonly RowRepeat[],
  firstRow: number,
  lastRow: number,
  exceptId?: string,
): RowRepeat | undefined {
  return repeats.find(
    (repeat) => repeat.id !== exceptId && repeat.firstRow <= lastRow && firstRow <= repeat.lastRow,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The extras after a change

/**
 * The extras after a repeat's jump back: its `completed` raised to the plan's (never above `times`), and the
 * reminders' ticks on the repeat's rows taken away, since those rows are worked again and so are their reminders.
 */
export function extrasAfterJump(
  extras: ProgressTrackerExtras,
  repeatId: string,
  plan: RepeatJumpPlan,
): ProgressTrackerExtras {
  const [first, last] = plan.clearRows;
  return {
    ...extras,
    repeats: extras.repeats.map((repeat) =>
      repeat.id === repeatId ? { ...repeat, completed: Math.min(plan.completed, repeat.times) } : repeat,
    ),
    reminders: extras.reminders.map((reminder) =>
      reminder.ticked.some((row) => row >= first && row <= last)
        ? { ...reminder, ticked: reminder.ticked.filter((row) => row < first || row > last) }
        : reminder,
    ),
  };
}

/** The extras with one reminder ticked off on `row` or not. */
export function extrasWithTick(
  extras: ProgressTrackerExtras,
  reminderId: string,
  row: number,
  ticked: boolean,
): ProgressTrackerExtras {
  return {
    ...extras,
    reminders: extras.reminders.map((reminder) =>
      reminder.id === reminderId ? tickReminder(reminder, row, ticked) : reminder,
    ),
  };
}

/** The extras with a repeat added, or put in place of the one with its id. */
export function extrasWithRepeat(extras: ProgressTrackerExtras, repeat: RowRepeat): ProgressTrackerExtras {
  const known = extras.repeats.some((other) => other.id === repeat.id);
  return {
    ...extras,
    repeats: known
      ? extras.repeats.map((other) => (other.id === repeat.id ? repeat : other))
      : [...extras.repeats, repeat],
  };
}

/**
 * The extras with a reminder added, or put in place of the one with its id; ticks on rows the reminder no longer
 * falls on are dropped.
 */
export function extrasWithReminder(
  extras: ProgressTrackerExtras,
  reminder: RowReminder,
): ProgressTrackerExtras {
  const kept = { ...reminder, ticked: reminder.ticked.filter((row) => isReminderRow(reminder, row)) };
  const known = extras.reminders.some((other) => other.id === reminder.id);
  return {
    ...extras,
    reminders: known
      ? extras.reminders.map((other) => (other.id === reminder.id ? kept : other))
      : [...extras.reminders, kept],
  };
}

/** The extras without the repeat or reminder with this id. */
export function extrasWithout(extras: ProgressTrackerExtras, id: string): ProgressTrackerExtras {
  return {
    ...extras,
    repeats: extras.repeats.filter((repeat) => repeat.id !== id),
    reminders: extras.reminders.filter((reminder) => reminder.id !== id),
  };
}

/** A new id for a repeat or reminder: 12 letters and digits, not among `taken`. */
export function newHelperId(taken: Iterable<string> = []): string {
  const used = new Set(taken);
  for (;;) {
    const id = crypto.randomUUID().replace(/-/g, '').slice(0, 12);
    if (!used.has(id)) return id;
  }
}
