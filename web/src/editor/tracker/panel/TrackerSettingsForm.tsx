/**
 * The tracker's display settings (spec §3: drawTodo, drawDone, fadeGridCells, fadeRows, styleLabel,
 * progressTrackerAutoScroll), changed where they show. They are the user's account settings: the page hands in
 * how to change them (the account store saves them after its short pause); without it nothing is offered.
 */
import { useContext, useId } from 'react';
import { nl } from '../../../i18n/nl';
import type { Editor, TrackerSettings } from '../../Editor';
import { UserSettingsChangeContext } from '../../ui/UserSettingsContext';
import { SymbolViewToggle } from '../../ui/SymbolViewToggle';

/** How the page changes the user's settings; undefined where there is no account (a bench page). */
export const TrackerSettingsContext = UserSettingsChangeContext;

const texts = nl.editor.tracker.settings;

/** The settings in the order the form shows them. */
const shown = [
  'drawTodo',
  'drawDone',
  'fadeGridCells',
  'fadeRows',
  'styleLabel',
  'progressTrackerAutoScroll',
] as const satisfies ReadonlyArray<keyof TrackerSettings>;

/** "Weergave": a choice per setting, folded away at first. */
export function TrackerSettingsForm({ editor }: { readonly editor: Editor }) {
  const change = useContext(TrackerSettingsContext);
  const id = useId();
  if (change === undefined) return null;
  return (
    <details className="tracker-panel__settings">
      <summary>{texts.heading}</summary>
      {shown.map((name) => {
        const setting = texts[name];
        return (
          <div className="tracker-panel__setting" key={name}>
            <label htmlFor={`${id}-${name}`}>{setting.label}</label>
            <select
              id={`${id}-${name}`}
              value={editor.settings[name]}
              onChange={(event) => change({ [name]: event.target.value } as Partial<TrackerSettings>)}
            >
              {Object.entries(setting.options).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <SymbolViewToggle />
    </details>
  );
}
