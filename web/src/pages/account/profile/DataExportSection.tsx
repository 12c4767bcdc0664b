import { useState } from 'react';
import { accountErrorText } from '../../../account/accountErrorText';
import { saveFile } from '../../../download/saveFile';
import { nl } from '../../../i18n/nl';
import { useAppServices } from '../../../services/appServices';

const texts = nl.ownData;

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** "Mijn gegevens downloaden": what the ZIP holds, and a button that downloads it (`account/export`). */
export function DataExportSection() {
  const { accountApi } = useAppServices();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const download = async () => {
    setStatus({ kind: 'busy' });
    try {
      const { blob, fileName } = await accountApi.downloadDataExport();
      saveFile(blob, fileName, 'application/zip');
      setStatus({ kind: 'done' });
    } catch (error) {
      setStatus({ kind: 'failed', message: `${texts.exportFailed} ${accountErrorText(error)}` });
    }
  };

  return (
    <section className="account-form" aria-labelledby="data-export-heading">
      <h2 id="data-export-heading">{texts.exportHeading}</h2>
      <p>{texts.exportIntro}</p>
      <ul className="own-data-list">
        {texts.exportContents.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="own-data-note">{texts.exportNote}</p>
      {status.kind === 'busy' && (
        <p role="status" className="own-data-busy">
          <span className="page-loading__spinner" aria-hidden="true" />
          {texts.exportBusy}
        </p>
      )}
      {status.kind === 'done' && (
        <p role="status" className="form-success">
          {texts.exportDone}
        </p>
      )}
      {status.kind === 'failed' && (
        <p role="alert" className="form-error">
          {status.message}
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={status.kind === 'busy'}
        aria-busy={status.kind === 'busy'}
        onClick={() => void download()}
      >
        {texts.exportButton}
      </button>
    </section>
  );
}
