/** The end of a form: its own error (read out at once) and the submit button, disabled while the form is busy. */
export function FormSubmit({
  error,
  busy,
  label,
}: {
  readonly error?: string | undefined;
  readonly busy: boolean;
  readonly label: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {label}
      </button>
    </>
  );
}
