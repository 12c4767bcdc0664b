import { useState } from 'react';
import { nl } from '../../i18n/nl';
import '../../chartFiles/chartFiles.css';

/** Tells the user that the chart's saved rows could not be read and it opened empty (closable). */
export function RowsUnreadableNotice() {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <p className="editor__notice draft-progress-notice" role="alert">
      {nl.editor.rowsUnreadable}{' '}
      <button type="button" className="draft-progress-notice__close" onClick={() => setOpen(false)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{nl.chartFiles.closeNotice}</span>
      </button>
    </p>
  );
}
