import { useRef } from 'react';
import { nl } from '../../i18n/nl';
import { colourGrid } from './colourGrid';

interface ColourPickerProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (colour: string) => void;
}

/** The 8 × 8 colour grid (arrow keys move between colours) and a free colour input. */
export function ColourPicker({ label, value, onChange }: ColourPickerProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const focusAt = (index: number) => {
    const buttons = gridRef.current?.querySelectorAll<HTMLButtonElement>('button');
    buttons?.[Math.max(0, Math.min(63, index))]?.focus();
  };
  const selectedIndex = colourGrid.indexOf(value);
  return (
    <fieldset className="colour-picker">
      <legend>{label}</legend>
      <div
        ref={gridRef}
        className="colour-picker__grid"
        role="group"
        aria-label={nl.editor.palette.colourGrid}
      >
        {colourGrid.map((colour, index) => (
          <button
            key={colour}
            type="button"
            className="colour-picker__swatch"
            style={{ background: colour }}
            aria-label={nl.editor.palette.colour(colour)}
            aria-pressed={colour === value}
            tabIndex={index === (selectedIndex < 0 ? 0 : selectedIndex) ? 0 : -1}
            onClick={() => onChange(colour)}
            onKeyDown={(event) => {
              const moves: Record<string, number> = {
                ArrowRight: 1,
                ArrowLeft: -1,
                ArrowDown: 8,
                ArrowUp: -8,
              };
              const move = moves[event.key];
              if (move === undefined) return;
              event.preventDefault();
              focusAt(index + move);
            }}
          />
        ))}
      </div>
      <label className="colour-picker__own">
        {nl.editor.palette.ownColour}
        <input type="color" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </fieldset>
  );
}
