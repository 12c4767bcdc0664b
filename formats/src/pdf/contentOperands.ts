/**
 * Operands of raw content streams. Chart pages write coordinates in hundredths of a point (the stream scales by
 * 0.01), so whole numbers print fast and never drift.
 */

export type Rgb = readonly [number, number, number];

/** A coordinate in hundredths of a point. */
export const hundredths = (value: number) => Math.round(value * 100);

const channel = (value: number) => (Math.round(value * 1000) / 1000).toString();

/** The three operands of a colour (`0.2 0.4 1`). */
export const rgbOperands = (colour: Rgb) =>
  `${channel(colour[0])} ${channel(colour[1])} ${channel(colour[2])}`;

/** The fill colour operator of a colour. */
export const fillOperator = (colour: Rgb) => `${rgbOperands(colour)} rg`;

/** The stroke colour operator of a colour. */
export const strokeOperator = (colour: Rgb) => `${rgbOperands(colour)} RG`;

/** A closed circle path in hundredths of a point: four Bézier quarters, centre and radius in points. */
export function circlePath(cx: number, cy: number, radius: number): string {
  const [x, y, r, k] = [cx, cy, radius, radius * 0.5523].map(hundredths) as [number, number, number, number];
  return (
    `${x + r} ${y} m ${x + r} ${y + k} ${x + k} ${y + r} ${x} ${y + r} c ` +
    `${x - k} ${y + r} ${x - r} ${y + k} ${x - r} ${y} c ${x - r} ${y - k} ${x - k} ${y - r} ${x} ${y - r} c ` +
    `${x + k} ${y - r} ${x + r} ${y - k} ${x + r} ${y} c h`
  );
}
