import { useId, useState } from 'react';
import type { Parsed } from './rulerFields';

interface RulerTextFieldProps<T> {
  readonly label: string;
  readonly hint?: string;
  /** The value as the field shows it; the field starts again from it whenever it changes. */
  readonly shown: string;
  readonly parse: (text: string) => Parsed<T>;
  readonly onCommit: (value: T) => void;
  readonly disabled: boolean;
  readonly numeric?: boolean;
}

/**
 * A text field committed on Enter or when it loses focus: a valid value runs one command, a bad one shows its
 * Dutch message and changes nothing. Mount it with `key={shown}` so that undo and presets refresh it.
 */
export function RulerTextField<T>({
  label,
  hint,
  shown,
  parse,
  onCommit,
  disabled,
  numeric,
}: RulerTextFieldProps<T>) {
  const id = useId();
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string>();
  const commit = () => {
    if (text === shown) return setError(undefined);
    const parsed = parse(text);
    if ('error' in parsed) return setError(parsed.error);
    setError(undefined);
    onCommit(parsed.value);
  };
  return (
    <div className="ruler-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        value={text}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-note` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      {(error || hint) && (
        <p
          id={`${id}-note`}
          className={error ? 'ruler-field__error' : 'ruler-field__hint'}
          role={error ? 'alert' : undefined}
        >
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
