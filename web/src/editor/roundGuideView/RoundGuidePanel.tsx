import { roundCounts, type RoundGuide } from '@steekwerk/model';
import { useId, useState } from 'react';
import { roundGuideTexts } from '../../i18n/nlRoundGuide';
import { chosenGuideOf, roundGuidesOf } from '../document/freeform/chosenGuide';
import type { Editor } from '../Editor';
import { useEditorStore } from '../editorStore';
import { addGuide, changeGuide, moveGuideCentre, removeGuide, spreadEvenly } from './guideActions';
import { GuideNumberField } from './GuideNumberField';
import { GuidePicker } from './GuidePicker';
import { useEditorRefresh } from './useEditorRefresh';
import { useGuideChoice } from './useGuideChoice';
import './roundGuide.css';

const texts = roundGuideTexts;
const numberFields = ['radius', 'spacing', 'rounds', 'wedges', 'startAngle'] as const;

/**
 * The "Toerengids" panel of a freeform chart (issue 29), folded at the top right of the chart's view: pick the guide
 * to work on ("Motief 1", "Motief 2"), add one on the selected layer, change its centre, numbers and symmetry,
 * remove it, see each round's stitch count, and spread N stitches of the selected style evenly around one round.
 * Each change is one undo step.
 */
export function RoundGuidePanel({ editor }: { editor: Editor }) {
  useEditorRefresh(editor, false);
  useGuideChoice(editor);
  const canEdit = useEditorStore((state) => state.canEdit);
  const guide = chosenGuideOf(editor.document);
  return (
    <details className="round-guide-panel">
      <summary>{texts.panel}</summary>
      {guide ? (
        <>
          <GuidePicker editor={editor} chosen={guide} disabled={!canEdit} />
          <GuideSettings key={guide.guideId} editor={editor} guide={guide} disabled={!canEdit} />
        </>
      ) : (
        <>
          <p>{texts.noGuide}</p>
          <button
            type="button"
            className="editor-button"
            disabled={!canEdit}
            onClick={() => addGuide(editor)}
          >
            {texts.add}
          </button>
        </>
      )}
    </details>
  );
}

function GuideSettings({
  editor,
  guide,
  disabled,
}: {
  editor: Editor;
  guide: RoundGuide;
  disabled: boolean;
}) {
  const { document } = editor;
  const counts = roundCounts(guide, document.freeformSymbols, document.palette.styles);
  // The guide as it is now: a field may commit before the panel has drawn the other field's change.
  const latest = () => roundGuidesOf(document).find((each) => each.guideId === guide.guideId) ?? guide;
  return (
    <>
      <div className="round-guide-panel__fields">
        <GuideNumberField
          label={texts.centreX}
          value={guide.centerX}
          disabled={disabled}
          onCommit={(value) => moveGuideCentre(editor, guide.guideId, value, latest().centerY)}
        />
        <GuideNumberField
          label={texts.centreY}
          value={guide.centerY}
          disabled={disabled}
          onCommit={(value) => moveGuideCentre(editor, guide.guideId, latest().centerX, value)}
        />
        {numberFields.map((field) => (
          <GuideNumberField
            key={field}
            label={texts.fields[field]}
            value={guide[field]}
            disabled={disabled}
            step={field === 'startAngle' ? 15 : 1}
            onCommit={(value) => changeGuide(editor, guide.guideId, { [field]: value })}
          />
        ))}
      </div>
      <label className="round-guide-panel__row round-guide-panel__check">
        <input
          type="checkbox"
          checked={guide.symmetry}
          disabled={disabled}
          onChange={(event) => changeGuide(editor, guide.guideId, { symmetry: event.target.checked })}
        />
        {texts.symmetry}
      </label>
      <ul className="round-guide-panel__counts" aria-label={texts.panel}>
        {counts.rounds.map((round) => (
          <li key={round.round}>{texts.roundCount(round.round, round.stitches)}</li>
        ))}
        {counts.outside > 0 && <li>{texts.outside(counts.outside)}</li>}
      </ul>
      <SpreadEvenly editor={editor} rounds={counts.rounds.length} disabled={disabled} />
      <button
        type="button"
        className="editor-button"
        disabled={disabled}
        onClick={() => removeGuide(editor, guide.guideId)}
      >
        {texts.remove}
      </button>
    </>
  );
}

function SpreadEvenly({ editor, rounds, disabled }: { editor: Editor; rounds: number; disabled: boolean }) {
  const countId = useId();
  const roundId = useId();
  const [count, setCount] = useState('12');
  const [round, setRound] = useState('1');
  const [refused, setRefused] = useState(false);
  const spread = () => setRefused(!spreadEvenly(editor, Number(round), Number(count)));
  return (
    <fieldset className="round-guide-panel__row">
      <legend>{texts.spread.heading}</legend>
      <label htmlFor={countId}>{texts.spread.count}</label>
      <input
        id={countId}
        type="number"
        min={1}
        value={count}
        disabled={disabled}
        onChange={(event) => setCount(event.target.value)}
        onKeyDown={(event) => event.stopPropagation()}
      />
      <label htmlFor={roundId}>{texts.spread.round}</label>
      <input
        id={roundId}
        type="number"
        min={1}
        max={rounds}
        value={round}
        disabled={disabled}
        onChange={(event) => setRound(event.target.value)}
        onKeyDown={(event) => event.stopPropagation()}
      />
      <button type="button" className="editor-button" disabled={disabled} onClick={spread}>
        {texts.spread.button}
      </button>
      {refused && <p role="status">{texts.spread.refused}</p>}
    </fieldset>
  );
}
