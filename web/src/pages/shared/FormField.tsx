import type { InputHTMLAttributes, Ref } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly id: string;
  readonly label: string;
  /** The field's validation message, shown next to it and announced with it. */
  readonly error?: string | undefined;
  /** A short explanation below the field. */
  readonly hint?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and validation message tied to it (`aria-describedby`, `aria-invalid`). */
export function FormField({ id, label, error, hint, inputRef, ...inputProps }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
