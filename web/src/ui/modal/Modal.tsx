import {
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { nl } from '../../i18n/nl';
import { useAppServices } from '../../services/appServices';
import { outsidePressCloses } from './outsidePress';

interface ModalProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** The width of the page's vertical scrollbar (0 where the layout is unknown, as in tests). */
function scrollbarWidth(): number {
  const { clientWidth } = document.documentElement;
  return clientWidth > 0 ? Math.max(0, window.innerWidth - clientWidth) : 0;
}

/**
 * A modal dialog. It closes with Escape, its close button, or a press outside it, except near the window's
 * edges and during a short grace period after opening (see {@link outsidePressCloses}). Focus moves into the
 * dialog (or stays on the field inside that took it, e.g. with `autoFocus`) and back where it was on closing.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const { timers } = useAppServices();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const openedAt = useRef(timers.now());
  // Read while rendering: by the time effects run, a field inside (`autoFocus`) may have taken focus already.
  const [previous] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : undefined,
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
    return () => previous?.focus();
  }, [previous]);

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const closes = outsidePressCloses({
      x: event.clientX,
      y: event.clientY,
      viewportWidth: window.innerWidth,
      viewportHeight: window.innerHeight,
      scrollbarWidth: scrollbarWidth(),
      openedAt: openedAt.current,
      now: timers.now(),
    });
    if (closes) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <div className="modal-backdrop" onMouseDown={onBackdropMouseDown}>
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal__close" aria-label={nl.shell.modalClose} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
