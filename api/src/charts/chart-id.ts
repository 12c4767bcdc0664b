import { newRandomId } from '../ids/random-id';

/** Characters in a chart id (see {@link newRandomId}). */
export const chartIdLength = 12;

/** A new random chart id of {@link chartIdLength} base62 characters. */
export function newChartId(): string {
  return newRandomId(chartIdLength);
}
