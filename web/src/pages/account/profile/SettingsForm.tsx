import type { UserSettings } from '@steekwerk/model';
import { useAccount } from '../../../account/useAccount';
import { nl } from '../../../i18n/nl';

/** The settings shown on the profile, each a choice of options (labels in `nl.account.settings`). */
type ChoiceSetting = keyof typeof nl.account.settings;

const shownSettings: readonly ChoiceSetting[] = [
  'darkMode',
  'lengthUnits',
  'handedness',
  'chartsListFormat',
  'productsListFormat',
  'symbolsListFormat',
];

const saveStatusTexts: Partial<Record<string, string>> = {
  saving: nl.account.settingsSaving,
  saved: nl.account.settingsSaved,
  failed: nl.account.settingsFailed,
};

/** The user's settings; a change applies at once and is saved after a short pause (see the account store). */
export function SettingsForm() {
  const settings = useAccount((state) => state.settings);
  const changeSettings = useAccount((state) => state.changeSettings);
  const saveStatus = useAccount((state) => state.settingsSave);
  const statusText = saveStatusTexts[saveStatus];

  return (
    <section className="account-form" aria-labelledby="settings-heading">
      <h2 id="settings-heading">{nl.account.settingsHeading}</h2>
      {shownSettings.map((name) => {
        const texts = nl.account.settings[name];
        const options = Object.entries(texts.options) as [string, string][];
        return (
          <div className="field" key={name}>
            <label htmlFor={`setting-${name}`}>{texts.label}</label>
            <select
              id={`setting-${name}`}
              value={settings[name]}
              onChange={(event) =>
                changeSettings({ [name]: event.target.value } as Partial<Pick<UserSettings, ChoiceSetting>>)
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
      })}
      <div className="field">
        <label className="own-data-confirm">
          <input
            type="checkbox"
            checked={settings.rulerAlwaysVisible}
            onChange={(event) => changeSettings({ rulerAlwaysVisible: event.target.checked })}
          />
          <span>{nl.account.rulerAlwaysVisible}</span>
        </label>
      </div>
      <p role="status" className={saveStatus === 'failed' ? 'form-error' : 'field__hint'}>
        {statusText ?? ''}
      </p>
    </section>
  );
}
