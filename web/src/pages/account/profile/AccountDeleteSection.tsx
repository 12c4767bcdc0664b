import type { AccountDeleteRequest } from '@steekwerk/model';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { accountErrorText } from '../../../account/accountErrorText';
import { useAccount } from '../../../account/useAccount';
import { nl } from '../../../i18n/nl';
import { useAppServices } from '../../../services/appServices';
import { FormField } from '../../shared/FormField';
import { useFormErrors } from '../../shared/useFormErrors';

const texts = nl.ownData;

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; message: string };

/**
 * "Account verwijderen": what goes and what stays, the password and a checkbox that says the user understands;
 * after `account/delete` the visitor is anonymous and lands on the home page with a message.
 */
export function AccountDeleteSection() {
  const deleteAccount = useAccount((state) => state.deleteAccount);
  const { flash } = useAppServices();
  const navigate = useNavigate();
  const { formRef, errors, show } = useFormErrors();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Resolved when this screen has gone: only then may the account turn anonymous, or the login guard around the
  // profile would send the visitor to login instead of home.
  const gone = useRef<() => void>(undefined);
  useEffect(() => () => gone.current?.(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(password === '' ? { password: texts.deletePasswordMissing } : {}),
      ...(confirmed ? {} : { confirm: texts.deleteConfirmMissing }),
    };
    if (Object.keys(missing).length > 0) {
      show(missing);
      return;
    }
    show({});
    setStatus({ kind: 'busy' });
    const request: AccountDeleteRequest = { password, confirm: true };
    try {
      await deleteAccount(
        request,
        () =>
          new Promise<void>((resolve) => {
            gone.current = resolve;
            flash.getState().show(texts.deleted, 6000);
            void navigate('/nl', { replace: true });
          }),
      );
    } catch (error) {
      setStatus({ kind: 'failed', message: accountErrorText(error) });
    }
  };

  const confirmErrorId = 'account-delete-confirm-error';
  return (
    <form
      ref={formRef}
      className="account-form own-data-delete"
      aria-labelledby="account-delete-heading"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id="account-delete-heading">{texts.deleteHeading}</h2>
      <p>{texts.deleteIntro}</p>
      <ul className="own-data-list">
        {texts.deleteGoes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{texts.deleteStays}</p>
      <p className="own-data-note">{texts.deleteExportHint}</p>
      <FormField
        id="account-delete-password"
        label={texts.deletePassword}
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className={errors.confirm ? 'field field--invalid' : 'field'}>
        <label className="own-data-confirm">
          <input
            type="checkbox"
            checked={confirmed}
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={errors.confirm ? confirmErrorId : undefined}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          <span>{texts.deleteConfirm}</span>
        </label>
        {errors.confirm && (
          <p id={confirmErrorId} className="field__error">
            {errors.confirm}
          </p>
        )}
      </div>
      {status.kind === 'busy' && <p role="status">{texts.deleteBusy}</p>}
      {status.kind === 'failed' && (
        <p role="alert" className="form-error">
          {status.message}
        </p>
      )}
      <button type="submit" className="button button--danger" disabled={status.kind === 'busy'}>
        {texts.deleteButton}
      </button>
    </form>
  );
}
