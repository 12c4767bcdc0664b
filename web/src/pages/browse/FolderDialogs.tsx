import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../ui/modal/Modal';
import { AjaxError } from '../../api/ajaxError';
import { nl } from '../../i18n/nl';

/** The server's Dutch message of a refused call, or the general one. */
export function failureText(error: unknown): string {
  return error instanceof AjaxError && error.serverMessage ? error.serverMessage : nl.charts.failed;
}

interface FolderNameDialogProps {
  readonly title: string;
  readonly submitLabel: string;
  readonly initial?: string;
  readonly onSubmit: (title: string) => Promise<void>;
  readonly onClose: () => void;
}

/** Asks for a folder name (new folder, rename); the server's message shows when it refuses the name. */
export function FolderNameDialog({
  title,
  submitLabel,
  initial = '',
  onSubmit,
  onClose,
}: FolderNameDialogProps) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(value);
      onClose();
    } catch (caught) {
      setError(failureText(caught));
      setBusy(false);
    }
  };
  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} aria-label={title}>
        <div className={error ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${id}-name`}>{nl.charts.folderName}</label>
          <input
            id={`${id}-name`}
            value={value}
            autoFocus
            maxLength={100}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="field__error">
              {error}
            </p>
          )}
        </div>
        <div className="dialog-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {submitLabel}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {nl.charts.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

interface ConfirmDialogProps {
  readonly title: string;
  readonly text: string;
  readonly confirmLabel: string;
  readonly onConfirm: () => Promise<void>;
  readonly onClose: () => void;
}

/** Asks to confirm something that cannot be undone (emptying the bin, deleting a folder). */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (caught) {
      setError(failureText(caught));
      setBusy(false);
    }
  };
  return (
    <Modal title={title} onClose={onClose}>
      <p>{text}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {nl.charts.cancel}
        </button>
      </div>
    </Modal>
  );
}
