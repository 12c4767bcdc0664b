import type { ChartProperties } from '@steekwerk/model';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../ui/pageTitle';
import { useOpenChartCrumb } from '../../app/shell/openChartCrumb';
import { chartPath, displayTitle } from '../../charts/listRules';
import { nl, type PageTexts } from '../../i18n/nl';
import { useChartProperties } from './useChartProperties';
import '../browse/charts.css';

interface ChartScreenProps {
  readonly texts: PageTexts;
  /** The screen itself, once the chart's properties are there. */
  readonly children: (chart: ChartProperties, reload: () => void) => ReactNode;
}

/**
 * The frame of a chart sub-screen (`/nl/c/{chartId}/settings`, `/share`, `/clone`, `/delete`): the heading, the
 * chart's properties loaded, the refusal in Dutch when the user may not see it, and the way back to the chart.
 */
export function ChartScreen({ texts, children }: ChartScreenProps) {
  const { chartId = '' } = useParams();
  const { load, reload } = useChartProperties([chartId]);
  useDocumentTitle(texts.title);
  const chart = load.status === 'ready' ? load.charts[0] : undefined;
  const refusal = load.status === 'ready' ? load.refused[0]?.reason : undefined;
  const tell = useOpenChartCrumb((state) => state.tell);
  useEffect(() => {
    // The breadcrumbs name the chart (and leave out "Mijn charts" when it is someone else's).
    if (chart) tell({ chartId: chart.chartId, title: displayTitle(chart.title), own: chart.ownedByUser });
  }, [chart, tell]);
  return (
    <article className="page chart-screen">
      <h1>{texts.heading}</h1>
      {load.status === 'loading' && <p role="status">{nl.chartScreens.loading}</p>}
      {load.status === 'failed' && (
        <div role="alert">
          <p>{nl.chartScreens.loadFailed}</p>
          <button type="button" className="button" onClick={reload}>
            {nl.charts.retry}
          </button>
        </div>
      )}
      {refusal && <p role="alert">{nl.charts.refusals[refusal]}</p>}
      {chart && children(chart, reload)}
      <p className="chart-screen__links">
        {chart && <Link to={chartPath(chart.chartId)}>{nl.chartScreens.back}</Link>}
        {chart && ' · '}
        <Link to="/nl/browse">{nl.chartScreens.toList}</Link>
      </p>
    </article>
  );
}
