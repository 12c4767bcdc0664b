import { profileLimits, profileSchema, type Profile, type User } from '@steekwerk/model';
import { useState, type FormEvent } from 'react';
import { accountErrorText } from '../../../account/accountErrorText';
import { useAccount } from '../../../account/useAccount';
import { nl } from '../../../i18n/nl';
import { FormField } from '../../shared/FormField';
import { useFormErrors } from '../../shared/useFormErrors';

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
  { name: 'countryCode', label: nl.account.countryCode, maxLength: 2, autoComplete: 'country' },
  {
    name: 'regionCode',
    label: nl.account.regionCode,
    maxLength: profileLimits.regionCode,
    autoComplete: 'address-level1',
  },
  { name: 'currencyCode', label: nl.account.currencyCode, maxLength: 3, autoComplete: 'off' },
];

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
      {fields.map((field) => (
        <FormField
          key={field.name}
          id={`profile-${field.name}`}
          label={field.label}
          maxLength={field.maxLength}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={(event) => {
            const value = event.target.value;
            setValues((previous) => ({ ...previous, [field.name]: value }));
            setStatus({ kind: 'idle' });
          }}
        />
      ))}
      {status.kind === 'saved' && (
        <p role="status" className="form-success">
          {nl.account.profileSaved}
        </p>
      )}
      {status.kind === 'failed' && (
        <p role="alert" className="form-error">
          {status.message}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={status.kind === 'busy'}>
        {nl.account.profileSubmit}
      </button>
    </form>
  );
}
