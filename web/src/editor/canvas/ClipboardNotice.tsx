import { useEffect, useState } from 'react';
import { nl } from '../../i18n/nl';
import type { ClipboardNotice as Notice } from '../clipboard/ClipboardSession';
import type { Editor } from '../Editor';

const texts = nl.editor.editActions;

/** How long a notice stays. */
export const noticeMs = 5000;

function noticeText(notice: Notice): string {
  return notice.kind === 'paletteFull'
    ? texts.notices.paletteFull(notice.missing)
    : texts.notices[notice.kind];
}

/**
 * What the clipboard last did (copied, cut, nothing to paste, the palette full), told over the top of the grid for
 * five seconds (or until clicked) so the toolbar and the grid never move; the live region stays for screen readers.
 */
export function ClipboardNotice({ editor }: { editor: Editor }) {
  const [text, setText] = useState('');
  useEffect(() => {
    let timer: unknown;
    const clipboard = editor.sessions.clipboard;
    let shown = clipboard.notice;
    const stop = clipboard.subscribe(() => {
      const notice = clipboard.notice;
      if (notice === shown) return;
      shown = notice;
      editor.clock.clearTimeout(timer);
      setText(notice ? noticeText(notice) : '');
      if (notice) timer = editor.clock.setTimeout(() => setText(''), noticeMs);
    });
    return () => {
      stop();
      editor.clock.clearTimeout(timer);
    };
  }, [editor]);
  return (
    <div className="grid-viewport__notice" role="status" aria-label={texts.noticeLabel}>
      {text && (
        <button type="button" className="grid-viewport__notice-text" onClick={() => setText('')}>
          {text}
        </button>
      )}
    </div>
  );
}
