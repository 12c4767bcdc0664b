import {
  type ProgressTrackerExtras,
  type RowRepeat,
  emptyProgressTrackerExtras,
  progressTrackerExtrasSchema,
} from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import {
  type ReminderFormInput,
  type RepeatFormInput,
  checkReminder,
  checkRepeat,
  reminderFormOf,
  repeatFormOf,
  rowHelperLimits,
} from './rowHelperInput';
import { rowWordsOf } from './rowHelpers';

const body: RowRepeat = { id: 'body', label: 'Lijf', firstRow: 5, lastRow: 12, times: 10, completed: 3 };
const context = { words: rowWordsOf('knitting'), rowCount: 40, extras: emptyProgressTrackerExtras };
const withBody = { ...context, extras: { ...emptyProgressTrackerExtras, repeats: [body] } };

const repeatInput = (change: Partial<RepeatFormInput>): RepeatFormInput => ({
  label: '',
  firstRow: '5',
  lastRow: '12',
  times: '10',
  ...change,
});
const reminderInput = (change: Partial<ReminderFormInput>): ReminderFormInput => ({
  text: 'meerder aan beide kanten',
  fromRow: '12',
  every: '6',
  times: '5',
  ...change,
});

describe('the repeat form', () => {
  it('gives a new repeat with a fresh id, trimmed label and nothing completed', () => {
    const checked = checkRepeat(repeatInput({ label: '  Mouw ', firstRow: ' 5 ' }), context);
    expect(checked).toMatchObject({
      ok: true,
      value: { label: 'Mouw', firstRow: 5, lastRow: 12, times: 10, completed: 0 },
    });
    if (checked.ok) expect(checked.value.id).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it.each([
    [{ firstRow: '' }, { firstRow: 'Vul een getal in.' }],
    [{ firstRow: 'vijf' }, { firstRow: 'Vul een heel getal in, zoals 6.' }],
    [{ firstRow: '2.5' }, { firstRow: 'Vul een heel getal in, zoals 6.' }],
    [{ firstRow: '0' }, { firstRow: 'Kies naald 1 tot en met 40.' }],
    [{ firstRow: '-3' }, { firstRow: 'Kies naald 1 tot en met 40.' }],
    [{ lastRow: '41' }, { lastRow: 'Kies naald 1 tot en met 40.' }],
    [{ lastRow: '4' }, { lastRow: 'Kies naald 5 of een latere: de herhaling begint op naald 5.' }],
    [{ times: '0' }, { times: 'Kies een getal van 1 tot en met 999.' }],
    [{ times: '1000' }, { times: 'Kies een getal van 1 tot en met 999.' }],
    [{ label: 'x'.repeat(81) }, { label: 'Ten hoogste 80 tekens (nu 81).' }],
    [{ label: 'a\u0000b' }, { label: 'Deze tekst bevat een teken dat niet kan worden opgeslagen.' }],
  ])('refuses %j with %j', (change, errors) => {
    expect(checkRepeat(repeatInput(change), context)).toEqual({ ok: false, errors });
  });

  it('refuses rows on a chart without rows', () => {
    expect(checkRepeat(repeatInput({}), { ...context, rowCount: 0 })).toMatchObject({
      ok: false,
      errors: { firstRow: 'De chart heeft nog geen naalden.', lastRow: 'De chart heeft nog geen naalden.' },
    });
  });

  it('refuses a repeat sharing rows with another one (no nesting), but not the one being edited', () => {
    expect(checkRepeat(repeatInput({ firstRow: '10', lastRow: '20' }), withBody)).toEqual({
      ok: false,
      errors: {
        form: 'Deze naalden overlappen met de herhaling ‘Lijf’ van naald 5–12. Herhalingen mogen elkaar niet overlappen.',
      },
    });
    expect(checkRepeat(repeatInput({ firstRow: '13', lastRow: '20' }), withBody).ok).toBe(true);
    const edited = checkRepeat(repeatInput({ firstRow: '6', lastRow: '12', times: '4' }), withBody, body);
    expect(edited).toEqual({
      ok: true,
      value: { ...body, label: '', firstRow: 6, times: 4, completed: 3 },
    });
  });

  it('when editing, takes the count typed, from 0 up to the times', () => {
    const form = repeatFormOf(body, 1);
    expect(form).toEqual({ label: 'Lijf', firstRow: '5', lastRow: '12', times: '10', completed: '3' });
    expect(checkRepeat({ ...form, completed: '0' }, withBody, body)).toMatchObject({
      value: { completed: 0 },
    });
    expect(checkRepeat({ ...form, completed: '11' }, withBody, body)).toEqual({
      ok: false,
      errors: { completed: 'Kies een getal van 0 tot en met 10.' },
    });
    expect(checkRepeat({ ...form, times: '2', completed: undefined }, withBody, body)).toMatchObject({
      value: { times: 2, completed: 2 },
    });
  });

  it('refuses one repeat more than the schema stores', () => {
    const repeats = Array.from({ length: rowHelperLimits.maxRepeats }, (_, index) => ({
      ...body,
      id: `r${index}`,
      firstRow: index + 1,
      lastRow: index + 1,
    }));
    const full = { ...context, extras: { ...emptyProgressTrackerExtras, repeats } };
    expect(checkRepeat(repeatInput({ firstRow: '30', lastRow: '31' }), full)).toEqual({
      ok: false,
      errors: { form: 'Er kunnen ten hoogste 20 herhalingen zijn.' },
    });
  });

  it('starts a new form on the current row', () => {
    expect(repeatFormOf(undefined, 7)).toEqual({ label: '', firstRow: '7', lastRow: '', times: '' });
  });
});

describe('the reminder form', () => {
  it('gives a new reminder with nothing ticked', () => {
    expect(checkReminder(reminderInput({}), context)).toMatchObject({
      ok: true,
      value: { text: 'meerder aan beide kanten', fromRow: 12, every: 6, times: 5, ticked: [] },
    });
  });

  it.each([
    [{ text: '   ' }, { text: 'Typ wat je op die naald moet doen.' }],
    [{ text: 'x'.repeat(201) }, { text: 'Ten hoogste 200 tekens (nu 201).' }],
    [{ fromRow: '41' }, { fromRow: 'Kies naald 1 tot en met 40.' }],
    [{ every: '0' }, { every: 'Kies een getal van 1 tot en met 10000.' }],
    [{ every: '' }, { every: 'Vul een getal in.' }],
    [{ times: '0' }, { times: 'Kies een getal van 1 tot en met 999.' }],
    [{ times: '6' }, { times: 'De laatste keer valt dan op naald 42, maar de chart heeft 40 naalden.' }],
  ])('refuses %j with %j', (change, errors) => {
    expect(checkReminder(reminderInput(change), context)).toEqual({ ok: false, errors });
  });

  it('speaks of toeren for crochet', () => {
    const crochet = { ...context, words: rowWordsOf('crochet') };
    expect(checkReminder(reminderInput({ text: '', fromRow: '50' }), crochet)).toEqual({
      ok: false,
      errors: { text: 'Typ wat je op die toer moet doen.', fromRow: 'Kies toer 1 tot en met 40.' },
    });
  });

  it('keeps the id and ticks of the reminder being edited', () => {
    const editing = { id: 'inc', text: 'meerder', fromRow: 12, every: 6, times: 5, ticked: [12] };
    expect(reminderFormOf(editing, 3)).toEqual({ text: 'meerder', fromRow: '12', every: '6', times: '5' });
    expect(checkReminder(reminderInput({ times: '3' }), context, editing)).toEqual({
      ok: true,
      value: { ...editing, text: 'meerder aan beide kanten', times: 3 },
    });
  });

  it('refuses one reminder more than the schema stores', () => {
    const reminder = { id: 'x', text: 't', fromRow: 1, every: 1, times: 1, ticked: [] };
    const reminders = Array.from({ length: rowHelperLimits.maxReminders }, (_, index) => ({
      ...reminder,
      id: `m${index}`,
    }));
    const full = { ...context, extras: { ...emptyProgressTrackerExtras, reminders } };
    expect(checkReminder(reminderInput({}), full)).toEqual({
      ok: false,
      errors: { form: 'Er kunnen ten hoogste 50 herinneringen zijn.' },
    });
  });
});

describe('the limits', () => {
  it('are the wire schema’s', () => {
    const reminder = { id: 'x', text: 't', fromRow: 1, every: 1, times: 1, ticked: [] };
    const lists = (repeats: number, reminders: number): ProgressTrackerExtras => ({
      parking: [],
      repeats: Array.from({ length: repeats }, (_, index) => ({ ...body, id: `r${index}` })),
      reminders: Array.from({ length: reminders }, (_, index) => ({ ...reminder, id: `m${index}` })),
    });
    const { maxRepeats, maxReminders } = rowHelperLimits;
    expect(progressTrackerExtrasSchema.safeParse(lists(maxRepeats, maxReminders)).success).toBe(true);
    expect(progressTrackerExtrasSchema.safeParse(lists(maxRepeats + 1, 0)).success).toBe(false);
    expect(progressTrackerExtrasSchema.safeParse(lists(0, maxReminders + 1)).success).toBe(false);
    expect(rowHelperLimits).toMatchObject({ maxRow: 100_000, maxTimes: 999, maxEvery: 10_000, maxLabel: 80 });
  });
});
