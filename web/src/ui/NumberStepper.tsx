import { useId } from 'react';
import { stepCount } from '../chartSize/chartSize';
import './numberStepper.css';

interface NumberStepperProps {
  readonly label: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly min?: number;
  readonly max?: number;
  /** Decimals the field accepts (0 for counts). */
  readonly decimals?: number;
  readonly hint?: string;
  /** The names of the − and + buttons, from the field's label. */
  readonly decreaseLabel: string;
  readonly increaseLabel: string;
}

/** A number field with − and + buttons that step by the count rule of spec §9. */
export function NumberStepper({
  label,
  value,
  onChange,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  decimals = 0,
  hint,
  decreaseLabel,
  increaseLabel,
}: NumberStepperProps) {
  const id = useId();
  const clamp = (next: number) => Math.min(max, Math.max(min, next));
  return (
    <div className="number-stepper">
      <label htmlFor={id}>{label}</label>
      <div className="number-stepper__controls">
        <button
          type="button"
          className="number-stepper__button"
          aria-label={decreaseLabel}
          onClick={() => onChange(clamp(stepCount(value, -1, min)))}
          disabled={value <= min}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          min={min}
          max={max}
          step={decimals > 0 ? 1 / 10 ** decimals : 1}
          value={Number.isFinite(value) ? value : ''}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            const next = event.target.valueAsNumber;
            onChange(Number.isFinite(next) ? next : Number.NaN);
          }}
        />
        <button
          type="button"
          className="number-stepper__button"
          aria-label={increaseLabel}
          onClick={() => onChange(clamp(stepCount(value, 1, min)))}
          disabled={value >= max}
        >
          +
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
