import { useRef, useState } from 'react';
import type { Craft, ProgressTrackerExtras } from '@steekwerk/model';
import { nl, type RowWordTexts } from '../../../i18n/nl';
import { ReminderForm, RepeatForm } from './RowHelperForms';
import type { RowHelperContext } from './rowHelperInput';
import {
  extrasAfterJump,
  extrasWithReminder,
  extrasWithRepeat,
  extrasWithTick,
  extrasWithout,
  isReminderFinished,
  reminderSummary,
  remindersFor,
  repeatJumpPlan,
  repeatName,
  repeatStatus,
  repeatStatusText,
  rowWordsOf,
} from './rowHelpers';
import './rowHelpers.css';

const texts = nl.rowHelpers;

export interface RowHelpersPanelProps {
  readonly craft: Craft;
  /** The maker's row, 1-based in work order (trackerRows.ts `currentWorkRow`). */
  readonly currentRow: number;
  /** The chart's rows in work order (trackerRows.ts `workRowCount`). */
  readonly rowCount: number;
  readonly extras: ProgressTrackerExtras;
  onChange(next: ProgressTrackerExtras): void;
  /** Carry the jump out on the tracker: trackerRows.ts `carryOutRepeatJump(tool, plan)`. */
  onRepeatJump(plan: { goToRow: number; clearRows: readonly [number, number] }): void;
}

/** Which form is open: adding or editing a repeat or a reminder (by id), or none. */
type OpenForm =
  { readonly kind: 'repeat' | 'reminder'; readonly id: string | null } | { readonly kind: 'none' };

/**
 * The tracker's knit and crochet helpers (issue 17): the reminders of the current row to tick off, those of the
 * next row shown one row early, each repeat's place with "Herhaling klaar, terug naar naald a" at its end, and the
 * lists of repeats and reminders with their forms. Everything it changes goes out through `onChange`.
 */
export function RowHelpersPanel(props: RowHelpersPanelProps) {
  const { craft, currentRow, rowCount, extras, onChange } = props;
  const words = rowWordsOf(craft);
  const context: RowHelperContext = { words, rowCount, extras };
  const [open, setOpen] = useState<OpenForm>({ kind: 'none' });
  const addRepeatButton = useRef<HTMLButtonElement>(null);
  const addReminderButton = useRef<HTMLButtonElement>(null);

  const close = (kind: 'repeat' | 'reminder') => {
    setOpen({ kind: 'none' });
    (kind === 'repeat' ? addRepeatButton : addReminderButton).current?.focus();
  };
  const addingRepeat = open.kind === 'repeat' && open.id === null;
  const addingReminder = open.kind === 'reminder' && open.id === null;
  const editing = (kind: 'repeat' | 'reminder', id: string) => open.kind === kind && open.id === id;

  return (
    <section className="row-helpers" aria-label={texts.label}>
      <RowNow {...props} words={words} />

      <h3 className="row-helpers__heading">{texts.repeatsHeading}</h3>
      {extras.repeats.length === 0 && <p className="row-helpers__empty">{texts.noRepeats}</p>}
      <ul className="row-helpers__list">
        {extras.repeats.map((repeat) => {
          const name = repeatName(repeat, words);
          return editing('repeat', repeat.id) ? (
            <li key={repeat.id}>
              <RepeatForm
                context={context}
                currentRow={currentRow}
                editing={repeat}
                onSave={(next) => {
                  onChange(extrasWithRepeat(extras, next));
                  close('repeat');
                }}
                onCancel={() => close('repeat')}
              />
            </li>
          ) : (
            <HelperItem
              key={repeat.id}
              name={name}
              title={repeat.label === '' ? undefined : repeat.label}
              detail={`${texts.repeatRange(words, repeat.firstRow, repeat.lastRow, repeat.times)} · ${repeatStatusText(repeat, repeatStatus(repeat, currentRow), words, rowCount)}`}
              onEdit={() => setOpen({ kind: 'repeat', id: repeat.id })}
              onRemove={() => onChange(extrasWithout(extras, repeat.id))}
            />
          );
        })}
      </ul>
      <button
        ref={addRepeatButton}
        type="button"
        className="row-helpers__add"
        aria-expanded={addingRepeat}
        onClick={() => (addingRepeat ? setOpen({ kind: 'none' }) : setOpen({ kind: 'repeat', id: null }))}
      >
        {texts.addRepeat}
      </button>
      {addingRepeat && (
        <RepeatForm
          context={context}
          currentRow={currentRow}
          onSave={(repeat) => {
            onChange(extrasWithRepeat(extras, repeat));
            close('repeat');
          }}
          onCancel={() => close('repeat')}
        />
      )}

      <h3 className="row-helpers__heading">{texts.remindersHeading}</h3>
      {extras.reminders.length === 0 && <p className="row-helpers__empty">{texts.noReminders}</p>}
      <ul className="row-helpers__list">
        {extras.reminders.map((reminder) =>
          editing('reminder', reminder.id) ? (
            <li key={reminder.id}>
              <ReminderForm
                context={context}
                currentRow={currentRow}
                editing={reminder}
                onSave={(next) => {
                  onChange(extrasWithReminder(extras, next));
                  close('reminder');
                }}
                onCancel={() => close('reminder')}
              />
            </li>
          ) : (
            <HelperItem
              key={reminder.id}
              name={reminder.text}
              detail={`${reminderSummary(reminder, words)}${isReminderFinished(reminder) ? ` · ${texts.reminderFinished}` : ''}`}
              onEdit={() => setOpen({ kind: 'reminder', id: reminder.id })}
              onRemove={() => onChange(extrasWithout(extras, reminder.id))}
            />
          ),
        )}
      </ul>
      <button
        ref={addReminderButton}
        type="button"
        className="row-helpers__add"
        aria-expanded={addingReminder}
        onClick={() => (addingReminder ? setOpen({ kind: 'none' }) : setOpen({ kind: 'reminder', id: null }))}
      >
        {texts.addReminder}
      </button>
      {addingReminder && (
        <ReminderForm
          context={context}
          currentRow={currentRow}
          onSave={(reminder) => {
            onChange(extrasWithReminder(extras, reminder));
            close('reminder');
          }}
          onCancel={() => close('reminder')}
        />
      )}
    </section>
  );
}

/**
 * The current row: its reminders to tick off, the next row's shown one row early (read out as they appear), and
 * the repeats the maker is in, with the jump back at the end of their rows.
 */
function RowNow({
  currentRow,
  rowCount,
  extras,
  onChange,
  onRepeatJump,
  words,
}: RowHelpersPanelProps & { readonly words: RowWordTexts }) {
  const { due, next } = remindersFor(extras.reminders, currentRow);
  const active = extras.repeats.filter((repeat) => {
    const kind = repeatStatus(repeat, currentRow).kind;
    return kind === 'inside' || kind === 'ended';
  });
  return (
    <div className="row-helpers__now">
      <h3 className="row-helpers__heading">{texts.now(words, currentRow)}</h3>
      {due.length > 0 && (
        <fieldset className="row-helpers__due">
          <legend>{texts.dueLegend(words, currentRow)}</legend>
          {due.map(({ reminder, row, ticked }) => (
            <label key={reminder.id} className="row-helpers__tick">
              <input
                type="checkbox"
                checked={ticked}
                onChange={(event) =>
                  onChange(extrasWithTick(extras, reminder.id, row, event.currentTarget.checked))
                }
              />
              <span>{reminder.text}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div aria-live="polite">
        {next.map(({ reminder, row }) => (
          <p key={reminder.id} className="row-helpers__notice">
            {texts.nextNotice(words, row, reminder.text)}
          </p>
        ))}
      </div>
      {active.map((repeat) => {
        const plan = repeatJumpPlan(repeat, currentRow);
        const status = repeatStatusText(repeat, repeatStatus(repeat, currentRow), words, rowCount);
        return (
          <div key={repeat.id} className="row-helpers__repeat">
            <p>
              <strong>{repeatName(repeat, words)}</strong>: {status}
            </p>
            {plan !== null && (
              <button
                type="button"
                className="row-helpers__jump"
                onClick={() => {
                  onChange(extrasAfterJump(extras, repeat.id, plan));
                  onRepeatJump({ goToRow: plan.goToRow, clearRows: plan.clearRows });
                }}
              >
                {texts.repeatJump(words, plan.goToRow)}
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** One repeat or reminder in its list: its name, a line about it, and "Wijzigen" and "Verwijderen". */
function HelperItem({
  name,
  title,
  detail,
  onEdit,
  onRemove,
}: {
  readonly name: string;
  readonly title?: string;
  readonly detail: string;
  readonly onEdit: () => void;
  readonly onRemove: () => void;
}) {
  return (
    <li className="row-helpers__item">
      <span className="row-helpers__detail">
        {title !== undefined && <strong>{title}: </strong>}
        {detail}
      </span>
      <span className="row-helpers__buttons">
        <button type="button" aria-label={texts.editLabel(name)} onClick={onEdit}>
          {texts.edit}
        </button>
        <button type="button" aria-label={texts.removeLabel(name)} onClick={onRemove}>
          {texts.remove}
        </button>
      </span>
    </li>
  );
}
