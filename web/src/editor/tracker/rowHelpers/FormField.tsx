import { useId } from 'react';

/**
 * One field of the row-helper forms: a visible label, a text input (numbers typed as text with a numeric
 * keyboard, so what was typed is what the check sees) and its Dutch error beneath, tied to the input.
 */
export function FormField({
  label,
  value,
  error,
  numeric = false,
  placeholder,
  onChange,
  inputRef,
  autoFocus = false,
}: {
  readonly label: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly numeric?: boolean;
  readonly placeholder?: string;
  readonly onChange: (value: string) => void;
  readonly inputRef?: (input: HTMLInputElement | null) => void;
  /** The form's first field takes the focus when the form opens. */
  readonly autoFocus?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={numeric ? 'row-helpers__field row-helpers__field--number' : 'row-helpers__field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        autoFocus={autoFocus}
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error !== undefined && (
        <p id={errorId} className="row-helpers__error">
          {error}
        </p>
      )}
    </div>
  );
}
