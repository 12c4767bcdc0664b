import type { ChartFailureReason, ChartRefusal } from '@steekwerk/model';
import type { EntityManager } from 'typeorm';
import { decideChartAccess, type Viewer } from '../chart-access';
import type { ChartRepository, ChartRow } from '../charts.repository';

/**
 * Splits charts for a change only their owner may make, rows locked for the transaction: the ids the viewer
 * owns and `refusal` lets through, and the others with why (unknown, no access, not the owner, or `refusal`'s
 * reason).
 */
export async function ownedCharts(
  charts: ChartRepository,
  manager: EntityManager,
  chartIds: readonly string[],
  viewer: Viewer,
  refusal: (chart: ChartRow) => ChartFailureReason | undefined,
): Promise<{ accepted: string[]; refused: ChartRefusal[] }> {
  const rows = new Map((await charts.findCharts(chartIds, manager, true)).map((row) => [row.id, row]));
  const accepted: string[] = [];
  const refused: ChartRefusal[] = [];
  for (const chartId of chartIds) {
    const chart = rows.get(chartId);
    const access = decideChartAccess(chart, viewer);
    const reason = !chart
      ? 'notFound'
      : !access.ok
        ? access.reason
        : !access.isOwner
          ? 'accessDenied'
          : refusal(chart);
    if (reason) refused.push({ chartId, reason });
    else accepted.push(chartId);
  }
  return { accepted, refused };
}
