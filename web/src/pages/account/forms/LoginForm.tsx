import { loginRequestSchema } from '@steekwerk/model';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { accountErrorText } from '../../../account/accountErrorText';
import { useAccount } from '../../../account/useAccount';
import { nl } from '../../../i18n/nl';
import { FormField } from '../../shared/FormField';
import { FormSubmit } from '../../shared/FormSubmit';
import { useFormErrors } from '../../shared/useFormErrors';

/** Logging in. On success the account store holds the user and the login screen moves on. */
export function LoginForm() {
  const login = useAccount((state) => state.login);
  const { formRef, errors, check } = useFormErrors();
  const [emailAddress, setEmailAddress] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const value = check(loginRequestSchema, { emailAddress, password });
    if (!value) return;
    setBusy(true);
    try {
      const outcome = await login(value);
      if (outcome === 'invalidCredentials') setFormError(nl.account.invalidCredentials);
    } catch (error) {
      setFormError(accountErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="account-form"
      aria-labelledby="login-form-heading"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id="login-form-heading">{nl.account.loginHeading}</h2>
      <p>{nl.account.loginIntro}</p>
      <FormField
        id="login-email"
        label={nl.account.emailLabel}
        type="email"
        autoComplete="username"
        value={emailAddress}
        error={errors.emailAddress}
        onChange={(event) => setEmailAddress(event.target.value)}
      />
      <FormField
        id="login-password"
        label={nl.account.passwordLabel}
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormSubmit
        error={formError}
        busy={busy}
        label={busy ? nl.account.loginBusy : nl.account.loginSubmit}
      />
      <p>
        <Link to="/nl/account/password-forgotten">{nl.account.forgotPasswordLink}</Link>
      </p>
    </form>
  );
}
