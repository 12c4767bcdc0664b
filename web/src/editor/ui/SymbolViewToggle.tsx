import { useId } from 'react';
import { nl } from '../../i18n/nl';
import { useSymbolView } from './symbolView';

/** The "symbolen in plaats van kleuren" switch (this device only), in the display panel and the tracker. */
export function SymbolViewToggle() {
  const texts = nl.editor.symbolView;
  const id = useId();
  const symbolView = useSymbolView((state) => state.symbolView);
  const setSymbolView = useSymbolView((state) => state.setSymbolView);
  return (
    <div className="symbol-view">
      <label className="editor-panel__check">
        <input
          type="checkbox"
          checked={symbolView}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setSymbolView(event.target.checked)}
        />
        {texts.label}
      </label>
      <p id={`${id}-hint`} className="palette-panel__hint">
        {texts.hint}
      </p>
    </div>
  );
}
