/**
 * What `/nl/c/new` may be asked for in its query: `craft`, `type`, `columns` and `rows` (spec §2: the create
 * screens link here). Anything missing or invalid falls back to a 100 × 100 knitting colour chart; sizes are
 * clamped to the user's tier. A freeform craft (`crochetFreeform`) takes type `other` and no size: its chart is
 * 500 × 500 freeform units (`defaultFreeformSize`, spec §9) on a white background.
 */
import {
  isCraft,
  NEW_CHART_SIZE,
  tierLimits,
  typesForCraft,
  type ChartType,
  type Craft,
} from '@steekwerk/model';

export interface NewChartRequest {
  readonly craft: Craft;
  readonly type: ChartType;
  readonly columnCount: number;
  readonly rowCount: number;
}

function readSize(value: string | null, fallback: number, max: number): number {
  if (value === null || !/^\d+$/.test(value.trim())) return fallback;
  return Math.min(max, Math.max(1, Number(value)));
}

/** Reads the request from the query string of `/nl/c/new`. */
export function readNewChartRequest(search: URLSearchParams, premium: boolean): NewChartRequest {
  const craftParam = search.get('craft');
  const craft: Craft = isCraft(craftParam) ? craftParam : 'knitting';
  const types = typesForCraft(craft);
  const typeParam = search.get('type');
  const type =
    types.find((candidate) => candidate === typeParam) ?? (types.includes('colors') ? 'colors' : 'other');
  const max = tierLimits(premium).maxGridSize;
  return {
    craft,
    type,
    columnCount: readSize(search.get('columns'), NEW_CHART_SIZE.columnCount, max),
    rowCount: readSize(search.get('rows'), NEW_CHART_SIZE.rowCount, max),
  };
}
