import {
  chartTextLimits,
  craftLabels,
  gridCrafts,
  typesForCraft,
  type ChartType,
  type GridCraft,
} from '@steekwerk/model';
import { useId } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { nl } from '../../i18n/nl';
import { updateChartSettings, type ChartSettingsChange } from '../document/commands/settingsCommands';
import { changeCraft } from '../document/commands/craftCommands';
import { useEditorStore } from '../editorStore';
import { useEditor } from '../ui/EditorContext';

/** The way from the panel to the chart-properties screen (kept here: only this panel says it). */
const allDetails = 'Alle chartgegevens';

/**
 * Title, notes, craft and type, and the lock. A locked chart shows its details read only but can be unlocked. In
 * the editor it leads on to the chart-properties screen (size, sharing); that screen shows it without the link.
 */
export function ChartDetailsPanel({ propertiesLink = true }: { readonly propertiesLink?: boolean }) {
  const editor = useEditor();
  const routed = useInRouterContext();
  const texts = nl.editor.details;
  const id = useId();
  const settings = useEditorStore((state) => state.settings);
  const canEdit = useEditorStore((state) => state.canEdit);
  if (!settings) return null;
  const craft = settings.craft as GridCraft;
  const freeform = !(gridCrafts as readonly string[]).includes(settings.craft);
  const access = editor.access;
  // The lock itself stays changeable on a locked chart (as long as the session may write).
  const canToggleLock = access.hasWriteAccess && access.hasWriteLock && access.revisionNumber <= 0;
  const change = (values: ChartSettingsChange) => editor.run(updateChartSettings, values);

  return (
    <section className="editor-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.heading}</h2>
      <fieldset disabled={!canEdit}>
        <label>
          {texts.title}
          <input
            value={settings.title}
            maxLength={chartTextLimits.title}
            onChange={(event) => change({ title: event.target.value })}
          />
        </label>
        <label>
          {texts.notes}
          <textarea
            rows={4}
            value={settings.notes}
            maxLength={chartTextLimits.notes}
            onChange={(event) => change({ notes: event.target.value })}
          />
        </label>
        {freeform ? (
          // A freeform chart stays freeform: its symbols have no grid to go to (docs/decisions/freeform.md).
          <p>
            {texts.craft}: {nl.chartCreate.freeformCrochet}
          </p>
        ) : (
          <>
            <label>
              {texts.craft}
              <select
                value={craft}
                onChange={(event) => {
                  const next = event.target.value as GridCraft;
                  const types = typesForCraft(next);
                  editor.run(changeCraft, {
                    craft: next,
                    type: types.includes(settings.type) ? settings.type : (types[0] ?? 'other'),
                  });
                }}
              >
                {gridCrafts.map((candidate) => (
                  <option key={candidate} value={candidate}>
                    {craftLabels[candidate]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {texts.type}
              <select
                value={settings.type}
                onChange={(event) => change({ type: event.target.value as ChartType })}
              >
                {typesForCraft(craft).map((type) => (
                  <option key={type} value={type}>
                    {nl.editor.chartTypes[type]}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
      </fieldset>
      <label className="editor-panel__check">
        <input
          type="checkbox"
          checked={settings.locked}
          disabled={!canToggleLock}
          onChange={(event) => editor.setLocked(event.target.checked)}
        />
        {texts.locked}
      </label>
      {editor.freeform && <editor.freeform.ChartPanel editor={editor} />}
      {propertiesLink && routed && (
        <Link className="editor-button" to="chart-properties" relative="path">
          {allDetails}
        </Link>
      )}
    </section>
  );
}
