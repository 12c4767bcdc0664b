import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import type { RowReminder, RowRepeat } from '@steekwerk/model';
import { nl } from '../../../i18n/nl';
import { FormField } from './FormField';
import {
  type Checked,
  type FieldErrors,
  type ReminderField,
  type ReminderFormInput,
  type RepeatField,
  type RepeatFormInput,
  type RowHelperContext,
  checkReminder,
  checkRepeat,
  reminderFormOf,
  repeatFormOf,
} from './rowHelperInput';

const texts = nl.rowHelpers;

/**
 * A helper form's state: what is typed per field, the refusals of the last try, and the focus on the first wrong
 * field (in `order`) when `check` refuses; `check` passing hands its value to `onSave`.
 */
function useHelperForm<Field extends string, Input extends Partial<Record<Field, string>>, Value>(
  order: readonly Field[],
  initial: () => Input,
  check: (input: Input) => Checked<Value, Field>,
  onSave: (value: Value) => void,
) {
  const [input, setInput] = useState<Input>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const inputs = useRef(new Map<Field, HTMLInputElement>());
  const field = (name: Field) => ({
    value: input[name] ?? '',
    error: errors[name],
    inputRef: (element: HTMLInputElement | null) => {
      if (element === null) inputs.current.delete(name);
      else inputs.current.set(name, element);
    },
    onChange: (value: string) => setInput((earlier) => ({ ...earlier, [name]: value })),
  });
  const submit = () => {
    const checked = check(input);
    if (checked.ok) {
      onSave(checked.value);
      return;
    }
    setErrors(checked.errors);
    const first = order.find((name) => checked.errors[name] !== undefined) ?? order[0];
    if (first !== undefined) inputs.current.get(first)?.focus();
  };
  return { field, submit, formError: errors.form };
}

/** The frame of both forms: the fields, the form's own error and the buttons; Escape cancels. */
function HelperForm({
  title,
  editing,
  formError,
  onSubmit,
  onCancel,
  children,
}: {
  readonly title: string;
  readonly editing: boolean;
  readonly formError: string | undefined;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
  readonly children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      className="row-helpers__form"
      aria-label={title}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <div className="row-helpers__fields">{children}</div>
      {formError !== undefined && (
        <p className="row-helpers__error" role="alert">
          {formError}
        </p>
      )}
      <div className="row-helpers__buttons">
        <button type="submit">{editing ? texts.save : texts.add}</button>
        <button type="button" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}

const repeatFields: readonly RepeatField[] = ['firstRow', 'lastRow', 'times', 'label', 'completed'];

/** "Herhaling toevoegen" / "Herhaling wijzigen": van naald, tot en met naald, aantal keer, a name. */
export function RepeatForm({
  context,
  currentRow,
  editing,
  onSave,
  onCancel,
}: {
  readonly context: RowHelperContext;
  readonly currentRow: number;
  readonly editing?: RowRepeat;
  readonly onSave: (repeat: RowRepeat) => void;
  readonly onCancel: () => void;
}) {
  const { field, submit, formError } = useHelperForm(
    repeatFields,
    (): RepeatFormInput => repeatFormOf(editing, currentRow),
    (input: RepeatFormInput) => checkRepeat(input, context, editing),
    onSave,
  );
  const words = context.words;
  return (
    <HelperForm
      title={editing === undefined ? texts.addRepeat : texts.editRepeat}
      editing={editing !== undefined}
      formError={formError}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <FormField label={texts.fromRow(words)} numeric autoFocus {...field('firstRow')} />
      <FormField label={texts.toRow(words)} numeric {...field('lastRow')} />
      <FormField label={texts.times} numeric {...field('times')} />
      {editing !== undefined && <FormField label={texts.completed} numeric {...field('completed')} />}
      <FormField label={texts.name} {...field('label')} />
    </HelperForm>
  );
}

const reminderFields: readonly ReminderField[] = ['text', 'fromRow', 'every', 'times'];

/** "Herinnering toevoegen" / "Herinnering wijzigen": tekst, vanaf naald, elke … naalden, … keer. */
export function ReminderForm({
  context,
  currentRow,
  editing,
  onSave,
  onCancel,
}: {
  readonly context: RowHelperContext;
  readonly currentRow: number;
  readonly editing?: RowReminder;
  readonly onSave: (reminder: RowReminder) => void;
  readonly onCancel: () => void;
}) {
  const { field, submit, formError } = useHelperForm(
    reminderFields,
    (): ReminderFormInput => reminderFormOf(editing, currentRow),
    (input: ReminderFormInput) => checkReminder(input, context, editing),
    onSave,
  );
  const words = context.words;
  return (
    <HelperForm
      title={editing === undefined ? texts.addReminder : texts.editReminder}
      editing={editing !== undefined}
      formError={formError}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <FormField label={texts.text} placeholder={texts.textPlaceholder} autoFocus {...field('text')} />
      <FormField label={texts.startRow(words)} numeric {...field('fromRow')} />
      <FormField label={texts.every(words)} numeric {...field('every')} />
      <FormField label={texts.times} numeric {...field('times')} />
    </HelperForm>
  );
}
