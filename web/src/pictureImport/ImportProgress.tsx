import { nl } from '../i18n/nl';
import type { ConversionState } from './ConversionRunner';

/** The progress of a running conversion (spec §3 steps) with its cancel button; messages when it stopped. */
export function ImportProgress({ state, onCancel }: { state: ConversionState; onCancel: () => void }) {
  const texts = nl.pictureImport;
  if (state.status === 'running') {
    const percent = Math.round(state.fraction * 100);
    return (
      <div className="picture-import__progress">
        <div
          role="progressbar"
          aria-label={texts.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent} %, ${texts.steps[state.step]}`}
          className="picture-import__bar"
          data-step={state.step}
        >
          <span className="picture-import__bar-fill" style={{ width: `${percent}%` }} />
        </div>
        <p className="picture-import__step">{texts.steps[state.step]}</p>
        <button type="button" className="button" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    );
  }
  if (state.status === 'done' && state.purpose === 'import') {
    // The finished import, shown at its end while the chart opens.
    return (
      <div className="picture-import__progress">
        <div
          role="progressbar"
          aria-label={texts.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={100}
          aria-valuetext={`100 %, ${texts.opening}`}
          className="picture-import__bar"
          data-step="done"
        >
          <span className="picture-import__bar-fill" style={{ width: '100%' }} />
        </div>
        <p className="picture-import__step">{texts.opening}</p>
      </div>
    );
  }
  if (state.status === 'cancelled') return <p role="status">{texts.cancelled}</p>;
  if (state.status === 'failed') return <p role="alert">{texts.failures[state.code]}</p>;
  return null;
}
