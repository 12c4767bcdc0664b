/**
 * The profile's country and currency choices: the model's ISO code lists with Dutch names from
 * `Intl.DisplayNames`, sorted by name. A current value outside the list stays a choice, so that opening and saving
 * the form never changes it unnoticed (the server then says to pick one from the list).
 */
import { countryCodes, currencyCodes } from '@steekwerk/model';
import { nl } from '../../../i18n/nl';

export interface CodeChoice {
  readonly code: string;
  readonly label: string;
}

let countries: readonly CodeChoice[] | undefined;
let currencies: readonly CodeChoice[] | undefined;

function named(codes: readonly string[], type: 'region' | 'currency'): CodeChoice[] {
  const names = new Intl.DisplayNames(['nl'], { type, fallback: 'code' });
  return codes
    .map((code) => {
      const name = names.of(code) ?? code;
      return { code, label: type === 'currency' ? nl.account.currencyChoice(name, code) : name };
    })
    .sort((left, right) => left.label.localeCompare(right.label, 'nl'));
}

function withCurrent(choices: readonly CodeChoice[], current: string, none: string): CodeChoice[] {
  const unusual =
    current !== '' && !choices.some((choice) => choice.code === current)
      ? [{ code: current, label: nl.account.unknownCode(current) }]
      : [];
  return [{ code: '', label: none }, ...unusual, ...choices];
}

/** The countries by Dutch name, led by "none" and by `current` when it is not in the list. */
export function countryChoices(current: string): CodeChoice[] {
  countries ??= named(countryCodes, 'region');
  return withCurrent(countries, current, nl.account.noCountry);
}

/** The currencies as "Euro (EUR)", by name, led by "none" and by `current` when it is not in the list. */
export function currencyChoices(current: string): CodeChoice[] {
  currencies ??= named(currencyCodes, 'currency');
  return withCurrent(currencies, current, nl.account.noCurrency);
}
