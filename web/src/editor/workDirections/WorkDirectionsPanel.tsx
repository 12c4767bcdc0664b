/**
 * "Werkrichting" (issue 27): the chart's work directions — the order of the lines (`direction1`: rows, columns or
 * diagonals), the way of the first line (`direction2`, alternating variants turning after a run of lines), the run
 * length — and the main-colour column. Each change is one undoable command saved with the chart; the tracker and
 * the written text follow at once. Quick choices ("In de rondte", "Heen en weer") start from the maker's side
 * (the user setting `handedness`). A small preview numbers the stitches of a 6 × 4 piece in work order.
 */
import {
  alongDirections,
  directionRunLengthOf,
  lineSequences,
  maxDirectionRunLength,
  type AlongDirection,
  type GridSettings,
  type LineSequence,
} from '@steekwerk/model';
import { useId } from 'react';
import { nl } from '../../i18n/nl';
import { updateGridSettings } from '../document/commands/settingsCommands';
import { useEditorStore } from '../editorStore';
import { useEditor } from '../ui/EditorContext';
import { backAndForth, inTheRound, previewSteps, type DirectionsChange } from './workDirectionsRules';
import './workDirections.css';

const mainColorColumns: readonly GridSettings['mainColorColumn'][] = ['unused', 'left', 'both', 'right'];

export function WorkDirectionsPanel() {
  const editor = useEditor();
  const texts = nl.workOrder.directions;
  const id = useId();
  const grid = useEditorStore((state) => state.gridSettings);
  const settings = useEditorStore((state) => state.settings);
  const canEdit = useEditorStore((state) => state.canEdit);
  if (!grid || !settings) return null;
  const handedness = editor.settings.handedness;
  const alternating = grid.direction2.endsWith('Alternating');
  const runLength = directionRunLengthOf(grid);
  const change = (values: DirectionsChange | Partial<GridSettings>) => editor.run(updateGridSettings, values);
  const steps = previewSteps(settings.type, grid);

  return (
    <section className="editor-panel work-directions" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.heading}</h2>
      <p className="work-directions__intro">{texts.intro}</p>
      <fieldset disabled={!canEdit}>
        <div className="work-directions__quick" role="group" aria-label={texts.quick}>
          <button type="button" className="editor-button" onClick={() => change(inTheRound(handedness))}>
            {texts.inTheRound}
          </button>
          <button type="button" className="editor-button" onClick={() => change(backAndForth(handedness))}>
            {texts.backAndForth}
          </button>
        </div>
        {handedness === 'left' && <p className="work-directions__note">{texts.leftHandedNote}</p>}
        <label>
          {texts.direction1}
          <select
            value={grid.direction1}
            onChange={(event) => change({ direction1: event.currentTarget.value as LineSequence })}
          >
            {lineSequences.map((value) => (
              <option key={value} value={value}>
                {texts.direction1s[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {texts.direction2}
          <select
            value={grid.direction2}
            onChange={(event) => change({ direction2: event.currentTarget.value as AlongDirection })}
          >
            {alongDirections.map((value) => (
              <option key={value} value={value}>
                {texts.direction2s[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {texts.runLength}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={maxDirectionRunLength}
            disabled={!alternating}
            value={runLength}
            aria-describedby={`${id}-run`}
            onChange={(event) => {
              const value = Math.round(Number(event.currentTarget.value));
              if (Number.isFinite(value) && value >= 1 && value <= maxDirectionRunLength)
                change({ directionRunLength: value });
            }}
          />
        </label>
        <p id={`${id}-run`} className="work-directions__note">
          {texts.runLengthHint}
        </p>
        <label>
          {texts.mainColorColumn}
          <select
            value={grid.mainColorColumn}
            aria-describedby={`${id}-main`}
            onChange={(event) =>
              change({ mainColorColumn: event.currentTarget.value as GridSettings['mainColorColumn'] })
            }
          >
            {mainColorColumns.map((value) => (
              <option key={value} value={value}>
                {texts.mainColorColumns[value]}
              </option>
            ))}
          </select>
        </label>
        <p id={`${id}-main`} className="work-directions__note">
          {texts.mainColorColumnHint}
        </p>
      </fieldset>
      <table className="work-directions__preview" aria-label={texts.preview}>
        <caption>{texts.preview}</caption>
        <tbody>
          {steps.map((row, y) => (
            <tr key={y}>
              {row.map((step, x) => (
                <td key={x} aria-label={texts.previewCell(step)} data-first={step === 1 || undefined}>
                  {step}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
