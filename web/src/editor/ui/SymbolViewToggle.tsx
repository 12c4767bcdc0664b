import { useId } from 'react';
import { useSymbolView } from './symbolView';

/** Its texts live here, with the editor, not in the app's first chunk. */
const texts = {
  label: 'Symbolen in plaats van kleuren',
  hint: 'Voor als kleuren moeilijk uit elkaar te houden zijn. Alleen op dit apparaat; de chart verandert niet.',
};

/** The "symbolen in plaats van kleuren" switch (this device only), in the display panel and the tracker. */
export function SymbolViewToggle() {
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
