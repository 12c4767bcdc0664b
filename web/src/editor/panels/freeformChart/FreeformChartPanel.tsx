import { tierLimits } from '@steekwerk/model';
import { useEffect, useId, useRef, useState } from 'react';
import { freeformChartTexts } from '../../../i18n/nlFreeformChart';
import type { Editor } from '../../Editor';
import { useEditorStore } from '../../editorStore';
import { GuideNumberField } from '../../roundGuideView/GuideNumberField';
import { changeFreeformBackground, changeFreeformSize } from './freeformChartChanges';
import './freeformChart.css';

const texts = freeformChartTexts;

/**
 * A freeform chart's size in units and its background colour, in the "Chart" tab (issue 29, spec §3). A number
 * commits on Enter or when the field is left, the colour when the picker closes: each change one undo step.
 */
export function FreeformChartPanel({ editor }: { readonly editor: Editor }) {
  // Read again with every change of the document (undo, another tab's change).
  useEditorStore((state) => state.documentVersion);
  const canEdit = useEditorStore((state) => state.canEdit);
  const id = useId();
  const [message, setMessage] = useState('');
  if (!editor.document.isFreeform) return null;
  const { size, backgroundColor } = editor.document.meta.freeform;
  const largest = tierLimits(editor.premium).maxFreeformSize;
  // The size as it is now: one field may commit before the panel has drawn the other's change.
  const current = () => editor.document.meta.freeform.size;
  const resize = (width: number, height: number): boolean => {
    const outcome = changeFreeformSize(editor, width, height);
    if (outcome.kind === 'invalid') setMessage(texts.invalid);
    else if (outcome.kind === 'tooSmall') setMessage(texts.tooSmall(outcome.extent, outcome.least));
    else setMessage('');
    return outcome.kind === 'done';
  };
  return (
    <section className="editor-panel freeform-chart-panel" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{texts.heading}</h3>
      <div className="freeform-chart-panel__fields">
        <GuideNumberField
          label={texts.width}
          value={size.width}
          disabled={!canEdit}
          onCommit={(width) => resize(width, current().height)}
        />
        <GuideNumberField
          label={texts.height}
          value={size.height}
          disabled={!canEdit}
          onCommit={(height) => resize(current().width, height)}
        />
      </div>
      <p className="freeform-chart-panel__hint">{texts.limits(largest)}</p>
      <BackgroundField
        value={backgroundColor}
        disabled={!canEdit}
        onCommit={(colour) => {
          changeFreeformBackground(editor, colour);
          setMessage('');
        }}
      />
      <p role="status">{message}</p>
    </section>
  );
}

/** The background colour: shown while picked, committed (one step) by the input's change, when the picker closes. */
function BackgroundField({
  value,
  disabled,
  onCommit,
}: {
  value: string;
  disabled: boolean;
  onCommit: (colour: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  }, [onCommit]);
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    // React's onChange follows every move in the picker; the native change comes once, when it closes.
    const onChange = () => commit.current(element.value);
    element.addEventListener('change', onChange);
    return () => element.removeEventListener('change', onChange);
  }, []);
  return (
    <label className="freeform-chart-panel__colour">
      {texts.background}
      <input
        ref={input}
        type="color"
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
      />
    </label>
  );
}
