import { copyTitle, tierLimits, type ChartProperties } from '@steekwerk/model';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { useViewer } from '../../account/useAccount';
import { useChartsServices } from '../../charts/chartsServices';
import { chartPath } from '../../charts/listRules';
import { nl } from '../../i18n/nl';
import { failureText } from '../browse/FolderDialogs';
import { ChartScreen } from './ChartScreen';

/**
 * `/nl/c/{chartId}/clone` ("Maak een kopie"): a new chart of the user with the same cells, for the owner and, when
 * the chart allows copies, for everyone who may see it. A copy beyond the user's tier leads to the upsell.
 */
export function ChartClonePage() {
  return <ChartScreen texts={nl.pages.chartClone}>{(chart) => <CloneForm chart={chart} />}</ChartScreen>;
}

function CloneForm({ chart }: { chart: ChartProperties }) {
  const texts = nl.chartScreens.clone;
  const id = useId();
  const navigate = useNavigate();
  const { premium } = useViewer();
  const { api, folders } = useChartsServices();
  const userFolders = useStore(folders, (state) => state.folders);
  const [title, setTitle] = useState(() => copyTitle(chart.title));
  const [folderId, setFolderId] = useState(chart.ownedByUser ? chart.folderId : '');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (folders.getState().status === 'idle')
      void folders
        .getState()
        .load()
        .catch(() => undefined);
  }, [folders]);

  if (!chart.ownedByUser && !chart.allowClone) return <p>{texts.notAllowed}</p>;
  if (Math.max(chart.columnCount, chart.rowCount) > tierLimits(premium).maxGridSize) {
    return (
      <p>
        {texts.tooLarge}{' '}
        <Link to={`/nl/c/${encodeURIComponent(chart.chartId)}/premium/order?s=34`}>
          {nl.chartCreate.premiumLink}
        </Link>
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api.clone(chart.chartId, {
        title,
        folderId: folderId === 'deleted' ? '' : folderId,
      });
      if (answer.status !== 'ok') {
        setError(nl.charts.refusals[answer.reason]);
        setBusy(false);
        return;
      }
      navigate(chartPath(answer.chartId));
    } catch (caught) {
      setError(failureText(caught));
      setBusy(false);
    }
  };
  return (
    <form aria-label={nl.pages.chartClone.title} onSubmit={(event) => void submit(event)}>
      <p>{texts.intro}</p>
      <div className="field">
        <label htmlFor={`${id}-title`}>{texts.title}</label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-folder`}>{nl.chartScreens.folder}</label>
        <select id={`${id}-folder`} value={folderId} onChange={(event) => setFolderId(event.target.value)}>
          <option value="">{nl.charts.noFolder}</option>
          {userFolders.map((folder) => (
            <option key={folder.folderId} value={folder.folderId}>
              {folder.title}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {texts.submit}
      </button>
    </form>
  );
}
