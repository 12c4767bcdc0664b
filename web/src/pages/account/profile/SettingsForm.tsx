import type { UserSettings } from '@steekwerk/model';
import { useId } from 'react';
import { useAccount } from '../../../account/useAccount';
import { nl } from '../../../i18n/nl';
import {
  optionKeyOf,
  settingGroups,
  valueOfOption,
  type ChoiceField,
  type SwitchField,
} from './settingFields';
import { settingSwitchTexts } from './settingSwitchTexts';

const saveStatusTexts: Partial<Record<string, string>> = {
  saving: nl.account.settingsSaving,
  saved: nl.account.settingsSaved,
  failed: nl.account.settingsFailed,
};

type Change = (change: Partial<UserSettings>) => void;

function ChoiceSetting({ field, id, settings, change }: FieldProps<ChoiceField>) {
  const texts = nl.account.settings[field.name as keyof typeof nl.account.settings];
  const options = Object.entries(texts.options) as [string, string][];
  return (
    <div className="field">
      <label htmlFor={`${id}-${field.name}`}>{texts.label}</label>
      <select
        id={`${id}-${field.name}`}
        value={optionKeyOf(field, settings[field.name])}
        onChange={(event) =>
          change({ [field.name]: valueOfOption(field, event.target.value) } as Partial<UserSettings>)
        }
      >
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

function SwitchSetting({ field, id, settings, change }: FieldProps<SwitchField>) {
  const texts = settingSwitchTexts[field.name as keyof typeof settingSwitchTexts];
  return (
    <div className="field field--switch">
      <input
        type="checkbox"
        id={`${id}-${field.name}`}
        aria-describedby={`${id}-${field.name}-hint`}
        checked={settings[field.name] === true}
        onChange={(event) => change({ [field.name]: event.target.checked } as Partial<UserSettings>)}
      />
      <label htmlFor={`${id}-${field.name}`}>{texts.label}</label>
      <p id={`${id}-${field.name}-hint`} className="field__hint">
        {texts.hint}
      </p>
    </div>
  );
}

interface FieldProps<F> {
  readonly field: F;
  readonly id: string;
  readonly settings: UserSettings;
  readonly change: Change;
}

/** The user's settings; a change applies at once and is saved after a short pause (see the account store). */
export function SettingsForm() {
  const settings = useAccount((state) => state.settings);
  const changeSettings = useAccount((state) => state.changeSettings);
  const saveStatus = useAccount((state) => state.settingsSave);
  const statusText = saveStatusTexts[saveStatus];
  const id = useId();

  return (
    <section className="account-form" aria-labelledby="settings-heading">
      <h2 id="settings-heading">{nl.account.settingsHeading}</h2>
      {settingGroups.map((group) => (
        <fieldset key={group.key} className="account-form__group">
          <legend>{nl.account.settingGroups[group.key]}</legend>
          {group.fields.map((field) =>
            field.kind === 'choice' ? (
              <ChoiceSetting
                key={field.name}
                field={field}
                id={id}
                settings={settings}
                change={changeSettings}
              />
            ) : (
              <SwitchSetting
                key={field.name}
                field={field}
                id={id}
                settings={settings}
                change={changeSettings}
              />
            ),
          )}
        </fieldset>
      ))}
      <p role="status" className={saveStatus === 'failed' ? 'form-error' : 'field__hint'}>
        {statusText ?? ''}
      </p>
    </section>
  );
}
