import { useId, useState, type KeyboardEvent } from 'react';

interface GuideNumberFieldProps {
  readonly label: string;
  readonly value: number;
  readonly disabled: boolean;
  readonly step?: number;
  /** Commits a new value; false when it was refused (then the field shows the old value again). */
  readonly onCommit: (value: number) => boolean;
}

/**
 * A number of the round guide: typed freely, committed (one undo step) when the field loses focus or on Enter;
 * a value the guide refuses puts the old one back. Escape puts the old one back too.
 */
export function GuideNumberField({ label, value, disabled, step = 1, onCommit }: GuideNumberFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  // A value changed elsewhere (undo, another field) replaces the draft.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  const commit = () => {
    const parsed = draft.trim() === '' ? Number.NaN : Number(draft);
    if (parsed === value) return;
    if (!onCommit(parsed)) setDraft(String(value));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(String(value));
  };
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        step={step}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
    </>
  );
}
