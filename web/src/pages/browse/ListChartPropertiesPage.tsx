import { useLocation, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../ui/pageTitle';
import { useAppServices } from '../../services/appServices';
import { useChartsServices } from '../../charts/chartsServices';
import { useSelectionLocationRule } from '../../charts/useSelectionLocationRule';
import { nl } from '../../i18n/nl';
import { ChartPropertiesForm } from '../chart/ChartPropertiesForm';
import { useChartProperties } from '../chart/useChartProperties';
import './charts.css';

/**
 * `/nl/browse/all/chart-properties/{id1,id2,…}` (spec §2): "Eigenschappen" from the list, of one chart or of the
 * selection (the properties they have in common). Select mode survives coming here; saving ends it and goes back
 * to the list.
 */
export function ListChartPropertiesPage() {
  const { chartId = '' } = useParams();
  const chartIds = chartId.split(',');
  const navigate = useNavigate();
  const location = useLocation();
  const { flash } = useAppServices();
  const { selection } = useChartsServices();
  const { load, reload } = useChartProperties(chartIds);
  useSelectionLocationRule();
  const texts = nl.pages.browseChartProperties;
  const owned = load.status === 'ready' ? load.charts.filter((chart) => chart.ownedByUser) : [];
  const heading = owned.length > 1 ? nl.chartScreens.selectionTitle(owned.length) : texts.heading;
  useDocumentTitle(heading);
  return (
    <article className="page chart-screen">
      <h1>{heading}</h1>
      {load.status === 'loading' && <p role="status">{nl.chartScreens.loading}</p>}
      {load.status === 'failed' && (
        <div role="alert">
          <p>{nl.chartScreens.loadFailed}</p>
          <button type="button" className="button" onClick={reload}>
            {nl.charts.retry}
          </button>
        </div>
      )}
      {load.status === 'ready' && owned.length === 0 && (
        <p role="alert">
          {load.refused[0] ? nl.charts.refusals[load.refused[0].reason] : nl.chartScreens.ownerOnly}
        </p>
      )}
      {owned.length > 0 && (
        <ChartPropertiesForm
          charts={owned}
          onSaved={({ refused }) => {
            flash
              .getState()
              .show(
                refused > 0
                  ? `${nl.chartScreens.saved} ${nl.chartScreens.selectionRefused(refused)}`
                  : nl.chartScreens.saved,
              );
            selection.getState().leave();
            // Back to the list it came from; opened directly, to the list of all charts.
            if (location.key === 'default') navigate('/nl/browse');
            else navigate(-1);
          }}
        />
      )}
    </article>
  );
}
