import { useEffect, useRef } from 'react';
import { Modal } from '../../ui/modal/Modal';
import { nl } from '../../i18n/nl';
import type { LeaveReason } from './useLeaveGuard';

interface LeaveDialogProps {
  readonly reason: LeaveReason;
  readonly onStay: () => void;
  readonly onLeave: () => void;
}

/**
 * Asks whether to leave a chart whose changes could not be saved; Escape and closing mean staying, and "Blijven"
 * has the focus (after the dialog's own, as this effect runs after the Modal's).
 */
export function LeaveDialog({ reason, onStay, onLeave }: LeaveDialogProps) {
  const texts = nl.editor.leave;
  const stayRef = useRef<HTMLButtonElement>(null);
  useEffect(() => stayRef.current?.focus(), []);
  return (
    <Modal title={texts.title} onClose={onStay}>
      <p>{texts.reasons[reason]}</p>
      <div className="dialog-actions">
        <button ref={stayRef} type="button" className="button button--primary" onClick={onStay}>
          {texts.stay}
        </button>
        <button type="button" className="button" onClick={onLeave}>
          {texts.leave}
        </button>
      </div>
    </Modal>
  );
}
