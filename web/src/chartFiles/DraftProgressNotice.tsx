import { useState } from 'react';
import { nl } from '../i18n/nl';
import './chartFiles.css';

/** Tells the maker that the opened file's marked stitches are their progress now (closable). */
export function DraftProgressNotice({ count }: { readonly count: number }) {
  const [open, setOpen] = useState(true);
  if (!open || count <= 0) return null;
  const texts = nl.chartFiles;
  return (
    <p className="editor__notice draft-progress-notice" role="status">
      {texts.markedProgress(count)} {texts.markedProgressHint}{' '}
      <button type="button" className="draft-progress-notice__close" onClick={() => setOpen(false)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{texts.closeNotice}</span>
      </button>
    </p>
  );
}
