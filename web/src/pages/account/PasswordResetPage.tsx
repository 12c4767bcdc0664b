import {
  passwordResetRequestSchema,
  passwordResetTokenSchema,
  type PasswordResetStatus,
} from '@steekwerk/model';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { accountErrorText } from '../../account/accountErrorText';
import { loginUrl } from '../../account/redirectUrl';
import { useAccount } from '../../account/useAccount';
import { useDocumentTitle } from '../../ui/pageTitle';
import { useAppServices } from '../../services/appServices';
import { nl } from '../../i18n/nl';
import { FormField } from '../shared/FormField';
import { FormSubmit } from '../shared/FormSubmit';
import { useFormErrors } from '../shared/useFormErrors';

/** Where a user asks for a new link. */
export const passwordForgottenPath = '/nl/account/password-forgotten';

type LinkState =
  | { kind: 'checking' }
  | { kind: 'usable' }
  | { kind: 'done' }
  | { kind: 'unusable'; status: Exclude<PasswordResetStatus, 'ok'> }
  | { kind: 'failed'; message: string };

/**
 * `/nl/account/password-reset?token=…`: the e-mailed link. It checks the link first (so an expired or used one
 * says so before anything is typed), then sets the new password once; every session of the user ends, this
 * browser's too, and the user logs in with the new password.
 */
export function PasswordResetPage() {
  useDocumentTitle(nl.pages.passwordReset.title);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { accountApi } = useAppServices();
  const wellFormed = passwordResetTokenSchema.safeParse(token).success;
  const [link, setLink] = useState<LinkState>(
    wellFormed ? { kind: 'checking' } : { kind: 'unusable', status: 'invalidToken' },
  );

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    accountApi.checkPasswordReset(token, controller.signal).then(
      ({ status }) => setLink(status === 'ok' ? { kind: 'usable' } : { kind: 'unusable', status }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLink({ kind: 'failed', message: accountErrorText(error) });
      },
    );
    return () => controller.abort();
  }, [accountApi, token, wellFormed]);

  return (
    <article className="page">
      <h1 id="password-reset-heading">{nl.pages.passwordReset.heading}</h1>
      {link.kind === 'checking' && <p role="status">{nl.account.resetPasswordChecking}</p>}
      {link.kind === 'usable' && (
        <NewPasswordForm
          token={token}
          onDone={() => setLink({ kind: 'done' })}
          onUnusable={(status) => setLink({ kind: 'unusable', status })}
        />
      )}
      {link.kind === 'done' && (
        <>
          <p role="status">{nl.account.resetPasswordDone}</p>
          <p>
            <Link className="button button--primary" to={loginUrl()}>
              {nl.account.loginLink}
            </Link>
          </p>
        </>
      )}
      {link.kind === 'unusable' && (
        <>
          <p role="alert">{unusableText[link.status]}</p>
          <p>
            <Link className="button button--primary" to={passwordForgottenPath}>
              {nl.account.resetLinkRequestNew}
            </Link>
          </p>
        </>
      )}
      {link.kind === 'failed' && <p role="alert">{link.message}</p>}
    </article>
  );
}

const unusableText: Record<Exclude<PasswordResetStatus, 'ok'>, string> = {
  invalidToken: nl.account.resetLinkInvalid,
  expired: nl.account.resetLinkExpired,
  used: nl.account.resetLinkUsed,
};

interface NewPasswordFormProps {
  readonly token: string;
  readonly onDone: () => void;
  readonly onUnusable: (status: Exclude<PasswordResetStatus, 'ok'>) => void;
}

function NewPasswordForm({ token, onDone, onUnusable }: NewPasswordFormProps) {
  const { accountApi } = useAppServices();
  const reloadUser = useAccount((state) => state.load);
  const { formRef, errors, check } = useFormErrors();
  const [newPassword, setNewPassword] = useState('');
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const value = check(passwordResetRequestSchema, { token, newPassword });
    if (!value) return;
    setBusy(true);
    try {
      const { status } = await accountApi.resetPassword(value);
      if (status === 'ok') {
        // The server ended every session of the user, this browser's included.
        void reloadUser();
        onDone();
      } else {
        onUnusable(status);
      }
    } catch (error) {
      setFormError(accountErrorText(error));
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="account-form"
      aria-labelledby="password-reset-heading"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <p>{nl.account.resetPasswordIntro}</p>
      <FormField
        id="password-reset-new"
        label={nl.account.newPassword}
        type="password"
        autoComplete="new-password"
        hint={nl.account.newPasswordHint}
        value={newPassword}
        error={errors.newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      <FormSubmit
        error={formError}
        busy={busy}
        label={busy ? nl.account.resetPasswordBusy : nl.account.resetPasswordSubmit}
      />
    </form>
  );
}
