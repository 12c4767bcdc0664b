/**
 * The chart-size calculator's maths (spec §2 `/nl/calculator/chart-size/`, §3 gauge and swatch, §9 count steps):
 * stitches and rows per length from a gauge, a measured swatch or a cross-stitch fabric count, and from there the
 * columns and rows of a finished size, or the finished size of a chart. Pure functions; picture import uses them
 * for sizes in centimetres or inches.
 */

/** Lengths in centimetres or inches (the `lengthUnits` setting: metric or imperial). */
export type LengthUnit = 'cm' | 'in';

/** Centimetres per inch. */
export const cmPerInch = 2.54;

/** The length a gauge is counted over: 10 cm, or 4 inches. */
export const gaugeSpan: Readonly<Record<LengthUnit, number>> = { cm: 10, in: 4 };

/** Stitches and rows per centimetre: what every calculation here goes through. */
export interface Density {
  readonly stitchesPerCm: number;
  readonly rowsPerCm: number;
}

/** A gauge: stitches and rows over 10 cm or 4 inches. */
export interface Gauge {
  readonly stitches: number;
  readonly rows: number;
  readonly unit: LengthUnit;
}

/** A measured swatch: its stitch and row counts and its width and height. */
export interface Swatch {
  readonly stitches: number;
  readonly rows: number;
  readonly width: number;
  readonly height: number;
  readonly unit: LengthUnit;
}

/** A cross-stitch fabric: its count (threads or Aida blocks per inch), stitched over one or two threads. */
export interface Fabric {
  readonly count: number;
  readonly over: 1 | 2;
}

function positive(value: number): boolean {
  return Number.isFinite(value) && value > 0;
}

/** Centimetres of a length. */
export function toCm(length: number, unit: LengthUnit): number {
  return unit === 'cm' ? length : length * cmPerInch;
}

/** A length in centimetres, in `unit`. */
export function fromCm(lengthCm: number, unit: LengthUnit): number {
  return unit === 'cm' ? lengthCm : lengthCm / cmPerInch;
}

/** The density of a gauge; undefined unless both counts are above 0. */
export function densityFromGauge(gauge: Gauge): Density | undefined {
  if (!positive(gauge.stitches) || !positive(gauge.rows)) return undefined;
  const spanCm = toCm(gaugeSpan[gauge.unit], gauge.unit);
  return { stitchesPerCm: gauge.stitches / spanCm, rowsPerCm: gauge.rows / spanCm };
}

/** The density of a swatch; undefined unless every count and length is above 0. */
export function densityFromSwatch(swatch: Swatch): Density | undefined {
  const { stitches, rows, width, height, unit } = swatch;
  if (![stitches, rows, width, height].every(positive)) return undefined;
  return { stitchesPerCm: stitches / toCm(width, unit), rowsPerCm: rows / toCm(height, unit) };
}

/** The density of a cross-stitch fabric: count ÷ threads per stitch, per inch, the same across and down. */
export function densityFromFabric(fabric: Fabric): Density | undefined {
  if (!positive(fabric.count)) return undefined;
  const perCm = fabric.count / fabric.over / cmPerInch;
  return { stitchesPerCm: perCm, rowsPerCm: perCm };
}

/** The gauge (over 10 cm or 4 inches) of a density, to one decimal. */
export function gaugeOf(density: Density, unit: LengthUnit): Gauge {
  const spanCm = toCm(gaugeSpan[unit], unit);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { stitches: round(density.stitchesPerCm * spanCm), rows: round(density.rowsPerCm * spanCm), unit };
}

/** The columns and rows (whole, at least 1) of a finished width and height. */
export function chartSizeFor(
  density: Density,
  width: number,
  height: number,
  unit: LengthUnit,
): { columns: number; rows: number } {
  return {
    columns: Math.max(1, Math.round(toCm(width, unit) * density.stitchesPerCm)),
    rows: Math.max(1, Math.round(toCm(height, unit) * density.rowsPerCm)),
  };
}

/** The finished width and height of a chart, in `unit`, to one decimal. */
export function finishedSizeOf(
  density: Density,
  columns: number,
  rows: number,
  unit: LengthUnit,
): { width: number; height: number } {
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    width: round(fromCm(columns / density.stitchesPerCm, unit)),
    height: round(fromCm(rows / density.rowsPerCm, unit)),
  };
}

/** How much the +/- buttons change a count (spec §9): under 10 by 1, under 20 by 3, under 50 by 5, under 100 by 10, else 25. */
export function countStep(value: number): number {
  if (value < 10) return 1;
  if (value < 20) return 3;
  if (value < 50) return 5;
  if (value < 100) return 10;
  return 25;
}

/**
 * The count after a + or − press: up by the step of the value, down by the step of the value below it (so a press
 * up and one down return to the start), never below `min`.
 */
export function stepCount(value: number, direction: 1 | -1, min = 1): number {
  const current = Number.isFinite(value) ? value : min;
  const next = direction === 1 ? current + countStep(current) : current - countStep(current - 1);
  return Math.max(min, Math.round(next * 100) / 100);
}

/** The unit of the `lengthUnits` setting: `metric` gives centimetres, anything else inches (the default, imperial). */
export function unitOfLengthSetting(lengthUnits: string): LengthUnit {
  return lengthUnits === 'metric' ? 'cm' : 'in';
}
