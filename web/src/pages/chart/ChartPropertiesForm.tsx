import {
  chartTextLimits,
  craftLabels,
  gridCrafts,
  isCraft,
  typesForCraft,
  type ChartProperties,
  type ChartPropertyChanges,
  type ChartType,
  type GridCraft,
} from '@steekwerk/model';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { useChartsServices } from '../../charts/chartsServices';
import { nl } from '../../i18n/nl';
import { failureText } from '../browse/FolderDialogs';
import { commonValue, propertyChanges, type PropertyDraft } from './propertyRules';

/** The value of a select's "keep as it is" option (several charts differ). */
const keep = '__keep__';

interface ChartPropertiesFormProps {
  /** The charts to change (the owner's); one chart shows title and notes too. */
  readonly charts: readonly ChartProperties[];
  readonly onSaved: (result: { changed: readonly string[]; refused: number }) => void;
}

/**
 * Chart properties (spec §3 chart settings): title, folder, craft and type, notes and the lock — of one chart, or
 * the properties several charts have in common. A locked chart shows them read only but can be unlocked (spec §6).
 * Only what the user changed is sent; changing it makes no new revision.
 */
export function ChartPropertiesForm({ charts, onSaved }: ChartPropertiesFormProps) {
  const texts = nl.chartScreens;
  const id = useId();
  const { api, folders } = useChartsServices();
  const userFolders = useStore(folders, (state) => state.folders);
  const single = charts.length === 1 ? charts[0] : undefined;
  const initial: PropertyDraft = {
    title: commonValue(charts, (chart) => chart.title),
    notes: commonValue(charts, (chart) => chart.notes),
    folderId: commonValue(charts, (chart) => chart.folderId),
    craft: commonValue(charts, (chart) => chart.craft),
    type: commonValue(charts, (chart) => chart.type),
    locked: commonValue(charts, (chart) => chart.locked),
  };
  const [draft, setDraft] = useState<PropertyDraft>(initial);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const locked = single !== undefined && single.locked;
  const craft = draft.craft !== undefined && isCraft(draft.craft) ? (draft.craft as GridCraft) : undefined;

  useEffect(() => {
    if (folders.getState().status === 'idle')
      void folders
        .getState()
        .load()
        .catch(() => undefined);
  }, [folders]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes: ChartPropertyChanges = propertyChanges(initial, draft);
    if (Object.keys(changes).length === 0) {
      onSaved({ changed: [], refused: 0 });
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api.saveProperties(
        charts.map((chart) => chart.chartId),
        changes,
      );
      onSaved({ changed: answer.changed, refused: answer.refused.length });
    } catch (caught) {
      setError(failureText(caught));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: string) => `${id}-${name}`;
  const keepOption = (value: unknown) =>
    value === undefined ? <option value={keep}>{`${texts.mixed} ${texts.keep}`}</option> : null;
  const chosen = (value: string) => (value === keep ? undefined : value);

  return (
    <form
      className="chart-screen__form"
      aria-label={nl.pages.chartSettings.title}
      onSubmit={(e) => void submit(e)}
    >
      {locked && <p className="chart-screen__note">{texts.lockedHint}</p>}
      <fieldset disabled={locked || busy}>
        {single && (
          <div className="field">
            <label htmlFor={field('title')}>{texts.title}</label>
            <input
              id={field('title')}
              value={draft.title ?? ''}
              maxLength={chartTextLimits.title}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            />
          </div>
        )}
        <div className="field">
          <label htmlFor={field('folder')}>{texts.folder}</label>
          <select
            id={field('folder')}
            value={draft.folderId ?? keep}
            onChange={(event) => setDraft({ ...draft, folderId: chosen(event.target.value) })}
          >
            {keepOption(initial.folderId)}
            <option value="">{nl.charts.noFolder}</option>
            {userFolders.map((folder) => (
              <option key={folder.folderId} value={folder.folderId}>
                {folder.title}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={field('craft')}>{texts.craft}</label>
          <select
            id={field('craft')}
            value={draft.craft ?? keep}
            onChange={(event) => {
              const next = chosen(event.target.value) as GridCraft | undefined;
              if (next === undefined) {
                setDraft({ ...draft, craft: undefined, type: undefined });
                return;
              }
              const types = typesForCraft(next);
              const type = draft.type && types.includes(draft.type as ChartType) ? draft.type : types[0];
              setDraft({ ...draft, craft: next, type });
            }}
          >
            {keepOption(initial.craft)}
            {gridCrafts.map((candidate) => (
              <option key={candidate} value={candidate}>
                {craftLabels[candidate]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={field('type')}>{texts.type}</label>
          <select
            id={field('type')}
            value={draft.type ?? keep}
            disabled={craft === undefined}
            onChange={(event) => setDraft({ ...draft, type: chosen(event.target.value) })}
          >
            {keepOption(draft.type)}
            {(craft ? typesForCraft(craft) : []).map((type) => (
              <option key={type} value={type}>
                {nl.editor.chartTypes[type]}
              </option>
            ))}
          </select>
        </div>
        {single && (
          <div className="field">
            <label htmlFor={field('notes')}>{texts.notes}</label>
            <textarea
              id={field('notes')}
              rows={5}
              value={draft.notes ?? ''}
              maxLength={chartTextLimits.notes}
              onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
            />
          </div>
        )}
      </fieldset>
      {single ? (
        <label className="chart-screen__check">
          <input
            type="checkbox"
            checked={draft.locked === true}
            disabled={busy}
            onChange={(event) => setDraft({ ...draft, locked: event.target.checked })}
          />
          {texts.locked}
        </label>
      ) : (
        <div className="field">
          <label htmlFor={field('locked')}>{texts.locked}</label>
          <select
            id={field('locked')}
            value={draft.locked === undefined ? '' : draft.locked ? 'yes' : 'no'}
            onChange={(event) =>
              setDraft({
                ...draft,
                locked: event.target.value === '' ? undefined : event.target.value === 'yes',
              })
            }
          >
            <option value="">{texts.keep}</option>
            <option value="yes">{nl.charts.lockedChart}</option>
            <option value="no">{nl.charts.unlockedChart}</option>
          </select>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {texts.save}
      </button>
    </form>
  );
}
