import { useStore } from 'zustand';
import { nl } from '../../i18n/nl';
import { useAppServices } from '../../services/appServices';

/** Shows the flash message over the page; a click closes it (spec §2). */
export function FlashOverlay() {
  const { flash } = useAppServices();
  const message = useStore(flash, (state) => state.message);
  const hide = useStore(flash, (state) => state.hide);
  return (
    <div className="flash" role="status" aria-live="polite">
      {message && (
        <button
          key={message.id}
          type="button"
          className="flash__message"
          title={nl.shell.flashCloseHint}
          onClick={() => hide(message.id)}
        >
          {message.text}
        </button>
      )}
    </div>
  );
}
