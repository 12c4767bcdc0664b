import { registerRequestSchema } from '@steekwerk/model';
import { useState, type FormEvent } from 'react';
import { accountErrorText } from '../../../account/accountErrorText';
import { rememberActivationRedirect } from '../../../account/activationRedirect';
import { useAccount } from '../../../account/useAccount';
import { useAppServices } from '../../../services/appServices';
import { keepDraftForActivation } from '../../../editor/sync/draftStore';
import { nl } from '../../../i18n/nl';
import { FormField } from '../../shared/FormField';
import { useFormErrors } from '../../shared/useFormErrors';

const terms = nl.account.registerTerms;

/**
 * Creating an account. Afterwards it says that an activation mail was sent; the page the visitor wanted (and the
 * chart they drew, when they came from the editor) is remembered for when the activation link is opened.
 */
export function RegisterForm({ target }: { target: string }) {
  const register = useAccount((state) => state.register);
  const { storage } = useAppServices();
  const { formRef, errors, check } = useFormErrors();
  const [emailAddress, setEmailAddress] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [registeredAddress, setRegisteredAddress] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const value = check(registerRequestSchema, { emailAddress, password });
    if (!value) return;
    setBusy(true);
    try {
      await register(value);
      rememberActivationRedirect(storage, target);
      // A chart drawn before registering waits for this address's activation, which may be in another tab.
      keepDraftForActivation(sessionStorage, storage, target, value.emailAddress, Date.now());
      setRegisteredAddress(value.emailAddress);
      setPassword('');
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
      aria-labelledby="register-form-heading"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id="register-form-heading">{nl.account.registerHeading}</h2>
      <p>{nl.account.registerIntro}</p>
      <FormField
        id="register-email"
        label={nl.account.emailLabel}
        type="email"
        autoComplete="email"
        value={emailAddress}
        error={errors.emailAddress}
        onChange={(event) => setEmailAddress(event.target.value)}
      />
      <FormField
        id="register-password"
        label={nl.account.passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={nl.account.newPasswordHint}
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {formError && (
        <p role="alert" className="form-error">
          {formError}
        </p>
      )}
      {registeredAddress && (
        <p role="status" className="form-success">
          {nl.account.registered(registeredAddress)}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? nl.account.registerBusy : nl.account.registerSubmit}
      </button>
      <p className="account-form__terms">
        {terms.before}
        {/* In a new tab, so what was typed here stays. */}
        <a href="/nl/legal#voorwaarden" target="_blank" rel="noreferrer">
          {terms.terms}
        </a>
        {terms.between}
        <a href="/nl/legal#privacy" target="_blank" rel="noreferrer">
          {terms.privacy}
        </a>
        {terms.after}
      </p>
    </form>
  );
}
