/**
 * The one error a chart file that cannot be read raises: its message is a Dutch sentence naming what is wrong
 * (shown as is by the import screen and printed by the convert command). Nothing is half-imported: a reader either
 * returns a whole chart or throws this.
 */
export class ChartFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChartFileError';
  }
}

/** Whether a value is a {@link ChartFileError} (also across bundles, by its name). */
export function isChartFileError(error: unknown): error is ChartFileError {
  return error instanceof ChartFileError || (error instanceof Error && error.name === 'ChartFileError');
}
