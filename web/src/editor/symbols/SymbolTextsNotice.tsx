import { useEffect } from 'react';
import { symbolTextsNotice, useSymbolTexts } from './symbolTexts';

/** How long the notice stays (it is also read out once by screen readers). */
const noticeMs = 8000;

/** Says, after a save, which built-in symbol texts of the maker now apply (spec §7 `symbolsChanged`). */
export function SymbolTextsNotice() {
  const fresh = useSymbolTexts((state) => state.fresh);
  const dismiss = useSymbolTexts((state) => state.dismiss);
  useEffect(() => {
    if (fresh.length === 0) return undefined;
    const timer = setTimeout(dismiss, noticeMs);
    return () => clearTimeout(timer);
  }, [fresh, dismiss]);
  return (
    // The live region stays in the page (empty and unseen) so that its text is read out when it comes.
    <p className={fresh.length > 0 ? 'offline-notice' : 'visually-hidden'} role="status" aria-live="polite">
      {fresh.length > 0 ? symbolTextsNotice(fresh) : null}
    </p>
  );
}
