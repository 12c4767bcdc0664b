import { useId, useState, type KeyboardEvent } from 'react';

interface StyleFieldProps {
  readonly label: string;
  readonly value: string;
  readonly maxLength?: number;
  readonly type?: 'text' | 'number';
  readonly hint?: string;
  /** Called once per finished change (leaving the field or Enter), never per key, so one change is one undo step. */
  readonly onCommit: (value: string) => void;
}

/**
 * A text or number field of a style that hands its value over when the user is done with it. Give it a `key` of
 * the style and its stored value, so an undo or another style shows the stored value again.
 */
export function StyleField({ label, value, maxLength, type = 'text', hint, onCommit }: StyleFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  return (
    <div className="symbol-properties__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={draft}
        {...(maxLength === undefined ? {} : { maxLength })}
        {...(type === 'number' ? { min: 0, max: 100, step: 1, inputMode: 'numeric' as const } : {})}
        {...(hint ? { 'aria-describedby': `${id}-hint` } : {})}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
    </div>
  );
}
