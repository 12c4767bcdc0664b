import type { ChartProperties } from '@steekwerk/model';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../services/appServices';
import { useChartsServices } from '../../charts/chartsServices';
import { clearEditorOf } from '../../charts/editorLink';
import { browsePath, chartPath, displayTitle } from '../../charts/listRules';
import { nl } from '../../i18n/nl';
import { failureText } from '../browse/FolderDialogs';
import { ChartScreen } from './ChartScreen';

/** `/nl/c/{chartId}/delete`: confirms moving the chart to the bin (spec §4); locked charts cannot be deleted. */
export function ChartDeletePage() {
  return <ChartScreen texts={nl.pages.chartDelete}>{(chart) => <DeleteForm chart={chart} />}</ChartScreen>;
}

function DeleteForm({ chart }: { chart: ChartProperties }) {
  const texts = nl.chartScreens.delete;
  const { api } = useChartsServices();
  const { flash } = useAppServices();
  const navigate = useNavigate();
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  if (!chart.ownedByUser) return <p>{nl.chartScreens.ownerOnly}</p>;
  if (chart.locked) return <p>{texts.locked}</p>;

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await api.delete([chart.chartId]);
      const refusal = answer.refused[0];
      if (refusal) {
        setError(nl.charts.refusals[refusal.reason]);
        setBusy(false);
        return;
      }
      clearEditorOf([chart.chartId]);
      flash.getState().show(nl.charts.movedToBin(1));
      navigate(browsePath(chart.folderId === '' ? 'all' : chart.folderId), { replace: true });
    } catch (caught) {
      setError(failureText(caught));
      setBusy(false);
    }
  };
  return (
    <div>
      <p>{texts.question(displayTitle(chart.title))}</p>
      <p className="chart-screen__note">{texts.hint}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {texts.submit}
        </button>
        <button type="button" className="button" onClick={() => navigate(chartPath(chart.chartId))}>
          {nl.charts.cancel}
        </button>
      </div>
    </div>
  );
}
