import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useCurrentPageChrome } from '../../app/shell/pageChrome';
import { nl } from '../../i18n/nl';
import './editorScreen.css';

interface EditorScreenOverlayProps {
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * An editor sub-screen (`/nl/c/{chartId}/download`, `/settings`, …) shown over the editor, which stays open
 * beneath it with its chart and undo history. Focus moves in; Escape and the back button return to the chart.
 */
export function EditorScreenOverlay({ onClose, children }: EditorScreenOverlayProps) {
  const ref = useRef<HTMLDivElement>(null);
  const crumbs = useCurrentPageChrome().breadcrumbs ?? [];
  const title = crumbs[crumbs.length - 1]?.label ?? nl.editor.screen.label;
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    ref.current?.focus();
    return () => previous?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };
  return (
    <div
      ref={ref}
      className="editor-screen"
      role="dialog"
      aria-modal="true"
      aria-label={title}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <button type="button" className="button editor-screen__back" onClick={onClose}>
        {nl.editor.screen.back}
      </button>
      {children}
    </div>
  );
}
