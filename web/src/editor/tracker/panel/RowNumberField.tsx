import { useId, useState } from 'react';
import { nl } from '../../../i18n/nl';

interface RowNumberFieldProps {
  /** The saved row number (0 = the first row the ruler counts). */
  readonly initial: number;
  readonly rowCount: number;
  /** Called with the row clamped into 0 … rowCount − 1 (spec §4); the page scrolls to it. */
  readonly onGo: (row: number) => void;
  /** clampRowNumber of trackerScroll.ts. */
  readonly clamp: (row: number) => number;
}

/**
 * The row number (spec §4): shown counting from 1 as the row ruler does, kept clamped between the first and the
 * last row; changing it scrolls the chart to that row.
 */
export function RowNumberField({ initial, rowCount, onGo, clamp }: RowNumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(clamp(initial) + 1));
  const go = (value: string) => {
    const row = clamp(Number(value) - 1);
    setText(String(row + 1));
    onGo(row);
  };
  return (
    <form
      className="tracker-row-number"
      onSubmit={(event) => {
        event.preventDefault();
        go(text);
      }}
    >
      <label htmlFor={id}>{nl.editor.tracker.rowNumber}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, rowCount)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => go(text)}
      />
    </form>
  );
}
