/**
 * What a maker types into the repeat and reminder forms, checked with Dutch messages per field. The limits are the
 * wire schemas' own (model/src/protocol/progressTracker.ts), read from them, so a value that passes here is one
 * the server stores; the schema parses the result once more as the last word.
 */
import {
  type ProgressTrackerExtras,
  type RowReminder,
  type RowRepeat,
  hasUnstorableCharacter,
  rowReminderSchema,
  rowRepeatSchema,
  storableTextMessage,
} from '@steekwerk/model';
import { nl, type RowWordTexts } from '../../../i18n/nl';
import { newHelperId, overlappingRepeat } from './rowHelpers';

const errors = nl.rowHelpers.errors;
const repeatShape = rowRepeatSchema.shape;
const reminderShape = rowReminderSchema.shape;

/** The schemas' limits. */
export const rowHelperLimits = {
  maxRow: repeatShape.firstRow.maxValue ?? 100_000,
  maxTimes: repeatShape.times.maxValue ?? 999,
  maxEvery: reminderShape.every.maxValue ?? 10_000,
  maxLabel: repeatShape.label.maxLength ?? 80,
  maxText: reminderShape.text.maxLength ?? 200,
  /** `progressTrackerExtrasSchema`'s list limits (checked against it in the tests). */
  maxRepeats: 20,
  maxReminders: 50,
} as const;

/** Field → Dutch message; `form` for a message about the whole form. */
export type FieldErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

export type Checked<Value, Field extends string> =
  { readonly ok: true; readonly value: Value } | { readonly ok: false; readonly errors: FieldErrors<Field> };

/** What the chart and the other helpers allow. */
export interface RowHelperContext {
  readonly words: RowWordTexts;
  /** The chart's lines in work order. */
  readonly rowCount: number;
  readonly extras: ProgressTrackerExtras;
}

/** The repeat form as typed. `completed` only when editing. */
export interface RepeatFormInput {
  readonly label: string;
  readonly firstRow: string;
  readonly lastRow: string;
  readonly times: string;
  readonly completed?: string;
}
export type RepeatField = keyof RepeatFormInput;

/** The reminder form as typed. */
export interface ReminderFormInput {
  readonly text: string;
  readonly fromRow: string;
  readonly every: string;
  readonly times: string;
}
export type ReminderField = keyof ReminderFormInput;

type NumberResult = { readonly value: number } | { readonly error: string };

/** A whole number typed in a field, within min … max. */
function wholeNumber(typed: string, min: number, max: number, rangeError: string): NumberResult {
  const text = typed.trim();
  if (text === '') return { error: errors.empty };
  if (!/^-?\d+$/.test(text)) return { error: errors.notWhole };
  const value = Number(text);
  return value < min || value > max ? { error: rangeError } : { value };
}

/** A row number of this chart (1 … its row count). */
function rowNumber(typed: string, context: RowHelperContext): NumberResult {
  const rowCount = Math.min(context.rowCount, rowHelperLimits.maxRow);
  if (rowCount < 1) return { error: errors.noRows(context.words) };
  return wholeNumber(typed, 1, rowCount, errors.rowRange(context.words, rowCount));
}

/** A piece of text within `max` characters (after trimming), possibly required. */
function textOf(typed: string, max: number, required: string | null): { value: string } | { error: string } {
  const text = typed.trim();
  if (text === '' && required !== null) return { error: required };
  if (text.length > max) return { error: errors.tooLong(max, text.length) };
  if (hasUnstorableCharacter(text)) return { error: storableTextMessage };
  return { value: text };
}

/**
 * Checks the repeat form. `editing` is the repeat being changed (its id and, without a `completed` field, its
 * count are kept); a new repeat gets a new id. A repeat may not share rows with another one: the jump back of an
 * inner repeat would unsettle the outer one's count, so overlaps are refused rather than nested.
 */
export function checkRepeat(
  input: RepeatFormInput,
  context: RowHelperContext,
  editing?: RowRepeat,
): Checked<RowRepeat, RepeatField> {
  const found: FieldErrors<RepeatField> = {};
  const label = textOf(input.label, rowHelperLimits.maxLabel, null);
  const firstRow = rowNumber(input.firstRow, context);
  const lastRow = rowNumber(input.lastRow, context);
  const timesRange = errors.numberRange(1, rowHelperLimits.maxTimes);
  const times = wholeNumber(input.times, 1, rowHelperLimits.maxTimes, timesRange);
  if ('error' in label) found.label = label.error;
  if ('error' in firstRow) found.firstRow = firstRow.error;
  if ('error' in lastRow) found.lastRow = lastRow.error;
  if ('error' in times) found.times = times.error;
  let completed = Math.min(editing?.completed ?? 0, 'value' in times ? times.value : 0);
  if (input.completed !== undefined && 'value' in times) {
    const typed = wholeNumber(input.completed, 0, times.value, errors.numberRange(0, times.value));
    if ('error' in typed) found.completed = typed.error;
    else completed = typed.value;
  }
  if ('value' in firstRow && 'value' in lastRow) {
    if (lastRow.value < firstRow.value) found.lastRow = errors.lastBeforeFirst(context.words, firstRow.value);
    else {
      const other = overlappingRepeat(context.extras.repeats, firstRow.value, lastRow.value, editing?.id);
      if (other !== undefined) {
        found.form = errors.overlap(context.words, other.label, other.firstRow, other.lastRow);
      }
    }
  }
  if (editing === undefined && context.extras.repeats.length >= rowHelperLimits.maxRepeats) {
    found.form = errors.tooManyRepeats(rowHelperLimits.maxRepeats);
  }
  if (
    Object.keys(found).length > 0 ||
    !('value' in label && 'value' in firstRow && 'value' in lastRow && 'value' in times)
  ) {
    return { ok: false, errors: found };
  }
  const repeat = {
    id: editing?.id ?? newHelperId(context.extras.repeats.map((other) => other.id)),
    label: label.value,
    firstRow: firstRow.value,
    lastRow: lastRow.value,
    times: times.value,
    completed,
  };
  return rowRepeatSchema.safeParse(repeat).success
    ? { ok: true, value: repeat }
    : { ok: false, errors: { form: errors.fixFields } };
}

/**
 * Checks the reminder form. Every row it falls on must lie within the chart (a reminder on a row the chart does
 * not have would never come up). `editing` keeps its id and ticks.
 */
export function checkReminder(
  input: ReminderFormInput,
  context: RowHelperContext,
  editing?: RowReminder,
): Checked<RowReminder, ReminderField> {
  const found: FieldErrors<ReminderField> = {};
  const text = textOf(input.text, rowHelperLimits.maxText, errors.textEmptyFor(context.words));
  const fromRow = rowNumber(input.fromRow, context);
  const every = wholeNumber(
    input.every,
    1,
    rowHelperLimits.maxEvery,
    errors.numberRange(1, rowHelperLimits.maxEvery),
  );
  const times = wholeNumber(
    input.times,
    1,
    rowHelperLimits.maxTimes,
    errors.numberRange(1, rowHelperLimits.maxTimes),
  );
  if ('error' in text) found.text = text.error;
  if ('error' in fromRow) found.fromRow = fromRow.error;
  if ('error' in every) found.every = every.error;
  if ('error' in times) found.times = times.error;
  if ('value' in fromRow && 'value' in every && 'value' in times) {
    const lastRow = fromRow.value + (times.value - 1) * every.value;
    if (lastRow > context.rowCount)
      found.times = errors.lastOccurrence(context.words, lastRow, context.rowCount);
  }
  if (editing === undefined && context.extras.reminders.length >= rowHelperLimits.maxReminders) {
    found.form = errors.tooManyReminders(rowHelperLimits.maxReminders);
  }
  if (
    Object.keys(found).length > 0 ||
    !('value' in text && 'value' in fromRow && 'value' in every && 'value' in times)
  ) {
    return { ok: false, errors: found };
  }
  const reminder = {
    id: editing?.id ?? newHelperId(context.extras.reminders.map((other) => other.id)),
    text: text.value,
    fromRow: fromRow.value,
    every: every.value,
    times: times.value,
    ticked: editing?.ticked ?? [],
  };
  return rowReminderSchema.safeParse(reminder).success
    ? { ok: true, value: reminder }
    : { ok: false, errors: { form: errors.fixFields } };
}

/** The repeat form filled in with a repeat (for editing) or empty, starting on `row`. */
export function repeatFormOf(repeat: RowRepeat | undefined, row: number): RepeatFormInput {
  return repeat === undefined
    ? { label: '', firstRow: String(row), lastRow: '', times: '' }
    : {
        label: repeat.label,
        firstRow: String(repeat.firstRow),
        lastRow: String(repeat.lastRow),
        times: String(repeat.times),
        completed: String(repeat.completed),
      };
}

/** The reminder form filled in with a reminder (for editing) or empty, starting on `row`. */
export function reminderFormOf(reminder: RowReminder | undefined, row: number): ReminderFormInput {
  return reminder === undefined
    ? { text: '', fromRow: String(row), every: '', times: '' }
    : {
        text: reminder.text,
        fromRow: String(reminder.fromRow),
        every: String(reminder.every),
        times: String(reminder.times),
      };
}
