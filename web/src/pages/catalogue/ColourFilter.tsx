/** The colour to sort by: a colour picker and the same colour as a hex code (either may be used), and a clear button. */
import { isHexColor, normalizeHexColor } from '@steekwerk/model';
import { useId, useState } from 'react';
import { nlCatalogue as texts } from '../../i18n/nlCatalogue';

export function ColourFilter({ value, onChange }: { value: string; onChange: (hex: string) => void }) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  // A colour chosen elsewhere (the picker, "Kleur wissen") shows in the text field.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setTyped(value);
  }
  const typedValid = typed === '' || isHexColor(typed.startsWith('#') ? typed : `#${typed}`);
  return (
    <fieldset className="products-page__colour">
      <legend>{texts.colour}</legend>
      <input
        type="color"
        aria-label={texts.colour}
        aria-describedby={`${id}-hint`}
        value={value || '#000000'}
        onChange={(event) => onChange(normalizeHexColor(event.target.value))}
      />
      <label>
        <span className="visually-hidden">{texts.colourHex}</span>
        <input
          type="text"
          inputMode="text"
          size={8}
          maxLength={7}
          placeholder="#rrggbb"
          aria-invalid={!typedValid}
          aria-describedby={typedValid ? `${id}-hint` : `${id}-error`}
          value={typed}
          onChange={(event) => {
            const text = event.target.value.trim();
            setTyped(text);
            const hex = text.startsWith('#') ? text : `#${text}`;
            if (text === '') onChange('');
            else if (isHexColor(hex) && hex.length === 7) onChange(normalizeHexColor(hex));
          }}
        />
      </label>
      {value && (
        <button type="button" className="button" onClick={() => onChange('')}>
          {texts.clearColour}
        </button>
      )}
      <small id={`${id}-hint`} className="products-page__hint">
        {texts.colourHint}
      </small>
      {!typedValid && (
        <small id={`${id}-error`} className="products-page__error" role="alert">
          {texts.invalidColour}
        </small>
      )}
    </fieldset>
  );
}
