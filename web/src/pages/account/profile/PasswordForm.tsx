import { passwordRequestSchema } from '@steekwerk/model';
import { useState, type FormEvent } from 'react';
import { accountErrorText } from '../../../account/accountErrorText';
import { useAccount } from '../../../account/useAccount';
import { nl } from '../../../i18n/nl';
import { FormField } from '../../shared/FormField';
import { FormSubmit } from '../../shared/FormSubmit';
import { useFormErrors } from '../../shared/useFormErrors';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'changed' } | { kind: 'failed'; message: string };

/** Changing the password: the current one, then the new one (`account/password`). */
export function PasswordForm() {
  const changePassword = useAccount((state) => state.changePassword);
  const { formRef, errors, check, show } = useFormErrors();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = check(passwordRequestSchema, { currentPassword, newPassword });
    if (!value) return;
    setStatus({ kind: 'busy' });
    try {
      const outcome = await changePassword(value);
      if (outcome === 'wrongPassword') {
        setStatus({ kind: 'idle' });
        show({ currentPassword: nl.account.wrongPassword });
        return;
      }
      setCurrentPassword('');
      setNewPassword('');
      setStatus({ kind: 'changed' });
    } catch (error) {
      setStatus({ kind: 'failed', message: accountErrorText(error) });
    }
  };

  return (
    <form
      ref={formRef}
      className="account-form"
      aria-labelledby="password-form-heading"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id="password-form-heading">{nl.account.passwordHeading}</h2>
      <FormField
        id="password-current"
        label={nl.account.currentPassword}
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        error={errors.currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
      />
      <FormField
        id="password-new"
        label={nl.account.newPassword}
        type="password"
        autoComplete="new-password"
        hint={nl.account.newPasswordHint}
        value={newPassword}
        error={errors.newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      {status.kind === 'changed' && (
        <p role="status" className="form-success">
          {nl.account.passwordChanged}
        </p>
      )}
      <FormSubmit
        error={status.kind === 'failed' ? status.message : undefined}
        busy={status.kind === 'busy'}
        label={nl.account.passwordSubmit}
      />
    </form>
  );
}
