import { passwordForgottenRequestSchema } from '@steekwerk/model';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { accountErrorText } from '../../account/accountErrorText';
import { loginUrl } from '../../account/redirectUrl';
import { useDocumentTitle } from '../../ui/pageTitle';
import { useAppServices } from '../../services/appServices';
import { nl } from '../../i18n/nl';
import { FormField } from '../shared/FormField';
import { FormSubmit } from '../shared/FormSubmit';
import { useFormErrors } from '../shared/useFormErrors';

/**
 * `/nl/account/password-forgotten`: asks for a mail with a link to set a new password. The answer is the same
 * whether or not the address has an account, and so is what the screen says.
 */
export function PasswordForgottenPage() {
  useDocumentTitle(nl.pages.passwordForgotten.title);
  const { accountApi } = useAppServices();
  const { formRef, errors, check } = useFormErrors();
  const [emailAddress, setEmailAddress] = useState('');
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const value = check(passwordForgottenRequestSchema, { emailAddress });
    if (!value) return;
    setBusy(true);
    try {
      await accountApi.requestPasswordReset(value.emailAddress);
      setSentTo(value.emailAddress);
    } catch (error) {
      setFormError(accountErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="page">
      <h1 id="password-forgotten-heading">{nl.pages.passwordForgotten.heading}</h1>
      {sentTo !== undefined ? (
        <>
          <p role="status">{nl.account.forgotPasswordSent(sentTo)}</p>
          <p>
            <Link to={loginUrl()}>{nl.account.loginLink}</Link>
          </p>
        </>
      ) : (
        <form
          ref={formRef}
          className="account-form"
          aria-labelledby="password-forgotten-heading"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
        >
          <p>{nl.account.forgotPasswordIntro}</p>
          <FormField
            id="password-forgotten-email"
            label={nl.account.emailLabel}
            type="email"
            autoComplete="username"
            value={emailAddress}
            error={errors.emailAddress}
            onChange={(event) => setEmailAddress(event.target.value)}
          />
          <FormSubmit
            error={formError}
            busy={busy}
            label={busy ? nl.account.forgotPasswordBusy : nl.account.forgotPasswordSubmit}
          />
          <p>
            <Link to={loginUrl()}>{nl.account.loginLink}</Link>
          </p>
        </form>
      )}
    </article>
  );
}
