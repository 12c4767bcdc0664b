import type { RoundGuide } from '@steekwerk/model';
import { useId } from 'react';
import { roundGuideTexts } from '../../i18n/nlRoundGuide';
import type { Editor } from '../Editor';
import { roundGuidesOf } from '../document/freeform/chosenGuide';
import { addGuide, pickGuide } from './guideActions';

const texts = roundGuideTexts;

/** The name of the n-th guide in the list: "Motief 2", with its layer's title when the chart has several layers. */
function motifName(editor: Editor, guide: RoundGuide, index: number): string {
  const { items } = editor.document.meta.layers;
  if (items.length < 2) return texts.motif(index + 1);
  const layer = items.find((item) => item.layerId === guide.layerId);
  return texts.motifOnLayer(index + 1, layer?.title ?? '');
}

/**
 * Which guide the panel works on, when a chart has guides: a list of "Motief 1", "Motief 2", … (the order of the
 * written rounds), and a button that adds another guide on the selected layer (and picks it).
 */
export function GuidePicker({
  editor,
  chosen,
  disabled,
}: {
  editor: Editor;
  chosen: RoundGuide;
  disabled: boolean;
}) {
  const id = useId();
  const guides = roundGuidesOf(editor.document);
  return (
    <div className="round-guide-panel__picker">
      <label htmlFor={id}>{texts.picker}</label>
      <select
        id={id}
        value={chosen.guideId}
        onChange={(event) => pickGuide(editor, Number(event.target.value))}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {guides.map((guide, index) => (
          <option key={guide.guideId} value={guide.guideId}>
            {motifName(editor, guide, index)}
          </option>
        ))}
      </select>
      <button type="button" className="editor-button" disabled={disabled} onClick={() => addGuide(editor)}>
        {texts.add}
      </button>
    </div>
  );
}
