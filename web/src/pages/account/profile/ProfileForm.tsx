import { profileLimits, profileSchema, type Profile, type User } from '@steekwerk/model';
import { useState, type FormEvent } from 'react';
import { accountErrorText } from '../../../account/accountErrorText';
import { useAccount } from '../../../account/useAccount';
import { nl } from '../../../i18n/nl';
import { FormField } from '../../shared/FormField';
import { FormSubmit } from '../../shared/FormSubmit';
import { useFormErrors } from '../../shared/useFormErrors';
import { countryChoices, currencyChoices, type CodeChoice } from './codeChoices';
import './profile.css';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'saved' } | { kind: 'failed'; message: string };

const fields: readonly { name: keyof Profile; label: string; maxLength: number; autoComplete: string }[] = [
  {
    name: 'firstName',
    label: nl.account.firstName,
    maxLength: profileLimits.name,
    autoComplete: 'given-name',
  },
  {
    name: 'lastName',
    label: nl.account.lastName,
    maxLength: profileLimits.name,
    autoComplete: 'family-name',
  },
  {
    name: 'nickname',
    label: nl.account.nickname,
    maxLength: profileLimits.nickname,
    autoComplete: 'nickname',
  },
  {
    name: 'regionCode',
    label: nl.account.regionCode,
    maxLength: profileLimits.regionCode,
    autoComplete: 'address-level1',
  },
];

/** The two fields chosen from named lists (the model's ISO codes). */
const codeFields: readonly {
  name: 'countryCode' | 'currencyCode';
  label: string;
  choices: (current: string) => CodeChoice[];
  autoComplete: string;
}[] = [
  { name: 'countryCode', label: nl.account.countryCode, choices: countryChoices, autoComplete: 'country' },
  { name: 'currencyCode', label: nl.account.currencyCode, choices: currencyChoices, autoComplete: 'off' },
];

/** The fields in the order shown. */
const order: readonly (keyof Profile)[] = [
  'firstName',
  'lastName',
  'nickname',
  'countryCode',
  'regionCode',
  'currencyCode',
];

interface CodeSelectProps {
  readonly field: (typeof codeFields)[number];
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
}

/** A country or currency chosen by name; the value kept is the code. */
function CodeSelect({ field, value, error, onChange }: CodeSelectProps) {
  const id = `profile-${field.name}`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{field.label}</label>
      <select
        id={id}
        className="profile-code-select"
        value={value}
        autoComplete={field.autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {field.choices(value).map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function profileOf(user: User): Profile {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    nickname: user.nickname,
    countryCode: user.countryCode,
    regionCode: user.regionCode,
    currencyCode: user.currencyCode,
  };
}

/** The user's names, country, region and currency (`account/profile`). */
export function ProfileForm() {
  const user = useAccount((state) => state.user);
  const saveProfile = useAccount((state) => state.saveProfile);
  const { formRef, errors, check } = useFormErrors();
  const [values, setValues] = useState<Profile>(() => profileOf(user));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const change = (name: keyof Profile, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setStatus({ kind: 'idle' });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = check(profileSchema, values);
    if (!value) return;
    setStatus({ kind: 'busy' });
    try {
      await saveProfile(value);
      setValues(value);
      setStatus({ kind: 'saved' });
    } catch (error) {
      setStatus({ kind: 'failed', message: accountErrorText(error) });
    }
  };

  return (
    <form
      ref={formRef}
      className="account-form"
      aria-labelledby="profile-form-heading"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id="profile-form-heading">{nl.account.profileHeading}</h2>
      <p>
        {nl.account.profileEmail}: <strong>{user.emailAddress}</strong>
      </p>
      {order.map((name) => {
        const field = fields.find((candidate) => candidate.name === name);
        if (field)
          return (
            <FormField
              key={field.name}
              id={`profile-${field.name}`}
              label={field.label}
              maxLength={field.maxLength}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={(event) => change(field.name, event.target.value)}
            />
          );
        const codeField = codeFields.find((candidate) => candidate.name === name)!;
        return (
          <CodeSelect
            key={name}
            field={codeField}
            value={values[codeField.name]}
            error={errors[codeField.name]}
            onChange={(value) => change(codeField.name, value)}
          />
        );
      })}
      {status.kind === 'saved' && (
        <p role="status" className="form-success">
          {nl.account.profileSaved}
        </p>
      )}
      <FormSubmit
        error={status.kind === 'failed' ? status.message : undefined}
        busy={status.kind === 'busy'}
        label={nl.account.profileSubmit}
      />
    </form>
  );
}
