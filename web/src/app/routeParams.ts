/**
 * Checks for route parameters. A route whose parameters fail its checks shows the page-not-found screen.
 */

const chartIdPattern = /^(?:new|[A-Za-z0-9_-]{1,64})$/;
const folderIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A chart id: `new` for an unsaved chart, otherwise 1–64 letters, digits, `-` or `_`. */
export function isChartId(value: string): boolean {
  return chartIdPattern.test(value);
}

/** One or more chart ids joined by commas (chart properties of a selection). */
export function isChartIdList(value: string): boolean {
  const ids = value.split(',');
  return ids.length <= 1000 && ids.every((id) => id !== 'new' && isChartId(id));
}

/** A folder id or a folder view name (all, shared-with-me, deleted…). */
export function isFolderId(value: string): boolean {
  return folderIdPattern.test(value);
}

/** A lowercase URL slug such as a craft (`cross-stitch`) or a calculator (`chart-size`). */
export function isSlug(value: string): boolean {
  return value.length <= 64 && slugPattern.test(value);
}

const calculatorSlugs: ReadonlySet<string> = new Set(['chart-size']);

/** A calculator that exists (`/nl/calculator/{slug}`). */
export function isCalculatorSlug(value: string): boolean {
  return calculatorSlugs.has(value);
}
